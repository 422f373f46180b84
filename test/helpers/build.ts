// Builds dist/automail.user.js once per change: end-to-end tests run the file users install.
// Several test files (and several people's runs) may ask at once, so a lock file serialises builds.
import { execFile } from 'node:child_process';
import { closeSync, openSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUILT_SCRIPT_PATH = join(ROOT, 'dist', 'automail.user.js');
// Not in dist/: vite empties dist/ when it starts building, lock included.
const LOCK = join(ROOT, 'node_modules', '.automail-build.lock');
const STALE_LOCK_MS = 120_000;

function newestSourceTime(): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  visit(join(ROOT, 'src'));
  for (const file of ['vite.config.ts', 'package.json']) newest = Math.max(newest, statSync(join(ROOT, file)).mtimeMs);
  return newest;
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

function tryLock(): boolean {
  try {
    closeSync(openSync(LOCK, 'wx'));
    return true;
  } catch {
    try {
      // A lock left by a crashed run must not block builds forever.
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) unlinkSync(LOCK);
    } catch {
      // someone else removed it meanwhile
    }
    return false;
  }
}

/** Builds when dist is missing or older than src, then returns the built script's text. */
export async function ensureBuilt(): Promise<string> {
  while (isBuildStale()) {
    if (!tryLock()) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (isBuildStale()) {
        await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
      }
    } finally {
      try { unlinkSync(LOCK); } catch { /* already gone */ }
    }
    break;
  }
  return readFile(BUILT_SCRIPT_PATH, 'utf8');
}
