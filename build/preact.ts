/**
 * React's API served by Preact (preact/compat): the same components and hooks, about a tenth of
 * react-dom's code in the userscript. Every build that bundles our code (the userscript's top
 * level, the lazy chunks, the worker) and vitest use these aliases, so tests render what ships.
 *
 * The aliases point at Preact's own source files (`src/`), not its `dist/`: the dist files are
 * minified onto lines of 10,000 characters, which Greasy Fork refuses as minified code, while the
 * sources are the same code formatted and with its names. Every Preact entry point must come
 * from the sources: `dist/` renames Preact's internal fields, so one copy of each kind can never
 * be mixed with the other. TypeScript keeps checking against @types/react.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/** Preact's entry points, each at its source file. */
const preactSources: Record<string, string> = {
  preact: 'src/index.js',
  'preact/hooks': 'hooks/src/index.js',
  'preact/compat': 'compat/src/index.js',
  'preact/jsx-runtime': 'jsx-runtime/src/index.js',
  'preact/test-utils': 'test-utils/src/index.js',
};

/** What React's packages are imported as (by our code, @tanstack/react-virtual, zustand, testing-library). */
const reactEntries: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'compat/client.mjs',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom/test-utils': 'preact/test-utils',
};

function exact(name: string): RegExp {
  return new RegExp(`^${name.replace(/[/.-]/g, (c) => `\\${c}`)}$`);
}

/** Vite's `resolve.alias` entries: each React and Preact entry point to Preact's source file. */
export function preactAliases(): { find: RegExp; replacement: string }[] {
  const source = (target: string) => join(preactDir, preactSources[target] ?? target);
  return [
    ...Object.entries(reactEntries).map(([name, target]) => ({ find: exact(name), replacement: source(target) })),
    ...Object.keys(preactSources).map((name) => ({ find: exact(name), replacement: source(name) })),
  ];
}
