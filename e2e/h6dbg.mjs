import { chromium } from '@playwright/test';
const id = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 } });
const p = await ctx.newPage();
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await p.goto(`http://localhost:6016/iframe.html?id=${id}&viewMode=story`);
await p.waitForTimeout(5000);
console.log(await p.evaluate(async () => {
  const r = await fetch('/api/games/hot?language=en'); const t = await r.text();
  const c = await fetch('/cdn/games/pg/golden-riches.svg'); const ct = c.headers.get('content-type');
  return [r.status, t.slice(0, 200), c.status, ct, (await c.text()).slice(0, 80), document.body.innerText.slice(0, 400)];
}));
await b.close();
