// @ts-check
/**
 * Lint keeps the house rules, and only them (issue 25, item 5): the rules of docs/ARCHITECTURE.md
 * that review used to keep, as local rules in build/lint/ (one file each, saying what it keeps
 * and why). No recommended sets: this is not a style check. typescript-eslint supplies the parser
 * only, without type information, so `npm run lint` takes a few seconds. Inline
 * `eslint-disable` comments are off: an exception goes in the lists below, where review sees it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import house, { rules as houseRules } from './build/lint/index.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SOURCES = ['src/**/*.{ts,tsx}'];
/** Where modules and the shared kit live: the two rules about what a feature may reach apply there. */
const FEATURE_CODE = ['src/modules/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'];

/** The one style helper (putStyle, addStyleWhile) and the page-wide blocks: the only writers of a <style> or into <head>. */
const STYLE_HELPER_FILES = ['src/core/styles.ts'];
/** The one DOM builder, and the style helper that makes the one <style>: the only callers of createElement. */
const DOM_BUILDER_FILES = ['src/core/element.ts', 'src/core/styles.ts'];
/** Where AniList's pages are read (not MyAnimeList's, whose reader is api/mal.ts). */
const PAGE_CODE = [...FEATURE_CODE, 'src/core/**/*.{ts,tsx}'];
/** What modules and ui/ may import values from in src/workers/ (from the root, no extension): the worker's client. */
const WORKER_CLIENTS = ['src/workers/client'];
/** The sanitiser (src/ui/sanitizeHtml.ts, DOMPurify): the functions whose direct result may become HTML. */
const SANITISERS = ['sanitizeHtml', 'sanitizedMarkup'];

// Issue 25 item 2: still to convert. The files that broke a house rule when it was written, by
// rule, file by file. The list can only shrink: a file listed here that no longer breaks its rule
// fails the lint until it is taken off, a listed path that no longer exists fails the config
// (a moved file takes its entry along), and a file not listed is held to the rule.
/** @typedef {keyof typeof houseRules} HouseRule */
/** @type {Record<HouseRule, string[]>} */
const STILL_TO_CONVERT = {
  'no-raw-style': [],
  'no-raw-settings-subscription': [],
  'no-string-page-names': [],
  'no-worker-internals': [],
  'no-unsanitised-html': [],
  'no-raw-dom-building': [],
  'no-inline-selectors': [],
};

const missing = Object.values(STILL_TO_CONVERT).flat().filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0) {
  throw new Error(`eslint.config.js: files on a "still to convert" list no longer exist (moved? take the entry along): ${missing.join(', ')}`);
}

/** A house rule at 'error', with its remaining exemptions. */
function rule(/** @type {HouseRule} */ name, /** @type {Record<string, unknown>} */ options = {}) {
  /** @type {import('eslint').Linter.RuleEntry} */
  const entry = ['error', { ...options, exempt: STILL_TO_CONVERT[name] }];
  return { [`house/${name}`]: entry };
}

export default defineConfig([
  {
    linterOptions: { noInlineConfig: true },
  },
  {
    files: SOURCES,
    languageOptions: { parser: tseslint.parser },
    plugins: { house },
    settings: { houseRoot: ROOT },
  },
  { files: SOURCES, ignores: STYLE_HELPER_FILES, rules: rule('no-raw-style') },
  { files: FEATURE_CODE, rules: rule('no-raw-settings-subscription') },
  { files: SOURCES, rules: rule('no-string-page-names') },
  { files: FEATURE_CODE, rules: rule('no-worker-internals', { workers: 'src/workers', clients: WORKER_CLIENTS }) },
  { files: SOURCES, rules: rule('no-unsanitised-html', { sanitisers: SANITISERS }) },
  { files: SOURCES, ignores: DOM_BUILDER_FILES, rules: rule('no-raw-dom-building') },
  { files: PAGE_CODE, rules: rule('no-inline-selectors') },
]);
