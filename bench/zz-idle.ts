import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { startSimulator } from '../sim/index';
const IDLE = Number(process.env.IDLE ?? 30000);
const sim = await startSimulator({ port: 0, world: { seed: 1 } });
const browser = await launchChromium();
for (const path of process.argv.slice(2)) {
  const s = await openScriptedPage(sim.url, { browser, siteUser: 'Demo', token: 'demo' });
  await s.page.goto(SITE_ORIGIN + path, { waitUntil: 'load' });
  await s.page.waitForTimeout(12000);
  await browser.startTracing(s.page, { categories: ['devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] });
  await s.page.waitForTimeout(IDLE);
  const parsed = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events: any[] = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const nodes = new Map<string, any>();
  const byLeaf = new Map<string, number>();
  const byOurs = new Map<string, number>();
  let total = 0, interval: number[] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const key = `${e.pid}:${e.id}`;
    const p = e.args?.data?.cpuProfile;
    for (const n of p?.nodes ?? []) nodes.set(`${key}:${n.id}`, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (p?.samples ?? []).forEach((id: number, i: number) => {
      const d = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      interval.push(deltas[i] ?? 0);
      let n = nodes.get(`${key}:${id}`);
      const leaf = n ? `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url || '').split('/').pop()}` : '?';
      let ours: string | null = null;
      const chain: string[] = [];
      while (n) {
        const u = n.callFrame.url || '';
        if (!ours && (u === 'automail.user.js' || u.startsWith('automail/'))) ours = `${n.callFrame.functionName || '(anon)'}@${u}:${n.callFrame.lineNumber}`;
        if (chain.length < 6) chain.push(n.callFrame.functionName || '(anon)');
        n = n.parent !== undefined ? nodes.get(`${key}:${n.parent}`) : undefined;
      }
      if (!ours) return;
      total += d;
      byOurs.set(ours, (byOurs.get(ours) ?? 0) + d);
      const k = `${ours} <- leaf ${leaf} [${chain.slice(0, 4).join('<')}]`;
      byLeaf.set(k, (byLeaf.get(k) ?? 0) + d);
    });
  }
  interval.sort((a, b) => a - b);
  console.log(path, 'ours ms', total.toFixed(1), 'per s', (total / (IDLE / 1000)).toFixed(3), 'median sample interval us', interval[interval.length >> 1]);
  for (const [k, v] of [...byOurs].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('  ', v.toFixed(2), k);
  for (const [k, v] of [...byLeaf].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('    ', v.toFixed(2), k.slice(0, 200));
  await s.close();
}
await browser.close(); await sim.close();
