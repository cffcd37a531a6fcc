"""Differential check: the CLI (`wertung dwz evaluate`, table mode) against ref_dwz.py on random
tournaments. Usage: python3 scripts/crosscheck/crosscheck.py [COUNT] [SEED] [--cli PATH] [--mode table|exact].
In exact mode shown ratings may differ by 1 and W_e by a little (where the iteration stops).
Prints the first differences and exits 1 if any figure differs."""

import json
import os
import random
import subprocess
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ref_dwz  # noqa: E402
import ref_chain  # noqa: E402
import ref_waldstein  # noqa: E402
import ref_fide  # noqa: E402


def make_tournament(rng):
    n = rng.randint(2, 26)
    end_year = rng.randint(2020, 2027)
    end = f"{end_year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    unrated_share = rng.choice([0.1, 0.2, 0.3, 0.5, 0.7])
    players = []
    for k in range(n):
        p = {"id": f"P{k}", "name": f"Spieler {k}"}
        if rng.random() < 0.9:
            p["birth_year"] = end_year - rng.randint(6, 80)
        if rng.random() >= unrated_share:
            p["dwz"] = rng.choice([rng.randint(1100, 2500), rng.randint(700, 1700), rng.randint(1500, 2200)])
            if rng.random() < 0.95:
                p["index"] = rng.choice([1, 2, 3, rng.randint(1, 12), rng.randint(1, 60)])
        else:
            rests = []
            for _ in range(rng.choice([0, 0, 1, 2, 3, 4, 5, 6])):
                age_days = rng.choice([rng.randint(1, 700), rng.randint(1, 1100)])
                y, m, d = map(int, end.split("-"))
                import datetime
                date = datetime.date(y, m, d) - datetime.timedelta(days=age_days)
                rests.append({"opponent_rating": rng.randint(900, 2300),
                              "score": rng.choice([0, 0.5, 1]), "date": date.isoformat()})
            if rests:
                p["rest_games"] = rests
        if rng.random() < 0.08:
            p["member"] = False
        players.append(p)
    games = []
    strength = {p["id"]: p.get("dwz", rng.choice([rng.randint(800, 2400), rng.randint(2600, 3200)]))
                for p in players}
    if rng.random() < 0.05:
        # a two-player match (Zweikampf, WO 4.2.4.5): both rated, several games
        players = players[:2]
        for p in players:
            p.setdefault("dwz", rng.randint(1100, 2400))
            p.setdefault("index", rng.randint(1, 30))
            p.pop("rest_games", None)
        strength = {p["id"]: p["dwz"] + rng.choice([0, 400, -400]) for p in players}
        n = 2
    style = rng.random()
    ids = [p["id"] for p in players]
    if style < 0.3 and n <= 12:
        pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]]
    else:
        rounds = rng.randint(1, 11)
        pairs = []
        for _ in range(rounds):
            order = ids[:]
            rng.shuffle(order)
            pairs += [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
    for a, b in pairs:
        if rng.random() < 0.5:
            a, b = b, a
        if rng.random() < 0.05:
            res = rng.choice(["+-", "-+", "--"])
        else:
            d = strength[a] - strength[b]
            p = ref_dwz.p_of_d(d) / 1000
            x = rng.random()
            dr = rng.uniform(0.1, 0.4)
            if x < p - dr / 2:
                res = "1-0"
            elif x < p + dr / 2:
                res = "1/2-1/2"
            else:
                res = "0-1"
            if rng.random() < 0.1:
                res = rng.choice(["1-0", "0-1", "1/2-1/2"])
        games.append({"white": a, "black": b, "result": res})
    t = {"name": "random", "end_date": end, "players": players, "games": games}
    if n == 2 and len(players) == 2 and all("dwz" in p for p in players) and rng.random() < 0.7:
        t["kind"] = "match"
    return t


def fr(x):
    return Fraction(str(x)) if x is not None else None


def run_cli(cli, args, path, data):
    """Writes `data` (a JSON value, or text) to `path` and runs the CLI on it."""
    with open(path, "w") as f:
        f.write(data if isinstance(data, str) else json.dumps(data))
    return subprocess.run([cli, *args, path], capture_output=True, text=True)


def keep_case(name, data, diffs):
    """Keeps a differing input in /tmp (JSON, or TRF text) and prints what differed."""
    keep = os.path.join("/tmp", f"crosscheck-{name}" + (".trf" if isinstance(data, str) else ".json"))
    with open(keep, "w") as f:
        f.write(data if isinstance(data, str) else json.dumps(data, indent=1))
    print(f"{name} ({keep}):")
    for d in diffs[:12]:
        print("   ", d)


TOLERANCE = {"rp": 1, "ri": 1, "r1": 1, "rh": 1, "rn": 1, "rc": 1, "we": Fraction(2, 1000), "k": Fraction(1, 10)}


def within_tolerance(key, cv, val, extra=0):
    """Exact mode: a shown figure within TOLERANCE (plus `extra`) of the reference's."""
    return (key in TOLERANCE and cv is not None and val is not None
            and abs(Fraction(str(cv)) - Fraction(str(val))) <= TOLERANCE[key] + extra)


def compare(t, cli, ref, exact=False):
    diffs = []
    by_id = {p["id"]: p for p in cli["players"]}
    if not exact and ref["steps"] and cli.get("steps") != ref["steps"]:
        diffs.append(("steps", cli.get("steps"), ref["steps"]))
    for pid, r in ref["players"].items():
        c = by_id.get(pid)
        if c is None:
            diffs.append((pid, "missing", None))
            continue
        if c.get("group") != r["group"]:
            diffs.append((pid, "group", c.get("group"), r["group"]))
            continue
        for key, val in r.items():
            if key in ("group",):
                continue
            cv = c.get(key)
            if key == "rest_games":
                cv = sorted((g["opponent_rating"], fr(g["score"]), g["date"]) for g in (cv or []))
                val = sorted(val)
            elif key in ("w", "we", "k"):
                cv = fr(cv)
            # W_e: an opponent's unrounded first rating may differ by a few tenths (where the
            # iteration stops below |D'| < 0.1), which moves W_e by up to ~0.0015 a game.
            extra = Fraction(15, 10000) * r.get("n", 0) if key == "we" else 0
            if exact and within_tolerance(key, cv, val, extra):
                continue
            if cv != val:
                diffs.append((pid, key, c.get(key), str(val) if isinstance(val, Fraction) else val))
    return diffs


# NOTES.md: the seed's own final figures (table mode, errata applied). The reference must
# reproduce them before its word on random tournaments counts.
ANHANG_3_1 = {
    "rn": {"A": 2245, "B": 2081, "C": 1978, "D": 1973, "E": 1751, "F": 1692, "G": 1730, "H": 1292},
    "rp": {"J": 1544, "K": 1255, "L": 2554, "M": 1417, "N": 1646},
    "ri": {"J": 1430, "K": 1108, "L": 2329, "M": 1387, "N": 1450},
    "r1": {"J": 1476, "K": 1179, "L": 2329, "M": 1436, "N": 1494},
    "rh": {"A": 2331, "B": 1857, "C": None, "D": 2007, "E": 1580, "F": 1574, "G": 1961, "H": 1227},
}


def selfcheck():
    shared = os.environ.get("WERTUNG_SHARED") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared")
    with open(os.path.join(shared, "testdata", "anhang_3_1.json")) as f:
        ref = ref_dwz.evaluate(json.load(f))
    wrong = [(key, pid, ref["players"][pid].get(key), want)
             for key, figures in ANHANG_3_1.items() for pid, want in figures.items()
             if ref["players"][pid].get(key) != want]
    if wrong or ref["steps"] != 20:
        print("crosscheck: the reference itself misses Anhang 3.1:", wrong, "steps", ref["steps"])
        sys.exit(1)


def make_estimate(rng):
    """A random single-player estimate and the same player as a tournament: every opponent a
    player of his own with one game, so no opponent can become an Ausnahmespieler."""
    end_year = rng.randint(2020, 2027)
    end = f"{end_year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    kind = rng.choice(["forecast", "recheck", "first_rating"])
    e = {"kind": kind, "end_date": end}
    me = {"id": "X", "name": "X"}
    if rng.random() < 0.9:
        e["birth_year"] = me["birth_year"] = end_year - rng.randint(6, 80)
    strength = rng.randint(900, 2700)
    if kind != "first_rating":
        e["dwz"] = me["dwz"] = rng.randint(1100, 2400)
        e["index"] = me["index"] = rng.randint(1, 40)
        strength = me["dwz"]
    else:
        rests = []
        for _ in range(rng.choice([0, 1, 2, 4])):
            rests.append({"opponent_rating": rng.randint(900, 2300), "score": rng.choice([0, 0.5, 1]),
                          "date": f"{end_year - 1}-{rng.randint(1, 12):02d}-01"})
        e["rest_games"] = me["rest_games"] = rests
    players = [me]
    games = []
    e["games"] = []
    for k in range(rng.randint(1, 12)):
        r = rng.randint(1000, 2500)
        p = ref_dwz.p_of_d(strength - r) / 1000
        x = rng.random()
        res = "1" if x < p - 0.1 else ("½" if x < p + 0.1 else "0")
        e["games"].append({"opponent_rating": r, "result": res})
        players.append({"id": f"O{k}", "name": f"O{k}", "dwz": r, "index": 10, "birth_year": 1970})
        code = {"1": "1-0", "½": "1/2-1/2", "0": "0-1"}[res]
        games.append({"white": "X", "black": f"O{k}", "result": code})
    # A third player without games, so that a single game is not a Zweikampf (WO 4.2.4.5).
    players.append({"id": "Z", "name": "Z"})
    return e, {"name": "estimate", "end_date": end, "players": players, "games": games}


def check_estimates(cli, count, seed, mode, tmp):
    rng = random.Random(seed)
    bad = 0
    for k in range(count):
        e, t = make_estimate(rng)
        out = run_cli(cli, ["dwz", "estimate", "--mode", mode], os.path.join(tmp, f"e{k}.json"), e)
        if out.returncode != 0:
            print(f"estimate {k}: CLI failed: {out.stderr.strip()}")
            bad += 1
            continue
        c = json.loads(out.stdout)
        r = ref_dwz.evaluate(t, mode)["players"]["X"]
        keys = ["rn", "k", "we", "rh"] if e["kind"] != "first_rating" else ["rp", "ri", "r1"]
        if e["kind"] == "first_rating" and r["group"] == "remaining":
            want = {key: None for key in keys}
        else:
            want = {key: r.get(key) for key in keys}
        diffs = []
        for key in keys:
            cv = c.get(key)
            val = want[key]
            if key in ("k", "we") and cv is not None:
                cv = Fraction(str(cv))
                val = Fraction(str(val)) if val is not None else None
            if mode == "exact" and within_tolerance(key, cv, val):
                continue
            if cv != val:
                diffs.append((key, c.get(key), str(val) if isinstance(val, Fraction) else val))
        if diffs:
            bad += 1
            if bad <= 5:
                keep_case(f"estimate-{seed}-{k}", e, diffs)
    print(f"crosscheck ({mode} mode): {count} random estimates, {count - bad} agree, {bad} differ")
    return bad


def check_waldstein(cli, count, seed, tmp):
    """Waldstein's t on random round robins (some double) and Swiss-like pairings."""
    rng = random.Random(seed)
    bad = 0
    for k in range(count):
        n = rng.randint(3, 16)
        ids = [f"P{i}" for i in range(n)]
        strength = {i: rng.gauss(0, 1) for i in ids}
        if rng.random() < 0.5:
            pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]] * rng.choice([1, 1, 2])
        else:
            pairs = []
            for _ in range(rng.randint(3, 9)):
                order = ids[:]
                rng.shuffle(order)
                pairs += [(order[i], order[i + 1]) for i in range(0, n - 1, 2)]
        games = []
        for a, b in pairs:
            d = strength[a] - strength[b] + rng.gauss(0, 1)
            res = "1-0" if d > 0.4 else ("0-1" if d < -0.4 else "1/2-1/2")
            if rng.random() < 0.03:
                res = "+-"
            games.append({"white": a, "black": b, "result": res})
        t = {"name": "w", "end_date": "2026-01-01", "players": [{"id": i, "name": i} for i in ids], "games": games}
        out = run_cli(cli, ["waldstein"], os.path.join(tmp, f"w{k}.json"), t)
        if out.returncode != 0:
            print(f"waldstein {k}: CLI failed: {out.stderr.strip()}")
            bad += 1
            continue
        status, t_ref = ref_waldstein.turnierleistung(t)
        diffs = []
        for p in json.loads(out.stdout)["players"]:
            i = p["id"]
            if p["status"] != status[i]:
                diffs.append((i, "status", p["status"], status[i]))
            elif status[i] == "rated":
                # t is printed to 3 significant digits (at least 3 decimals)
                if p["t"] is None or abs(p["t"] - t_ref[i]) > max(0.00006, 0.0007 * t_ref[i]):
                    diffs.append((i, "t", p["t"], round(t_ref[i], 5)))
        if diffs:
            bad += 1
            if bad <= 5:
                keep_case(f"waldstein-{seed}-{k}", t, diffs)
    print(f"crosscheck: {count} random Waldstein tables, {count - bad} agree, {bad} differ")
    return bad


def to_trf(t, rounds, round_dates=False):
    """The tournament as a TRF (001 lines with FIDE rating and birth date), the games given round
    by round; the end date in 052, or (round_dates) only as the last round date of 132."""
    import datetime
    ids = [p["id"] for p in t["players"]]
    rank = {pid: k + 1 for k, pid in enumerate(ids)}
    lines = ["012 " + t["name"]]
    if round_dates:
        end = datetime.date.fromisoformat(t["end_date"])
        dates = [(end - datetime.timedelta(days=7 * (len(rounds) - 1 - r))).strftime("%y/%m/%d")
                 for r in range(len(rounds))]
        lines.append("132" + " " * 88 + "".join(f"{d:<10}" for d in dates).rstrip())
    else:
        lines.append("052 " + t["end_date"].replace("-", "/"))
    for p in t["players"]:
        line = [" "] * (91 + 10 * len(rounds))

        def put(col, text, line=line):
            for k, ch in enumerate(text):
                line[col - 1 + k] = ch
        put(1, "001")
        put(5, f"{rank[p['id']]:>4}")
        put(15, p["name"][:33])
        if p.get("dwz") is not None:
            put(49, f"{p['dwz']:>4}")
        if p.get("birth_year") is not None:
            put(70, f"{p['birth_year']}/01/01")
        for r, games in enumerate(rounds):
            col = 92 + 10 * r
            for g in games:
                if p["id"] not in (g["white"], g["black"]):
                    continue
                white = g["white"] == p["id"]
                opp = g["black"] if white else g["white"]
                code = {("1-0", True): "1", ("1-0", False): "0", ("0-1", True): "0", ("0-1", False): "1",
                        ("1/2-1/2", True): "=", ("1/2-1/2", False): "=",
                        ("+-", True): "+", ("+-", False): "-", ("-+", True): "-", ("-+", False): "+",
                        ("--", True): "-", ("--", False): "-"}[(g["result"], white)]
                put(col, f"{rank[opp]:>4}")
                put(col + 5, "w" if white else "b")
                put(col + 7, code)
        lines.append("".join(line).rstrip())
    return "\n".join(lines) + "\n"


def check_trf(cli, count, seed, tmp):
    """The TRF reader: a random Swiss tournament read from TRF gives the same evaluation as from
    the tournament JSON (FIDE rating as R_o with index 6, no Restpartien)."""
    rng = random.Random(seed)
    bad = 0
    for k in range(count):
        t = make_tournament(rng)
        players = t["players"]
        for p in players:
            p.pop("rest_games", None)
            p.pop("member", None)
            if p.get("dwz") is not None:
                p["index"] = 6
        t.pop("kind", None)
        ids = [p["id"] for p in players]
        rounds = []
        for _ in range(rng.randint(1, 9)):
            order = ids[:]
            rng.shuffle(order)
            games = []
            for i in range(0, len(order) - 1, 2):
                a, b = order[i], order[i + 1]
                res = rng.choice(["1-0", "0-1", "1/2-1/2", "1-0", "0-1", "+-", "-+"])
                games.append({"white": a, "black": b, "result": res})
            rounds.append(games)
        t["games"] = [g for games in rounds for g in games]
        trf_text = to_trf(t, rounds, round_dates=rng.random() < 0.3)
        a = run_cli(cli, ["dwz", "evaluate"], os.path.join(tmp, f"x{k}.json"), t)
        b = run_cli(cli, ["dwz", "evaluate"], os.path.join(tmp, f"x{k}.trf"), trf_text)
        if a.returncode != 0 or b.returncode != 0:
            # A Zweikampf with a player without rating is refused from both, or it is a difference.
            if a.returncode == 0 or b.returncode == 0:
                print(f"trf {k}: CLI failed: {a.stderr.strip()} {b.stderr.strip()}")
                bad += 1
            continue
        pa = json.loads(a.stdout)["players"]
        pb = json.loads(b.stdout)["players"]
        keys = ["group", "w", "n", "rc", "we", "k", "rh", "rn", "rp", "ri", "r1", "index_new", "exceptional"]
        diffs = [(x["id"], key, x.get(key), y.get(key)) for x, y in zip(pa, pb) for key in keys
                 if x.get(key) != y.get(key)]
        if len(pa) != len(pb):
            diffs.append(("players", len(pa), len(pb)))
        if diffs:
            bad += 1
            if bad <= 5:
                keep_case(f"trf-{seed}-{k}", trf_text, diffs)
    print(f"crosscheck: {count} random TRF files, {count - bad} agree with their JSON, {bad} differ")
    return bad


def random_date(rng, start, days):
    import datetime
    return (datetime.date.fromisoformat(start) + datetime.timedelta(days=rng.randint(0, days))).isoformat()


def random_games(rng, strength, count):
    """Games as a player types them: 10 % opponents without DWZ, 5 % forfeits."""
    games = []
    for _ in range(count):
        r = rng.choice([rng.randint(1000, 2600), rng.randint(strength - 300, strength + 300)])
        r = min(max(r, 1), 3500)
        p = ref_dwz.p_of_d(strength - r) / 1000
        x = rng.random()
        res = "1" if x < p - 0.12 else ("½" if x < p + 0.12 else "0")
        if rng.random() < 0.05:
            res = rng.choice(["+", "-"])
        g = {"opponent_rating": r if rng.random() >= 0.1 else None, "result": res}
        games.append(g)
    return games


def make_chain(rng, with_remaining):
    """A random chain: 1 to 4 tournaments over two years, a rated or unrated start, Restpartien
    (some expire during the chain), a K given sometimes, start dates and equal end dates."""
    kind = rng.choice(["forecast", "recheck", "first_rating", "first_rating"])
    e = {"kind": kind, "mode": "table"}
    first_end = random_date(rng, "2024-01-01", 1200)
    if rng.random() < 0.85:
        e["birth_year"] = int(first_end[:4]) - rng.choice([rng.randint(8, 30), rng.randint(6, 80)])
    strength = rng.randint(900, 2500)
    if kind != "first_rating":
        e["dwz"] = rng.choice([rng.randint(1000, 2500), rng.randint(1100, 1700), rng.randint(3380, 3500)])
        if rng.random() < 0.8:
            e["index"] = rng.choice([1, 2, rng.randint(1, 12), rng.randint(1, 80)])
        strength = e["dwz"]
    else:
        e["rest_games"] = [{"opponent_rating": rng.randint(900, 2400), "score": rng.choice([0, 0.5, 1]),
                            "date": random_date(rng, "2022-01-01", 365 * 2 + (int(first_end[:4]) - 2024) * 365)}
                           for _ in range(rng.choice([0, 1, 2, 3, 4, 6]))]
    ends = []
    for k in range(rng.randint(1, 4)):
        end = random_date(rng, first_end, 500) if k else first_end
        if ends and rng.random() < 0.2:
            end = rng.choice(ends)
        ends.append(end)
    ts = []
    for k, end in enumerate(ends):
        t = {"name": f"T{k}", "end_date": end, "games": random_games(rng, strength, rng.choice([0, 1, 2, 3, 4, 5, 7, 9]))}
        if rng.random() < 0.3:
            import datetime
            t["start_date"] = (datetime.date.fromisoformat(end) - datetime.timedelta(days=rng.randint(0, 9))).isoformat()
        if rng.random() < 0.2:
            t["k"] = rng.choice([rng.randint(5, 60), round(rng.uniform(5, 60), 2)])
        ts.append(t)
    e["tournaments"] = ts
    if with_remaining:
        e["remaining"] = make_remaining(rng, strength)
    return e


def make_remaining(rng, strength):
    rem = {"opponent_ratings": [min(max(rng.randint(strength - 400, strength + 400), 1000), 3500)
                                for _ in range(rng.randint(0, 6))]}
    if rng.random() < 0.7:
        rem["target"] = rng.randint(strength - 100, strength + 150)
        rem["target"] = min(max(rem["target"], 1), 3500)
    return rem


def make_whatif(rng):
    """A random single estimate with remaining games (any kind; K for a recheck)."""
    kind = rng.choice(["forecast", "recheck", "first_rating"])
    end = random_date(rng, "2024-01-01", 1200)
    e = {"kind": kind, "mode": "table", "end_date": end}
    if rng.random() < 0.85:
        e["birth_year"] = int(end[:4]) - rng.randint(6, 80)
    strength = rng.randint(900, 2500)
    if kind != "first_rating":
        e["dwz"] = rng.randint(1000, 2500)
        if rng.random() < 0.8:
            e["index"] = rng.randint(1, 30)
        strength = e["dwz"]
        if kind == "recheck" and rng.random() < 0.5:
            e["k"] = rng.randint(10, 50)
    else:
        e["rest_games"] = [{"opponent_rating": rng.randint(900, 2400), "score": rng.choice([0, 0.5, 1]),
                            "date": random_date(rng, "2022-01-01", 365 * 3)} for _ in range(rng.choice([0, 1, 2, 4]))]
    e["games"] = random_games(rng, strength, rng.choice([0, 1, 2, 3, 5, 8]))
    e["remaining"] = make_remaining(rng, strength)
    return e


def compare_chain(c, r):
    """Every figure of the CLI's answer `c` against the reference's `r`."""
    diffs = []
    if "tournaments" in r and "tournaments" in c:
        cts = c["tournaments"]
        if len(cts) != len(r["tournaments"]):
            return [("tournaments", len(cts), len(r["tournaments"]))]
        for k, (ct, rt) in enumerate(zip(cts, r["tournaments"])):
            for key in ("position", "status", "n", "w", "ro", "we", "k", "rn", "index_new", "rh",
                        "rp", "ri", "r1"):
                if key not in rt:
                    continue
                cv, val = ct.get(key), rt[key]
                if key in ("w", "we", "k") and cv is not None:
                    cv = Fraction(str(cv))
                if cv != val:
                    diffs.append((f"T{k + 1}", key, ct.get(key), str(val) if isinstance(val, Fraction) else val))
            if "reason" in rt and (ct.get("reason") is None) != (rt["reason"] is None):
                diffs.append((f"T{k + 1}", "reason", ct.get("reason"), rt["reason"]))
        if c.get("final") != r["final"]:
            diffs.append(("final", c.get("final"), r["final"]))
        crest = sorted((g["opponent_rating"], Fraction(str(g["score"])), g["date"]) for g in c.get("rest_games", []))
        if crest != r["rest_games"]:
            diffs.append(("rest_games", crest, r["rest_games"]))
    if "outcomes" in r:
        co = c.get("outcomes") or []
        if len(co) != len(r["outcomes"]):
            diffs.append(("outcomes", len(co), len(r["outcomes"])))
        for cr, rr in zip(co, r["outcomes"]):
            for key, val in rr.items():
                cv = cr.get(key)
                if key == "points":
                    cv = Fraction(str(cv))
                if key == "reason":
                    if (cv is None) != (val is None):
                        diffs.append((f"points {rr['points']}", key, cv, val))
                elif cv != val:
                    diffs.append((f"points {rr['points']}", key, cv, str(val) if isinstance(val, Fraction) else val))
        for key in ("points_to_keep", "points_for_target"):
            cv = c.get(key, "absent")
            cv = Fraction(str(cv)) if isinstance(cv, (int, float)) else cv
            if cv != r[key]:
                diffs.append((key, c.get(key, "absent"), str(r[key])))
    return diffs


def check_chains(cli, count, seed, tmp):
    """Random chains of tournaments (a third with remaining games) and random what-if tables of
    single estimates, against ref_chain.py (table mode, every figure exact)."""
    rng = random.Random(seed * 7919 + 17)
    results = {}
    for what, make in (("chains", lambda: make_chain(rng, rng.random() < 0.35)),
                       ("what-if tables", lambda: make_whatif(rng))):
        bad = 0
        for k in range(count):
            e = make()
            out = run_cli(cli, ["dwz", "estimate"], os.path.join(tmp, f"c{k}.json"), e)
            if out.returncode != 0:
                bad += 1
                if bad <= 5:
                    keep_case(f"{what.split()[0]}-{seed}-{k}", e, [("CLI failed", out.stderr.strip())])
                continue
            ref_dwz.MODE = ref_dwz.Table
            diffs = compare_chain(json.loads(out.stdout), ref_chain.evaluate(e))
            if diffs:
                bad += 1
                if bad <= 5:
                    keep_case(f"{what.split()[0]}-{seed}-{k}", e, diffs)
        print(f"crosscheck: {count} random {what}, {count - bad} agree, {bad} differ")
        results[what] = bad
    return sum(results.values())



# ---------------------------------------------------------------- FIDE Elo (ref_fide.py)

RESULTS = ["1", "½", "0", "=", "r", "0.5", "0,5", "1", "0", "1", "0"]


def make_fide(rng):
    """A random input of `wertung fide estimate`: a rated player (band edges of K, the 400 rule
    both sides of 2650, the 700 cap, given K, forfeits, unrated opponents) or an unrated one
    (earlier events in and out of 26 months, a first event scored zero)."""
    end = random_date(rng, "2025-01-01", 900)
    p = {"end_date": end, "start_date": end}
    year = int(end[:4])
    if rng.random() < 0.7:
        p["rating"] = rng.choice([rng.randint(1400, 2800), rng.randint(1000, 1500),
                                  rng.choice([2299, 2300, 2399, 2400, 2649, 2650, 2651, 2800])])
        if rng.random() < 0.2:
            p["k"] = rng.choice([10, 20, 40, rng.randint(1, 100)])
        if rng.random() < 0.5:
            p["birth_year"] = year - rng.choice([rng.randint(6, 70), 17, 18, 19])
        if rng.random() < 0.4:
            p["games_before"] = rng.randint(0, 60)
        if rng.random() < 0.1:
            p["reached_2400"] = True
        n = rng.choice([rng.randint(1, 11), rng.randint(15, 50)])
        strength = p["rating"]
    else:
        n = rng.randint(0, 9)
        strength = rng.randint(1300, 2300)
        earlier = []
        for _ in range(rng.randint(0, 4)):
            date = random_date(rng, str(year - 3) + end[4:], 1100)
            if date >= end:
                continue
            zero = rng.random() < 0.3
            for _ in range(rng.randint(1, 5)):
                earlier.append({"opponent_rating": rng.randint(1400, 2500),
                                "result": "0" if zero else rng.choice(RESULTS), "date": date})
        p["earlier_games"] = earlier
    games = []
    for _ in range(n):
        r = rng.choice([rng.randint(strength - 300, strength + 300), rng.randint(strength - 1200, strength + 1200),
                        rng.randint(1400, 2700)])
        g = {"opponent_rating": max(1000, min(3000, r)), "result": rng.choice(RESULTS)}
        if rng.random() < 0.05:
            g["opponent_rating"] = None
        if rng.random() < 0.05:
            g["result"] = rng.choice(["+", "-"])
        games.append(g)
    p["games"] = games
    return p


def compare_fide(cli, ref):
    diffs = []
    close = lambda a, b: (a is None and b is None) or (a is not None and b is not None and abs(a - b) < 1e-9)
    if "ro" in ref:
        for key in ["ro", "k", "n", "change", "rn", "listed", "rp"]:
            if cli.get(key) != ref[key]:
                diffs.append(f"{key}: CLI {cli.get(key)}, reference {ref[key]}")
        for key in ["w", "we"]:
            if not close(cli.get(key), ref[key]):
                diffs.append(f"{key}: CLI {cli.get(key)}, reference {ref[key]}")
        if not cli.get("k_reason"):
            diffs.append("k_reason missing")
        for j, (c, r) in enumerate(zip(cli.get("games", []), ref["games"])):
            for key in ["score", "expected", "change"]:
                if not close(c.get(key), r[key]):
                    diffs.append(f"game {j + 1} {key}: CLI {c.get(key)}, reference {r[key]}")
            if c.get("opponent_rating") != r["opponent_rating"]:
                diffs.append(f"game {j + 1} opponent_rating")
            if (r["expected"] is None) != bool(c.get("reason")):
                diffs.append(f"game {j + 1}: a reason exactly where it is not rated")
        if len(cli.get("games", [])) != len(ref["games"]):
            diffs.append("number of games")
    else:
        for key in ["n", "dp", "ru"]:
            if cli.get(key) != ref[key]:
                diffs.append(f"{key}: CLI {cli.get(key)}, reference {ref[key]}")
        for key in ["w", "ra", "p"]:
            if not close(cli.get(key), ref[key]):
                diffs.append(f"{key}: CLI {cli.get(key)}, reference {ref[key]}")
        if (cli.get("reason") is None) == ref["reason_expected"]:
            diffs.append(f"reason: CLI {cli.get('reason')!r}")
    return diffs


def check_fide(cli, count, seed, tmp):
    """`wertung fide estimate` against ref_fide.py on random players."""
    rng = random.Random(seed * 7919 + 5)
    bad = 0
    for k in range(count):
        p = make_fide(rng)
        out = run_cli(cli, ["fide", "estimate"], os.path.join(tmp, f"fide{k}.json"), p)
        if out.returncode != 0:
            bad += 1
            print(f"fide case {k}: the CLI refused: {out.stderr.strip()}")
            continue
        diffs = compare_fide(json.loads(out.stdout), ref_fide.estimate(p))
        if diffs:
            bad += 1
            if bad <= 5:
                keep_case(f"fide-{seed}-{k}", p, diffs)
    print(f"crosscheck: {count} random FIDE estimates, {count - bad} agree, {bad} differ")
    return bad


def main():
    selfcheck()
    args = []
    skip = False
    for a in sys.argv[1:]:
        if skip:
            skip = False
        elif a.startswith("--"):
            skip = True
        else:
            args.append(a)
    count = int(args[0]) if args else 200
    seed = int(args[1]) if len(args) > 1 else 1
    cli = "target/release/wertung"
    if "--cli" in sys.argv:
        cli = sys.argv[sys.argv.index("--cli") + 1]
    mode = sys.argv[sys.argv.index("--mode") + 1] if "--mode" in sys.argv else "table"
    rng = random.Random(seed)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(count):
            t = make_tournament(rng)
            out = run_cli(cli, ["dwz", "evaluate", "--mode", mode], os.path.join(tmp, f"t{k}.json"), t)
            try:
                ref = ref_dwz.evaluate(t, mode)
            except ref_dwz.Refused:
                ref = None
            if ref is None or out.returncode != 0:
                # Both must refuse (e.g. a Zweikampf with a player without DWZ), or neither.
                if (ref is None) != (out.returncode != 0):
                    print(f"case {k}: CLI {'failed' if out.returncode else 'evaluated'}, the reference "
                          f"{'refused' if ref is None else 'evaluated'}: {out.stderr.strip()}")
                    bad += 1
                continue
            diffs = compare(t, json.loads(out.stdout), ref, mode == "exact")
            if diffs:
                bad += 1
                if bad <= 5:
                    keep_case(f"{seed}-{k}", t, diffs)
        print(f"crosscheck ({mode} mode): {count} random tournaments, {count - bad} agree, {bad} differ")
        bad_e = check_estimates(cli, count, seed, mode, tmp)
        bad_w = check_waldstein(cli, count // 3, seed, tmp) if mode == "table" else 0
        bad_t = check_trf(cli, count // 3, seed, tmp) if mode == "table" else 0
        bad_c = check_chains(cli, count // 3, seed, tmp) if mode == "table" else 0
        bad_f = check_fide(cli, count, seed, tmp) if mode == "table" else 0
    sys.exit(1 if bad or bad_e or bad_w or bad_t or bad_c or bad_f else 0)


if __name__ == "__main__":
    main()
