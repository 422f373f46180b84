import { startHarness } from './helpers/harness.ts';
const h = await startHarness();
const page = await h.newPage({ siteUser: 'Demo', token: 'demo' });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await h.goto(page, '/settings/import');
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => document.querySelector('.settings.container')?.outerHTML.slice(0, 3000)));
await h.close();
