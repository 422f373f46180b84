import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type BuildSteps } from '../../sim/build.ts';

const dir = mkdtempSync(join(tmpdir(), 'automail-build-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeSteps(lockPath: string) {
  let stale = true;
  let builds = 0;
  let concurrent = 0;
  let maxConcurrent = 0;
  const steps: BuildSteps = {
    isStale: () => stale,
    async build() {
      builds += 1;
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      concurrent -= 1;
      stale = false;
    },
    read: async () => 'built script',
    lockPath,
  };
  return { steps, counts: () => ({ builds, maxConcurrent }) };
}

describe('one locked build path', () => {
  it('builds once when several callers ask at once, and removes its lock', async () => {
    const lock = join(dir, 'a.lock');
    const { steps, counts } = fakeSteps(lock);
    const texts = await Promise.all([ensureBuilt(steps), ensureBuilt(steps), ensureBuilt(steps)]);
    expect(texts).toEqual(['built script', 'built script', 'built script']);
    expect(counts()).toEqual({ builds: 1, maxConcurrent: 1 });
    expect(existsSync(lock)).toBe(false);
  });

  it('does not build when the script is current', async () => {
    const { steps, counts } = fakeSteps(join(dir, 'b.lock'));
    await ensureBuilt(steps);
    await ensureBuilt(steps);
    expect(counts().builds).toBe(1);
  });

  it('says once that it builds, and nothing when the script is current', async () => {
    const { steps } = fakeSteps(join(dir, 'c.lock'));
    const said: string[] = [];
    await ensureBuilt(steps, (line) => said.push(line));
    expect(said).toEqual(['Building the userscript (dist/automail.user.js)…']);
    await ensureBuilt(steps, (line) => said.push(line));
    expect(said).toHaveLength(1);
  });

  it('says once that it waits while another build holds the lock', async () => {
    const lock = join(dir, 'd.lock');
    const { steps } = fakeSteps(lock);
    const said: string[][] = [[], []];
    await Promise.all([ensureBuilt(steps, (line) => said[0].push(line)), ensureBuilt(steps, (line) => said[1].push(line))]);
    expect(said.flat().sort()).toEqual(['Building the userscript (dist/automail.user.js)…', 'Waiting for another build of the userscript to finish…']);
  });

  it('is what `npm start` and the test harness both use', () => {
    const start = readFileSync(new URL('../../sim/start.ts', import.meta.url), 'utf8');
    expect(start).toMatch(/import \{ ensureBuilt \} from '\.\/build\.ts'/);
    expect(start).not.toMatch(/vite['"]?,?\s*['"]?build|spawnSync|execFile/);
    const helper = readFileSync(new URL('../helpers/build.ts', import.meta.url), 'utf8');
    expect(helper).toMatch(/from '\.\.\/\.\.\/sim\/build\.ts'/);
  });
});
