"""A second reading of "Meine Turniere" (chains of tournaments not evaluated yet) and of the
what-if table of the remaining games (sections 3 and 4), table mode, exact fractions.

Written from the Wertungsordnung (WO 2.2.3 order, 2.2.4 index, 3.3 to 3.6, 4.1.1 Restpartien,
Anhang 1.1 to 1.3, 3.3) and the lead's brief, not from the Rust code. It takes P(D), D(P), K,
R_1, the iteration and the validity of Restpartien from ref_dwz.py, itself checked against
Anhang 3.1.

Input: the estimate JSON of `wertung dwz estimate` (as a Python dict). Output: a dict with the
figures the CLI prints (ratings as integers, W_e and K as Fractions).
"""

import datetime
from fractions import Fraction

import ref_dwz as R


def half_points(result):
    """Half points of a typed result; None for a forfeit (+ / -), which never counts."""
    table = {"1": 2, "½": 1, "0.5": 1, "0,5": 1, "r": 1, "=": 1, "0": 0}
    return table.get(str(result).strip().lower())


def counted(games):
    """(rating, half points) of the games that count: a rated opponent, played at the board."""
    out = []
    for g in games:
        h = half_points(g["result"])
        if g.get("opponent_rating") is not None and h is not None:
            out.append((int(g["opponent_rating"]), h))
    return out


def performance(w_half, ratings):
    """WO 3.6 / Anhang 1.1.4: from 5 games and above 0 points, against constant ratings; a
    fictive draw against R_c at 100 %; below 0 it is shown as 0."""
    n = len(ratings)
    if n < 5 or w_half == 0:
        return None
    rs = list(ratings)
    w = w_half
    rc = R.round_half_away(Fraction(sum(rs), n))
    if w == 2 * n:
        rs.append(rc)
        w += 1
    start = rc + R.d_of_p(R.thousandths(Fraction(w, 2 * len(rs))))
    out, _ = R.run_iteration({"x": start}, {"x": (w, [("fix", r) for r in rs])})
    return max(out["x"], 0)


def rated(ro, index, age, games, k_given):
    """WO 3.5: one tournament of a player with DWZ (index None: 6, WO 2.2.4)."""
    gs = counted(games)
    n = len(gs)
    w = Fraction(sum(h for _, h in gs), 2)
    idx = 6 if index is None else index
    rec = {"status": "rated", "ro": ro, "n": n, "w": w, "rn": None, "index_new": None,
           "we": None, "k": None, "rh": performance(sum(h for _, h in gs), [r for r, _ in gs])}
    if n == 0:
        return rec
    we = sum((Fraction(R.p_of_d(ro - r), 1000) for r, _ in gs), Fraction(0))
    if k_given is not None:
        k = Fraction(R.round_half_away(Fraction(str(k_given)) * 10), 10)
    else:
        k = R.k_factor(age, ro, idx, w, we)
    rn = max(R.round_half_away(ro + k * (w - we)), 1100)
    rec.update({"we": we, "k": k, "rn": rn, "index_new": idx + 1})
    return rec


def first(rests, games):
    """WO 3.4 / Anhang 3.3: Restpartien (rating, half points) and the counted games; 5 games and
    half a point, the start value R_c + D(p), a fictive draw at 100 %, the iteration, R_1."""
    opps = [(r, h) for r, h in rests] + counted(games)
    n = len(opps)
    w_half = sum(h for _, h in opps)
    rec = {"status": "no_rating_yet", "n": n, "w": Fraction(w_half, 2), "rp": None, "ri": None,
           "r1": None, "reason": None}
    if n < 5:
        rec["reason"] = "too_few_games"
        return rec
    if w_half < 1:
        rec["reason"] = "no_points"
        return rec
    ratings = [r for r, _ in opps]
    rc = R.round_half_away(Fraction(sum(ratings), n))
    rp = rc + R.d_of_p(R.thousandths(Fraction(w_half, 2 * n)))
    fixed = [("fix", r) for r in ratings]
    w_it = w_half
    if w_half == 2 * n:
        fixed.append(("fix", rc))
        w_it += 1
    out, _ = R.run_iteration({"x": rp}, {"x": (w_it, fixed)})
    ri = out["x"]
    rec.update({"status": "first_rating", "rp": rp, "ri": ri, "r1": R.first_rating(ri)})
    return rec


def valid(rests, end):
    """WO 4.1.1: Restpartien (rating, half points, date) still valid at `end`."""
    return [g for g in rests if R.rest_valid(g[2], end)]


def one(state, t, birth_year, kind):
    """One tournament from `state` ("rated", rating, index) or ("unrated", rests)."""
    end = R.parse_date(t["end_date"])
    age = end.year - birth_year if birth_year is not None else None
    if state[0] == "rated":
        k_given = t.get("k")
        return rated(state[1], state[2], age, t["games"], k_given), None
    rests = valid(state[1], end)
    rec = first([(r, h) for r, h, _ in rests], t["games"])
    return rec, rests


def advance(state, t, rec, rests):
    if rec["status"] == "rated":
        if rec["rn"] is None:
            return state
        return ("rated", rec["rn"], rec["index_new"])
    if rec["status"] == "first_rating":
        return ("rated", rec["r1"], 1)
    new = [(r, h, t["end_date"]) for r, h in counted(t["games"])]
    return ("unrated", rests + new)


def start_state(e):
    if e.get("kind", "forecast") in ("first_rating",):
        rests = [(int(g["opponent_rating"]), R.round_half_away(Fraction(str(g["score"])) * 2), g["date"])
                 for g in e.get("rest_games") or []]
        return ("unrated", rests)
    return ("rated", e["dwz"], e.get("index"))


def order(tournaments):
    """WO 2.2.3: end date, then start date (missing: the end date), then as given."""
    def key(k):
        t = tournaments[k]
        return (t["end_date"], t.get("start_date") or t["end_date"], k)
    return sorted(range(len(tournaments)), key=key)


def what_if(state, t, birth_year, kind, remaining):
    """Every total of the remaining games; this reference scores the
    remaining games from the last one backwards (only the total may matter)."""
    ratings = remaining.get("opponent_ratings") or []
    n = len(ratings)
    ro = state[1] if state[0] == "rated" else None
    rows = []
    for h in range(2 * n + 1):
        scores = [0] * n
        left = h
        for j in reversed(range(n)):
            scores[j] = min(2, left)
            left -= scores[j]
        extra = [{"opponent_rating": r, "result": {0: "0", 1: "½", 2: "1"}[s]} for r, s in zip(ratings, scores)]
        tt = dict(t, games=list(t["games"]) + extra)
        rec, _ = one(state, tt, birth_year, kind)
        if state[0] == "rated":
            rows.append({"points": Fraction(h, 2), "rn": rec["rn"],
                         "change": rec["rn"] - ro if rec["rn"] is not None else None,
                         "index_new": rec["index_new"]})
        else:
            rows.append({"points": Fraction(h, 2), "r1": rec["r1"],
                         "reason": rec["reason"], "index_new": 1 if rec["r1"] is not None else None})
    keep = next((r["points"] for r in rows if r.get("change") is not None and r["change"] >= 0), None)
    target = remaining.get("target")
    reach = None
    if target is not None:
        reach = next((r["points"] for r in rows
                      if (r.get("rn") if state[0] == "rated" else r.get("r1")) is not None
                      and (r.get("rn") if state[0] == "rated" else r.get("r1")) >= target), None)
    return {"outcomes": rows, "points_to_keep": keep, "points_for_target": reach}


def evaluate(e):
    """The chain (`tournaments`) or the single estimate (`games`) with `remaining`."""
    kind = e.get("kind", "forecast")
    birth_year = e.get("birth_year")
    if "tournaments" in e:
        ts = e["tournaments"]
    else:
        # a single estimate: one tournament (this reference needs its end date); the K of the
        # evaluation only in a Nach-Berechnung
        ts = [{"name": "", "end_date": e["end_date"], "games": e.get("games") or [],
               "k": e.get("k") if kind == "recheck" else None}]
    state = start_state(e)
    steps = []
    last_state = state
    for pos in order(ts):
        t = ts[pos]
        last_state = state
        rec, rests = one(state, t, birth_year, kind)
        rec["position"] = pos + 1
        steps.append(rec)
        state = advance(state, t, rec, rests)
    out = {"tournaments": steps}
    if state[0] == "rated":
        out["final"] = {"dwz": state[1], "index": 6 if state[2] is None else state[2]}
        out["rest_games"] = []
    else:
        out["final"] = None
        out["rest_games"] = sorted((r, Fraction(h, 2), d) for r, h, d in state[1])
    if e.get("remaining") is not None:
        out.update(what_if(last_state, ts[order(ts)[-1]], birth_year, kind, e["remaining"]))
    return out
