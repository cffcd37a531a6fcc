"""A second implementation of the FIDE rating rules of shared/spec/fide-rating.md (Rating
Regulations 2024 as amended October 2025; performance by the Title Regulations), written from the
spec alone, for the cross-check of `wertung fide estimate`. It takes the same JSON input and
returns the same fields. Exact arithmetic with Fraction; rounding by Decimal ROUND_HALF_UP."""

import datetime
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

# Table 8.1.2 as (lowest |D|, highest |D|, PD of the higher rated player).
UPPER = [3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
         153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315,
         328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735]
BANDS = []
low = 0
for i, up in enumerate(UPPER):
    BANDS.append((low, up, Fraction(50 + i, 100)))
    low = up + 1

# Table 8.1.1: p (as hundredths, 100 down to 50) -> dp.
DP_LIST = [800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284,
           273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125,
           117, 110, 102, 95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0]
DP = {100 - i: dp for i, dp in enumerate(DP_LIST)}


def round_half_up(x, places=0):
    """A non-negative Fraction rounded to `places` decimals, .5 up."""
    q = Decimal(1).scaleb(-places)
    return (Decimal(x.numerator) / Decimal(x.denominator)).quantize(q, rounding=ROUND_HALF_UP)


def rnd(x):
    """A Fraction rounded to a whole number, .5 away from zero."""
    sign = -1 if x < 0 else 1
    a = abs(x)
    whole = a.numerator // a.denominator
    if a - whole >= Fraction(1, 2):
        whole += 1
    return sign * whole


def hundredths(x):
    """A non-negative Fraction rounded to hundredths (.005 up), as an int of hundredths."""
    return rnd(x * 100)


def pd(own, opp):
    d = own - opp
    if own < 2650:
        d = max(-400, min(400, d))
    for lo, hi, p in BANDS:
        if lo <= abs(d) <= hi:
            higher = p
            break
    else:
        higher = Fraction(1)
    return higher if d >= 0 else 1 - higher


def dp_of(p_hundredths):
    if p_hundredths >= 50:
        return DP[p_hundredths]
    return -DP[100 - p_hundredths]


SCORES = {"1": 1, "1.0": 1, "1,0": 1, "½": Fraction(1, 2), "0.5": Fraction(1, 2), "0,5": Fraction(1, 2),
          "=": Fraction(1, 2), "r": Fraction(1, 2), "0": 0, "0.0": 0, "0,0": 0}


def score_of(result):
    r = str(result).strip().lower()
    if r == "+":
        return None, 1
    if r in ("-", "−"):
        return None, 0
    return SCORES[r], None


def k_rules(p):
    rating = p["rating"]
    year = None
    for key in ("end_date", "start_date"):
        if p.get(key):
            year = int(p[key][:4])
            break
    if p.get("reached_2400") or rating >= 2400:
        return 10, "2400"
    if p.get("birth_year") is not None and year is not None and year - p["birth_year"] <= 18 and rating < 2300:
        return 40, "youth"
    if p.get("games_before") is not None and p["games_before"] < 30:
        return 40, "new"
    return 20, "standard"


def performance(games):
    if not games:
        return None
    ra = rnd(Fraction(sum(o for o, _ in games), len(games)))
    p = hundredths(Fraction(sum(s for _, s in games), len(games)))
    return ra + dp_of(p)


def rated(p):
    ro = p["rating"]
    counted = []
    rows = []
    for g in p.get("games", []):
        s, forfeit = score_of(g["result"])
        opp = g.get("opponent_rating")
        if s is None or opp is None:
            rows.append({"opponent_rating": opp, "score": float(forfeit if s is None else s),
                         "expected": None, "change": None})
            continue
        counted.append((opp, s))
        rows.append({"opponent_rating": opp, "score": float(s), "pd": pd(ro, opp)})
    k = p["k"] if p.get("k") is not None else k_rules(p)[0]
    n = len(counted)
    if n and k * n > 700:
        k = 700 // n
    total = Fraction(0)
    for r in rows:
        if "pd" in r:
            c = k * (Fraction(r["score"]).limit_denominator(2) - r["pd"])
            total += c
            r["expected"] = float(r["pd"])
            r["change"] = float(c)
            del r["pd"]
    change = rnd(total)
    rn = ro + change
    return {"ro": ro, "k": k, "n": n, "w": float(sum(s for _, s in counted)),
            "we": float(sum(pd(ro, o) for o, _ in counted)), "games": rows, "change": change,
            "rn": rn, "listed": rn >= 1400, "rp": performance(counted)}


def add_months(d, months):
    idx = d.year * 12 + d.month - 1 + months
    y, m = divmod(idx, 12)
    m += 1
    last = [31, 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return datetime.date(y, m, min(d.day, last))


def unrated(p):
    events = {}
    for g in p.get("earlier_games", []):
        s, _ = score_of(g["result"])
        events.setdefault(datetime.date.fromisoformat(g["date"]), []).append((g["opponent_rating"], s))
    end = datetime.date.fromisoformat(p["end_date"])
    this = []
    for g in p.get("games", []):
        s, _ = score_of(g["result"])
        if s is not None and g.get("opponent_rating") is not None:
            this.append((g["opponent_rating"], s))
    events.setdefault(end, []).extend(this)
    start = add_months(end, -26)
    dates = sorted(d for d in events if events[d])
    if dates and sum(s for _, s in events[dates[0]]) == 0:
        dates = dates[1:]  # his first event, scored zero (7.1.4), even one outside the window
    dates = [d for d in dates if start <= d <= end]
    games = [g for d in dates for g in events[d]]
    n = len(games) + 2
    w = sum(s for _, s in games) + 1
    ra = Fraction(sum(o for o, _ in games) + 3600, n)
    p_h = hundredths(Fraction(w) / n)
    dp = dp_of(p_h)
    ru = min(rnd(ra + dp), 2200)
    if len(games) < 5 or ru < 1400:
        ru_out = None
    else:
        ru_out = ru
    return {"n": n, "w": float(w), "ra": float(round_half_up(ra, 2)), "p": p_h / 100, "dp": dp, "ru": ru_out,
            "reason_expected": ru_out is None}


def estimate(p):
    return rated(p) if p.get("rating") is not None else unrated(p)
