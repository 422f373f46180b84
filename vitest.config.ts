import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { lazyChunks } from './build/lazyChunks.ts';
import { clientIdDefine } from './build/clientId.ts';
import { preactAliases } from './build/preact.ts';

// Separate from vite.config.ts: the monkey plugin's `$` module cannot load under vitest,
// so `$` is aliased to a small mock of the GM APIs.
const gmMock = fileURLToPath(new URL('./test/mocks/gm.ts', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
const bootEntry = fileURLToPath(new URL('./src/main.ts', import.meta.url));
// testing-library's ES build (its CommonJS main would load React through Node, past the aliases).
const testingLibrary = fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url));

// vitest's default is one worker less than the cores: one worker on CI's two-core machine, so
// the unit files ran one at a time. Unit files use every core.
const UNIT_WORKERS = Math.max(2, availableParallelism());
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

const UNIT_FILES = ['test/unit/**/*.test.{ts,tsx}', 'test/sim/**/*.test.{ts,tsx}'];
/** vi calls that replace a module, a global or the clock for the rest of a file. */
const REPLACES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|resetModules)\(/;

/** The unit files (relative to the root) that replace a module, a global or the clock. */
function replacingFiles(): string[] {
  return ['test/unit', 'test/sim']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)))
    .filter((path) => /\.test\.tsx?$/.test(path) && REPLACES.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}
const REPLACING_FILES = replacingFiles();

/** What both unit projects share. */
const UNIT = {
  environment: 'node' as const,
  maxWorkers: UNIT_WORKERS,
  setupFiles: ['test/unit/preactFrames.ts', 'test/unit/installFeatures.ts'],
  server: { deps: { inline: ['preact', '@testing-library/react', '@tanstack/react-virtual', 'zustand'] } },
  // Rendering tests with the real worker take about a second idle and more than the
  // default 5 s on a busy 2-core machine; the time is never what they assert.
  testTimeout: 20_000,
};

export default defineConfig({
  // The same build-time values as vite.config.ts, so tests see what the built script holds.
  define: clientIdDefine(process.env),
  // lazyChunks serves the real worker code to tests that start the compute client.
  plugins: [react(), lazyChunks({ root, bootEntry, define: clientIdDefine(process.env) }).load],
  // Preact as in the built script; the packages that import React are bundled by vite (not
  // loaded by Node) so that they get the same aliases.
  resolve: { alias: [{ find: /^\$$/, replacement: gmMock }, { find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases()] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          // A worker's files share its module cache and environment: jsdom, the largest module the
          // files load, was loaded anew for each of its files (1.5 s each). The unit run went
          // from 129 s to 80 s; it passes in the default order and shuffled
          // (--sequence.shuffle.files, seeds 7 and 123). Files that replace a module or a global
          // run isolated (below): a module cached by an earlier file kept the real import where
          // a later file mocked it (CI of b482187, notificationNav/poll.test.ts).
          isolate: false,
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...REPLACING_FILES],
        },
      },
      {
        extends: true,
        test: { ...UNIT, name: 'unit-isolated', include: REPLACING_FILES.length ? REPLACING_FILES : ['no-such-file'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // One Chromium for the run; each harness connects and opens its own contexts.
          globalSetup: ['test/helpers/sharedChromium.ts'],
          include: ['test/e2e/**/*.test.ts'],
          // A test's and a hook's time-outs only guard against a hang: every wait in them ends
          // as soon as its state holds, so a long limit costs nothing on an idle machine. At load
          // 30 on two cores a single page load took 30-45 s, and tests of three or four pages
          // met a 60 s limit with nothing wrong.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page that answers in 200 ms idle can take seconds on a busy 2-core machine: polls
          // wait for a state for up to 30 s (they end as soon as it holds).
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Two files at a time, each with its own simulator and Chromium (nothing is shared
          // between files: ports are chosen by the system, storage is per browser context, the
          // build goes through sim/build.ts's lock). A file spends most of its time waiting on a
          // page, a time-out or a rate window, and its simulator's start is one core's work, so
          // two files use a two-core machine where one left it half idle. After the unit tests
          // (its own group), so the two never compete.
          maxWorkers: E2E_WORKERS,
          // A worker's files share its module cache: the simulator, Playwright's client and the
          // helpers are imported and compiled once per worker, not once per file (measured on
          // eight files: 181 s isolated, 155 s shared). Nothing in them keeps state between
          // files: every file starts and closes its own harness, simulator and contexts, and the
          // harness asks the runner (not expect's state, which outlives a file) which test runs.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
