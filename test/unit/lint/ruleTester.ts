/**
 * ESLint's RuleTester for the house rules (build/lint/), run by vitest: the parser and the
 * project root as eslint.config.js gives them, and cases named by a file under src/.
 */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser },
  settings: { houseRoot: ROOT },
});

/** An absolute file name under the root, the way eslint hands it to a rule. */
export function file(path: string): string {
  return `${ROOT}${path}`;
}
