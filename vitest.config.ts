import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  // The same build-time values as vite.config.ts, so tests see what the built script holds.
  define: clientIdDefine(process.env),
  // lazyChunks serves the real worker code to tests that start the compute client.
  plugins: [react(), lazyChunks({ root, bootEntry, define: clientIdDefine(process.env) })],
  // Preact as in the built script; the packages that import React are bundled by vite (not
  // loaded by Node) so that they get the same aliases.
  resolve: { alias: [{ find: /^\$$/, replacement: gmMock }, { find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases()] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          server: { deps: { inline: ['preact', '@testing-library/react', '@tanstack/react-virtual', 'zustand'] } },
          // Rendering tests with the real worker take about a second idle and more than the
          // default 5 s on a busy 2-core machine; the time is never what they assert.
          testTimeout: 20_000,
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/sim/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page that answers in 200 ms idle can take seconds on a busy 2-core machine: polls
          // wait for a state for up to 15 s (they end as soon as it holds).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
