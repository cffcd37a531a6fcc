// The README's screenshots: both pages at 360 px and on a desktop, made from a
// build so that a release can refresh them. Writes docs/img/calculator-360.png,
// calculator-desktop.png, turnier-360.png and turnier-desktop.png.
//   node scripts/screenshots.mjs   (after a build: dist/ is served on 127.0.0.1)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist, launch, root, shared } from '../tests/browser/harness.mjs';

const out = join(root, 'docs', 'img');
mkdirSync(out, { recursive: true });
const server = await serveDist();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();
const calculator = '/?t=voraus&m=exakt&dwz=1743&idx=23&geb=1979&ende=29.11.2026&g=1612:1;1800:%C2%BD;1950:0;1701:1;1655:1;1580:%C2%BD';
const sizes = [['360', { width: 360, height: 1400 }, 2], ['desktop', { width: 1280, height: 1000 }, 1]];
for (const [name, viewport, scale] of sizes) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: scale });
  await page.goto(origin + calculator);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.waitForFunction(() => /\d{4}/.test(document.getElementById('panel')?.querySelector('.results')?.textContent ?? ''));
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `calculator-${name}.png`) });
  await page.close();

  const t = await browser.newPage({ viewport, deviceScaleFactor: scale });
  await t.goto(origin + '/turnier.html');
  await t.waitForSelector('html[data-ready]', { state: 'attached' });
  await t.setInputFiles('#file', join(shared, 'testdata', 'karl-mala-2005.trf'));
  await t.locator('section.load[aria-busy="false"]').waitFor();
  await t.locator('#evaluation').waitFor();
  await t.waitForTimeout(500);
  await t.screenshot({ path: join(out, `turnier-${name}.png`) });
  await t.close();
}
await browser.close();
server.close();
console.log(`screenshots in ${out}`);
