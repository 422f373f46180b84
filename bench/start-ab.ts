/**
 * Two builds' whole evaluation side by side (`bench/browser-startup.ts`'s untraced loads, the
 * same injection as a manager's): loads alternate A, B, A, B… on one page so a busy moment of
 * the machine falls on both alike. One fresh load differs from the next by up to 2x here, so a
 * change to the start is judged on many loads, not on the bench's five.
 *
 *   npx tsx bench/start-ab.ts before.user.js after.user.js [path=/anime/2/x] [loads=15]
 */
import { readFileSync } from 'node:fs';
import { launchChromium } from '../sim/browser';
import { startSimulator } from '../sim/index';
import { elementText, untracedLoad } from './browser-startup';
import { median } from './median';

function quartiles(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))];
  return `median ${median(sorted).toFixed(1)} ms (quartiles ${at(0.25).toFixed(1)}–${at(0.75).toFixed(1)}, min ${sorted[0].toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)})`;
}

async function main(): Promise<void> {
  const [a, b, path = '/anime/2/x', loadsText = '15'] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: npx tsx bench/start-ab.ts a.user.js b.user.js [path] [loads]');
  const texts = [a, b].map((file) => elementText(readFileSync(file, 'utf8')));
  const loads = Number(loadsText);
  const sim = await startSimulator({ port: 0, world: { seed: 1 } });
  const browser = await launchChromium();
  const whole: number[][] = [[], []];
  try {
    // One load first, untimed: the browser's own first-load costs fall on neither side.
    await untracedLoad(browser, sim.url, null, path);
    for (let run = 0; run < loads; run++) {
      for (const side of run % 2 === 0 ? [0, 1] : [1, 0]) whole[side].push((await untracedLoad(browser, sim.url, texts[side], path)).wholeMs);
    }
  } finally {
    await browser.close();
    await sim.close();
  }
  console.log(`${path}, ${loads} loads each, whole evaluation (parse, compile, top level):`);
  console.log(`A ${a}: ${quartiles(whole[0])}`);
  console.log(`B ${b}: ${quartiles(whole[1])}`);
}

await main();
