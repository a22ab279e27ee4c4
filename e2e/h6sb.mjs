import { chromium } from '@playwright/test';
const ids = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 } });
for (const id of ids) {
  const p = await ctx.newPage();
  const failed = [];
  p.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  p.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  const errors = [];
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
  await p.goto(`http://localhost:6016/iframe.html?id=${id}&viewMode=story`);
  await p.waitForTimeout(25000);
  const info = await p.evaluate(() => ({
    spinners: document.querySelectorAll('.ui-spinner, [role="status"] .ui-spinner').length,
    statusEls: [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent?.slice(0, 30)),
    imgs: [...document.images].map((i) => `${i.complete && i.naturalWidth > 0 ? 'ok' : 'BROKEN'} ${i.getAttribute('src')?.slice(0, 60)} ${i.dataset.status ?? ''}`),
    error: document.body.classList.contains('sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent?.slice(0, 300) : null,
  }));
  const imgsOk = info.imgs.filter((s) => s.startsWith('ok')).length;
  console.log(`== ${id}: spinners=${info.spinners} imgs ok=${imgsOk}/${info.imgs.length} playError=${info.error}`);
  console.log('  broken:', info.imgs.filter((s) => !s.startsWith('ok')).slice(0, 8));
  console.log('  status:', info.statusEls.slice(0, 5));
  console.log('  failed:', failed.slice(0, 8));
  console.log('  console errors:', errors.slice(0, 5));
  await p.screenshot({ path: `/tmp/h6-sb-${id}.png` });
  await p.close();
}
await b.close();
