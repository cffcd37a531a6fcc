// Minimal use of the JavaScript API (the same shapes as the CLI's JSON, see README).
import init, { estimate, evaluate } from './api.js';

await init();
const b = estimate({
  kind: 'recheck', end_date: '2026-12-12', dwz: 2100, index: 55, birth_year: 2004, k: 32,
  games: [
    { opponent_rating: 2220, result: '0' }, { opponent_rating: 1800, result: '½' },
    { opponent_rating: 1961, result: '1' }, { opponent_rating: 1179, result: '1' },
    { opponent_rating: 2329, result: '0' },
  ],
});
document.getElementById('estimate').textContent = `W_e ${b.we}, neue DWZ ${b.rn} - ${b.index_new}`;
const match = evaluate({
  end_date: '2026-12-12', kind: 'match',
  players: [{ id: 'A', dwz: 2220, index: 31 }, { id: 'B', dwz: 2100, index: 55, birth_year: 2004 }],
  games: [{ white: 'A', black: 'B', result: '0-1' }],
}, 'table');
document.getElementById('evaluate').textContent = match.players.map((p) => `${p.id}: ${p.ro} -> ${p.rn}`).join('\n');
try {
  estimate({ kind: 'forecast', dwz: 12000, games: [] });
} catch (e) {
  document.getElementById('evaluate').dataset.error = e.message;
}
