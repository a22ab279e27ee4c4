import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 } });
const p = await ctx.newPage();
for (const lang of ['pt', 'vi']) {
  await p.goto('http://localhost:5416/m/home?sim-world=h6-lang');
  await p.waitForTimeout(2500);
  await p.getByRole('combobox').first().selectOption(lang);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/h6-${lang}-home.png` });
  await p.goto('http://localhost:5416/m/lott');
  await p.waitForTimeout(3000);
  await p.mouse.wheel(0, 900); await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/h6-${lang}-lott.png` });
  await p.goto('http://localhost:5416/m/activity');
  await p.waitForTimeout(3000);
  await p.screenshot({ path: `/tmp/h6-${lang}-activity.png` });
}
await b.close();
