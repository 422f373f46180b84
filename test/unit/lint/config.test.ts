/**
 * eslint.config.js as `npm run lint` reads it: the house rules are on where they apply, the
 * style helper may write a <style>, the worker client is the way to the worker, inline disables
 * are refused, and nothing but the house rules is on.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../build/lint/index.js';
import { ROOT } from './ruleTester';

const eslint = new ESLint({ cwd: ROOT });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('eslint.config.js', () => {
  it('turns on the house rules, and only them, for src/', async () => {
    const config = await eslint.calculateConfigForFile('src/modules/someFeature/index.tsx');
    expect(Object.keys(config.rules).sort()).toEqual(Object.keys(rules).map((name) => `house/${name}`).sort());
    expect(Object.keys((await eslint.calculateConfigForFile('src/core/router.ts')).rules).sort()).toEqual(
      ['house/no-inline-selectors', 'house/no-raw-dom-building', 'house/no-raw-style', 'house/no-string-page-names', 'house/no-unsanitised-html'],
    );
  });

  it('holds a module to every rule', async () => {
    const code = [
      "import { subscribeSettings } from '../../core/settings/store';",
      "import { FORMAT_FILTERS } from '../../workers/compare/model';",
      "import { openStatsSession } from '../../workers/client';",
      "document.head.append(document.createElement('style'));",
      "if (ctx.page === 'home') box.innerHTML = text;",
      "document.querySelector('.data-set');",
    ].join('\n');
    expect((await lint('src/modules/someFeature/index.tsx', code)).sort()).toEqual([
      'house/no-inline-selectors',
      'house/no-raw-dom-building',
      'house/no-raw-settings-subscription',
      'house/no-raw-style',
      'house/no-raw-style',
      'house/no-string-page-names',
      'house/no-unsanitised-html',
      'house/no-worker-internals',
    ]);
  });

  it('lets the style helper make and write its <style>, and no other core file', async () => {
    const code = "const style = doc.createElement('style');\ndoc.head.append(style);";
    expect(await lint('src/core/styles.ts', code)).toEqual([]);
    expect((await lint('src/core/notice.ts', code)).sort()).toEqual(['house/no-raw-dom-building', 'house/no-raw-style', 'house/no-raw-style']);
  });

  it('refuses inline disables', async () => {
    const messages = await lint('src/modules/someFeature/index.tsx', '// eslint-disable-next-line house/no-unsanitised-html\nbox.innerHTML = text;');
    expect(messages).toContain('house/no-unsanitised-html');
  });
});
