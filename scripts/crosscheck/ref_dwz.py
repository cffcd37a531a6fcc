"""A second, independent reading of the DWZ evaluation (table mode) in plain Python.

Written from the Wertungsordnung (seed 002: 3.3 to 3.6, Anhang 1.1 to 1.3, 2.1, 2.2) and
shared/spec/NOTES.md, without looking at the Rust core. `crosscheck.py` feeds random
tournaments to both and compares every figure. Exact arithmetic: probabilities and scores are
integer thousandths / half points, rounding is half away from zero on the exact value.
"""

from fractions import Fraction
from math import erf, floor
from statistics import NormalDist
import datetime

R_CORR = Fraction(8, 100)  # Stellgröße r
T_DIV = 30                 # t
U_SHIFT = 800              # u
A1 = 4
A2 = 4
K_MAX = 80


def round_half_away(x):
    """Integer nearest to the exact value x (Fraction or int), .5 away from zero."""
    x = Fraction(x)
    if x >= 0:
        return floor(x + Fraction(1, 2))
    return -floor(-x + Fraction(1, 2))


def p_of_d(d):
    """Anhang 2.1: P(D) in thousandths, round(Phi(D / (200 sqrt 2)), 3)."""
    if d < 0:
        return 1000 - p_of_d(-d)
    v = 0.5 * (1.0 + erf(d / 400.0)) * 1000.0
    return int(floor(v + 0.5))


_ND = NormalDist(0.0, (80000.0) ** 0.5)


def d_of_p(pt):
    """Anhang 2.2: D(p) for p in thousandths; +-729 outside 0.005..0.995."""
    if pt < 500:
        return -d_of_p(1000 - pt)
    if pt > 995:
        return 729
    v = _ND.inv_cdf(pt / 1000.0)
    return int(floor(v + 0.5))


def thousandths(x):
    return round_half_away(Fraction(x) * 1000)


def parse_date(s):
    return datetime.date.fromisoformat(s)


def rest_valid(date_s, end):
    """NOTES: Restpartien expire two years after the end date they came from."""
    d = parse_date(date_s)
    try:
        limit = d.replace(year=d.year + 2)
    except ValueError:  # 29 February
        limit = d.replace(year=d.year + 2, day=28)
    return end <= limit


class Table:
    """NOTES, table mode: P(D) and D(p) from the tables, integer ratings, exact thousandths."""
    name = 'table'

    @staticmethod
    def p(d):
        return Fraction(p_of_d(round_half_away(d)), 1000)

    @staticmethod
    def d(p):
        return d_of_p(thousandths(p))

    @staticmethod
    def rating(x):
        return round_half_away(x)

    @staticmethod
    def done(ds):
        return all(d == 0 for d in ds)


class Exact:
    """NOTES, exact mode: P = Phi(D / (200 sqrt 2)), D = its inverse (+-729 outside
    0.005..0.995), unrounded ratings, stop when every |D'| < 0.1."""
    name = 'exact'

    @staticmethod
    def p(d):
        return 0.5 * (1.0 + erf(float(d) / 400.0))

    @staticmethod
    def d(p):
        p = float(p)
        if p < 0.005:
            return -729.0
        if p > 0.995:
            return 729.0
        return _ND.inv_cdf(p)

    @staticmethod
    def rating(x):
        return float(x)

    @staticmethod
    def done(ds):
        return max(abs(d) for d in ds) < 0.1


MODE = Table


def step(r_z, w_half, opp_ratings):
    """Anhang 1.1.2: D' = D(p'), p' = 0.5 + (W - W_e) / n."""
    n = len(opp_ratings)
    we = sum((MODE.p(r_z - r) for r in opp_ratings), Fraction(0) if MODE is Table else 0.0)
    w = Fraction(w_half, 2) if MODE is Table else w_half / 2.0
    return MODE.d(Fraction(1, 2) + (w - we) / n if MODE is Table else 0.5 + (w - we) / n)


def run_iteration(start, sets):
    """Simultaneous iteration. start: {pid: r}, sets: {pid: (w_half, [(kind, value)])} where
    kind 'fix' = constant rating, 'var' = another player's current R_z.
    Stop when all D' = 0; on a cycle take each player's highest value in it."""
    r = dict(start)
    seen = {}
    history = []
    steps = 0
    while True:
        key = tuple(sorted(r.items()))
        if key in seen:
            cyc = history[seen[key]:]
            out = {p: max(h[p] for h in cyc) for p in r}
            return out, steps
        seen[key] = len(history)
        history.append(dict(r))
        new = {}
        ds = []
        for p, (w_half, opps) in sets.items():
            ratings = [v if k == 'fix' else r[v] for k, v in opps]
            d = step(r[p], w_half, ratings)
            ds.append(d)
            new[p] = r[p] + d
        steps += 1
        if MODE.done(ds):
            return new, steps
        r = new
        if steps > 5000:
            return r, steps


def first_rating(r_i):
    """Anhang 1.2.2 (and 3.4.4.2: negative R_i counts as 0)."""
    r_i = max(r_i, 0)
    r = float(R_CORR) if MODE is Exact else R_CORR
    if r_i >= 2000:
        return r_i
    if r_i >= 1100:
        return MODE.rating(r_i + r * (2000 - r_i))
    return MODE.rating(1100 + 9 * r * r_i / 11)


def k_factor(age, r_o, index, w, we):
    youth_row = [60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32]
    adult_row = [60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28]
    high_row = [60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25]
    if age is not None and age <= 25 and r_o < 2200:
        row = youth_row
    elif (age is None or age >= 26) and r_o < 2000:
        row = adult_row
    else:
        row = high_row
    i = min(max(index, 1), 11)
    k0 = row[i - 1]
    a = Fraction(0)
    b = Fraction(1)
    if w >= we:
        if age is not None and age <= 20 and r_o < 2000:
            a = Fraction(2000 - r_o, T_DIV)
        elif (age is None or age >= 21) and r_o < 1600:
            a = A1 if (age is not None and age <= 25) else A2
    else:
        if r_o < 1600:
            b = Fraction(r_o + U_SHIFT, 1600 + U_SHIFT)
    k = k0 * b + a
    k10 = round_half_away(k * 10)
    return min(Fraction(k10, 10), K_MAX)


def score_half(result, white):
    """Half points for white/black from a result code; None if not counted (forfeit)."""
    table = {'1-0': (2, 0), '0-1': (0, 2), '1/2-1/2': (1, 1)}
    if result not in table:
        return None
    s = table[result]
    return s[0] if white else s[1]


def shown(x):
    """A rating as shown: an integer (exact mode rounds only what is shown)."""
    return round_half_away(Fraction(x))


def avg(xs):
    if MODE is Table:
        return Fraction(sum(xs), len(xs))
    return sum(float(x) for x in xs) / len(xs)


class Refused(Exception):
    """The rules do not evaluate this input (the CLI must refuse it too)."""


def evaluate(t, mode='table'):
    global MODE
    MODE = Exact if mode == 'exact' else Table
    end = parse_date(t['end_date'])
    # WO 4.2.4.5: two players are a Zweikampf whether or not `kind` says so; both need a DWZ.
    match = t.get('kind') == 'match' or len(t['players']) == 2
    if match and any(p.get('dwz') is None for p in t['players']):
        raise Refused('a Zweikampf needs two players with a DWZ (WO 4.2.4.5)')
    players = {p['id']: p for p in t['players']}
    order = [p['id'] for p in t['players']]
    rated = {i for i in order if players[i].get('dwz') is not None}
    member = {i: players[i].get('member', True) for i in order}
    rests = {}
    for i in order:
        rs = []
        if i not in rated:
            for g in players[i].get('rest_games', []) or []:
                if rest_valid(g['date'], end):
                    rs.append((int(g['opponent_rating']), round_half_away(Fraction(g['score']) * 2), g['date']))
        rests[i] = rs
    # counted games: (a, b, half points of a)
    games = []
    for g in t['games']:
        if g.get('rated', True) is False:
            continue
        sw = score_half(g['result'], True)
        if sw is None:
            continue
        games.append((g['white'], g['black'], sw))

    def games_of(i):
        out = []
        for a, b, s in games:
            if a == i:
                out.append((b, s))
            elif b == i:
                out.append((a, 2 - s))
        return out

    unrated = [i for i in order if i not in rated]
    def stage(candidates, opponents):
        """WO 3.4.1.1/2: >= 5 games (incl. Restpartien) against `opponents`, >= 0.5 points there."""
        out = []
        for i in candidates:
            gs = [s for o, s in games_of(i) if o in opponents] + [s for _, s, _ in rests[i]]
            if len(gs) >= 5 and sum(gs) >= 1:
                out.append(i)
        return out

    stage1 = stage(unrated, rated)
    ausw1 = rated | set(stage1)
    stage2 = stage([i for i in unrated if i not in stage1], ausw1)
    ausw2 = ausw1 | set(stage2)
    zus = stage1 + stage2

    def rc_and_rp(i, opp_list):
        n = len(opp_list)
        s = sum(r for r, _ in opp_list)
        w = sum(h for _, h in opp_list)
        rc = MODE.rating(avg([r for r, _ in opp_list]))
        return rc, rc + MODE.d(avg([Fraction(h, 2) for _, h in opp_list]))

    rp = {}
    for i in stage1:
        opps = [(r, h) for r, h, _ in rests[i]] + [(players[o]['dwz'], s) for o, s in games_of(i) if o in rated]
        rp[i] = rc_and_rp(i, opps)[1]
    for i in stage2:
        opps = [(r, h) for r, h, _ in rests[i]]
        for o, s in games_of(i):
            if o in rated:
                opps.append((players[o]['dwz'], s))
            elif o in stage1:
                opps.append((rp[o], s))
        rp[i] = rc_and_rp(i, opps)[1]

    sets = {}
    fictive = {}
    for i in zus:
        opps = [('fix', r) for r, _, _ in rests[i]]
        w = sum(h for _, h, _ in rests[i])
        for o, s in games_of(i):
            if o in rated:
                opps.append(('fix', players[o]['dwz']))
                w += s
            elif o in ausw2:
                opps.append(('var', o))
                w += s
        n = len(opps)
        fictive[i] = w == 2 * n
        if w == 2 * n:
            # fictive draw against R_c of this set with the others' start values
            rs = [v if k == 'fix' else rp[v] for k, v in opps]
            rc = MODE.rating(avg(rs))
            opps.append(('fix', rc))
            w += 1
        sets[i] = (w, opps)
    if zus:
        r_i, steps = run_iteration(rp, sets)
    else:
        r_i, steps = {}, 0
    r_1 = {i: first_rating(r_i[i]) for i in zus}

    def rating_of(o):
        return players[o]['dwz'] if o in rated else r_1[o]

    age = {}
    for i in order:
        by = players[i].get('birth_year')
        age[i] = end.year - by if by is not None else None

    # performance R_h of established players (>= 5 games vs Auswahl II)
    r_h = {}
    for i in order:
        if i not in rated:
            continue
        gs = [(rating_of(o), s) for o, s in games_of(i) if o in ausw2]
        n = len(gs)
        w = sum(s for _, s in gs)
        if n < 5 or w == 0:
            r_h[i] = None
            continue
        rs = [r for r, _ in gs]
        if w == 2 * n:
            rs = rs + [MODE.rating(avg(rs))]
            w += 1
        rc = MODE.rating(avg(rs))
        start = rc + MODE.d(Fraction(w, 2 * len(rs)))
        fixed = [('fix', r) for r in rs]
        out, _ = run_iteration({i: start}, {i: (w, fixed)})
        r_h[i] = out[i]
    exceptional = {i: (not match and r_h.get(i) is not None and r_h[i] > players[i]['dwz'] + 300)
                   for i in rated}

    result = {'steps': steps, 'players': {}}
    for i in order:
        gs = [(o, s) for o, s in games_of(i) if o in ausw2]
        if i in rated:
            r_o = players[i]['dwz']
            n = len(gs)
            w = sum(s for _, s in gs)
            we = Fraction(0) if MODE is Table else 0.0
            opp_sum = 0
            for o, s in gs:
                ro = r_h[o] if (o in rated and exceptional[o]) else rating_of(o)
                we += MODE.p(r_o - ro)
                opp_sum += ro
            rec = {'group': 'established', 'w': Fraction(w, 2), 'n': n,
                   'rc': round_half_away(Fraction(opp_sum) / n) if n else None,
                   'ro': r_o, 'rh': (shown(max(r_h[i], 0)) if r_h[i] is not None else None),
                   'exceptional': exceptional[i]}
            if n >= 1:
                wf = Fraction(w, 2) if MODE is Table else w / 2.0
                # a DWZ without index: 6, as for a rating of another system (WO 2.2.4, 4.1.2)
                index = players[i].get('index')
                k = k_factor(age[i], r_o, 6 if index is None else index, wf, we)
                kf = k if MODE is Table else float(k)
                rn = round_half_away(Fraction(r_o + kf * (wf - we)))
                rec.update({'we': we if MODE is Table else round(we, 3), 'k': k, 'rn': max(rn, 1100)})
            result['players'][i] = rec
        elif i in zus:
            w_half, opps = sets[i]
            real = opps[:len(opps) - 1] if fictive[i] else opps
            w_real = w_half - 1 if fictive[i] else w_half
            ratings = [v if k == 'fix' else r_1[v] for k, v in real]
            rec = {'group': 'stage1' if i in stage1 else 'stage2', 'rp': shown(rp[i]), 'ri': shown(r_i[i]),
                   'r1': shown(r_1[i]),
                   'w': Fraction(w_real, 2), 'n': len(real),
                   'rc': round_half_away(Fraction(sum(ratings)) / len(ratings))}
            result['players'][i] = rec
        else:
            new_rests = []
            # a non-member's are shown (w, n, R_c) but not stored (NOTES)
            for o, s in games_of(i):
                if o in ausw1:
                    new_rests.append((round_half_away(Fraction(rating_of(o))), Fraction(s, 2), t['end_date']))
            all_rests = [(r, Fraction(h, 2), d) for r, h, d in rests[i]] + new_rests
            rec = {'group': 'remaining', 'rest_games': all_rests if member[i] else [],
                   'n': len(all_rests), 'w': sum((h for _, h, _ in all_rests), Fraction(0)),
                   'rc': round_half_away(Fraction(sum(r for r, _, _ in all_rests), len(all_rests))) if all_rests else None}
            result['players'][i] = rec
    return result
