// A generated season of tournament JSON files for the Berechnungslauf: `count`
// tournaments of `size` players each, drawn from one pool of `pool` persons who appear in
// several of them with the ratings of the season's start in every file (stale from the second
// tournament on), a round robin each (results from a fixed seed); one newcomer without DWZ
// among every tournament's players; tournaments a week apart, the last two of one end date (the
// earlier start first, WO 2.2.3). Used by tests/browser/turnier-run.test.mjs and
// scripts/bench-run-page.mjs; the files are written in shuffled order of their names.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SURNAMES = ['Meier', 'Schulz', 'Becker', 'Wagner', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz'];
const GIVEN = ['Hans', 'Eva', 'Jonas', 'Lena', 'Paul', 'Mia', 'Felix', 'Emma', 'Lukas', 'Hanna', 'Tim', 'Lea'];

/// The pool's person `k`: name, birth year, the DWZ and index of the season's start (none for
/// every seventh: a newcomer).
export function person(k) {
  const name = `${SURNAMES[k % SURNAMES.length]}, ${GIVEN[Math.floor(k / SURNAMES.length) % GIVEN.length]}`;
  const newcomer = k % 7 === 6;
  return {
    name,
    birth_year: 1950 + ((k * 7) % 60),
    dwz: newcomer ? null : 1300 + ((k * 137) % 900),
    index: newcomer ? null : 5 + ((k * 11) % 40),
  };
}

const iso = (d) => d.toISOString().slice(0, 10);

/// The season's tournaments as tournament JSON objects, in their order of time.
export function season(count, size, pool) {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const out = [];
  for (let t = 0; t < count; t++) {
    const end = new Date(Date.UTC(2026, 0, 4 + 7 * Math.min(t, count - 2)));
    const start = new Date(end.getTime() - (t === count - 1 ? 0 : 2) * 86400000);
    const chosen = new Set();
    while (chosen.size < Math.min(size, pool)) chosen.add(Math.floor(random() * pool));
    const players = [...chosen].map((k, n) => {
      const p = person(k);
      const out = { id: `S${n + 1}`, name: p.name, birth_year: p.birth_year };
      if (p.dwz !== null) Object.assign(out, { dwz: p.dwz, index: p.index });
      return out;
    });
    const games = [];
    for (let a = 0; a < players.length; a++) {
      for (let b = a + 1; b < players.length; b++) {
        const r = random();
        games.push({ white: players[a].id, black: players[b].id, result: r < 0.4 ? '1-0' : r < 0.75 ? '0-1' : '1/2-1/2' });
      }
    }
    out.push({ name: `Turnier ${t + 1}`, start_date: iso(start), end_date: iso(end), players, games });
  }
  return out;
}

/// Writes the season into `dir` (`t01.json` …, shuffled by their names) and gives the paths in
/// a shuffled order, as a person might choose them.
export async function writeSeason(dir, count, size, pool) {
  const paths = [];
  const tournaments = season(count, size, pool);
  for (const [k, t] of tournaments.entries()) {
    const path = join(dir, `t${String((k * 7) % count + 1).padStart(2, '0')}-${k + 1}.json`);
    await writeFile(path, JSON.stringify(t, null, 1));
    paths.push(path);
  }
  return paths.map((p, k) => [((k * 5) % paths.length), p]).sort((a, b) => a[0] - b[0]).map((x) => x[1]);
}
