"""A second reading of Waldstein's Turnierleistung t (seed 001, NOTES.md), for crosscheck.py.

t is the fixed point of "weight every game point by the opponent's value, normalise to sum 1"
(the Perron vector of the doubled-points matrix; iterated on A + I so that a table whose
bare operations oscillate still converges). Players who won every game (hors concours), lost
every game or played none are taken out, repeatedly, and the others computed among themselves.
"""

POINTS2 = {'1-0': 2, '0-1': 0, '1/2-1/2': 1}


def turnierleistung(t):
    ids = [p['id'] for p in t['players']]
    games = [(g['white'], g['black'], POINTS2[g['result']]) for g in t['games'] if g['result'] in POINTS2]
    status = {i: 'rated' for i in ids}
    rest = list(ids)
    while True:
        inner = [(a, b, s) for a, b, s in games if a in rest and b in rest]
        out = []
        for i in rest:
            mine = [s if a == i else 2 - s for a, b, s in inner if i in (a, b)]
            if not mine:
                status[i] = 'no_games'
            elif all(x == 2 for x in mine):
                status[i] = 'hors_concours'
            elif all(x == 0 for x in mine):
                status[i] = 'all_lost'
            else:
                continue
            out.append(i)
        if not out:
            break
        rest = [i for i in rest if i not in out]
    v = {i: 0.0 for i in rest}
    for a, b, s in inner:
        v[a] += s
        v[b] += 2 - s
    for _ in range(200000):
        total = sum(v.values())
        if total == 0:
            break
        v = {i: x / total for i, x in v.items()}
        new = dict(v)
        for a, b, s in inner:
            new[a] += s * v[b]
            new[b] += (2 - s) * v[a]
        total = sum(new.values())
        new = {i: x / total for i, x in new.items()}
        moved = max(abs(new[i] - v[i]) for i in rest)
        v = new
        if moved < 1e-15:
            break
    return status, v
