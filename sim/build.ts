// Builds dist/automail.user.js once per change: end-to-end tests and `npm start` run the file users
// install. Several test files, several people's runs and `npm start` may ask at once, so a lock
// file serialises builds; this is the only place that runs the build.
import { execFile } from 'node:child_process';
import { closeSync, openSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new NodeUrl('../', import.meta.url));
export const BUILT_SCRIPT_PATH = join(ROOT, 'dist', 'automail.user.js');
// Not in dist/: vite empties dist/ when it starts building, lock included.
export const BUILD_LOCK_PATH = join(ROOT, 'node_modules', '.automail-build.lock');
const STALE_LOCK_MS = 120_000;

function newestSourceTime(): number {
  // Folders count too: a file removed changes its folder's time, not any file's.
  const paths = ['src', 'build'].flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((name) => join(ROOT, dir, name)));
  return Math.max(0, ...[...paths, join(ROOT, 'vite.config.ts'), join(ROOT, 'package.json')].map((path) => statSync(path).mtimeMs));
}

function builtTime(): number {
  try {
    return statSync(BUILT_SCRIPT_PATH).mtimeMs;
  } catch {
    return 0;
  }
}

export function isBuildStale(): boolean {
  return builtTime() < newestSourceTime();
}

function tryLock(lockPath: string): boolean {
  try {
    closeSync(openSync(lockPath, 'wx'));
    return true;
  } catch {
    try {
      // A lock left by a crashed run must not block builds forever.
      if (Date.now() - statSync(lockPath).mtimeMs > STALE_LOCK_MS) unlinkSync(lockPath);
    } catch {
      // someone else removed it meanwhile
    }
    return false;
  }
}

async function viteBuild(): Promise<void> {
  // Under vitest NODE_ENV is 'test', and Vite would then build React's development JSX
  // (`jsxDEV`), which the production React in the bundle does not have: build as `npm run build` does.
  const env = { ...process.env, NODE_ENV: 'production' };
  await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
}

/** The parts of a build run, replaceable so the locking itself can be tested without vite. */
export interface BuildSteps {
  isStale(): boolean;
  build(): Promise<void>;
  read(): Promise<string>;
  lockPath: string;
}

const REAL_STEPS: BuildSteps = {
  isStale: isBuildStale,
  build: viteBuild,
  read: () => readFile(BUILT_SCRIPT_PATH, 'utf8'),
  lockPath: BUILD_LOCK_PATH,
};

/**
 * Builds when dist is missing or older than src (one build at a time), then returns the built
 * script's text. `say` hears, once, that a build (or a wait for another's) has begun: a build
 * takes from seconds to a minute, and a silent terminal looks hung.
 */
export async function ensureBuilt(steps: BuildSteps = REAL_STEPS, say: (line: string) => void = () => undefined): Promise<string> {
  let said = false;
  const sayOnce = (line: string) => {
    if (!said) say(line);
    said = true;
  };
  while (steps.isStale()) {
    if (!tryLock(steps.lockPath)) {
      sayOnce('Waiting for another build of the userscript to finish…');
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      // Someone may have finished a build while this run waited for the lock.
      if (steps.isStale()) {
        sayOnce('Building the userscript (dist/automail.user.js)…');
        await steps.build();
      }
    } finally {
      try { unlinkSync(steps.lockPath); } catch { /* already gone */ }
    }
    break;
  }
  return steps.read();
}
