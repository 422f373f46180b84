import rule from '../../../build/lint/noStringPageNames.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');

ruleTester.run('no-string-page-names', rule, {
  valid: [
    { code: 'if (ctx.page === pages.activity.name) run();', filename: moduleFile },
    { code: 'const skip = (ctx) => ctx.page !== pages.notifications.name && !hasToken();', filename: file('src/modules/someFeature/manifest.ts') },
    { code: 'const FEED_PAGES = new Set([pages.home.name, pages.social.name]);\nif (FEED_PAGES.has(ctx.page)) dim();', filename: moduleFile },
    { code: 'switch (ctx.page) { case pages.user.name: break; }', filename: moduleFile },
    // Other `page`s: a list's page number, a query result's page, a page not from the context.
    { code: "if (state.page === 1) refresh(); if (data.page.type === 'ANIME') show();", filename: moduleFile },
    { code: "function paged({ page }) { return page === 'next'; }", filename: moduleFile },
    { code: "const { page } = options; if (page === 'first') start();", filename: moduleFile },
    { code: "if (['home', 'social'].includes(kind)) show();", filename: moduleFile },
    { code: "if (ctx.params.kind === 'anime') show();", filename: moduleFile },
  ],
  invalid: [
    { code: "if (ctx.page === 'activity') run();", filename: moduleFile, errors: [{ messageId: 'literal', data: { text: '"activity"' } }] },
    { code: "if ('home' !== context.page) return;", filename: moduleFile, errors: [{ messageId: 'literal' }] },
    { code: 'const here = ctx?.page == `user`;', filename: moduleFile, errors: [{ messageId: 'literal' }] },
    { code: "if (this.ctx.page != 'forum') return;", filename: moduleFile, errors: [{ messageId: 'literal' }] },
    { code: "const skip = (ctx) => ctx.page === 'user' && !ctx.user;", filename: file('src/modules/someFeature/manifest.ts'), errors: [{ messageId: 'literal' }] },
    { code: "const { page, params } = ctx;\nif (page === 'media') censor(params);", filename: moduleFile, errors: [{ messageId: 'literal', line: 2 }] },
    { code: "const { page: where } = ctx;\nif (where === 'media') censor();", filename: moduleFile, errors: [{ messageId: 'literal', line: 2 }] },
    { code: "defineModule({ run({ page }) { if (page === 'staff') staffPage(); } });", filename: moduleFile, errors: [{ messageId: 'literal' }] },
    { code: "function draw({ page }: ModuleContext) { return page === 'user'; }", filename: moduleFile, errors: [{ messageId: 'literal' }] },
    {
      code: "switch (ctx.page) {\n  case 'home': dim(); break;\n  case pages.user.name: break;\n  case 'social': dim();\n}",
      filename: moduleFile,
      errors: [{ messageId: 'literal', line: 2 }, { messageId: 'literal', line: 4 }],
    },
    {
      code: "const FEED_PAGES = new Set(['home', pages.social.name, 'user']);\nif (FEED_PAGES.has(ctx.page)) dim();",
      filename: moduleFile,
      errors: [{ messageId: 'literal', line: 1, column: 29 }, { messageId: 'literal', line: 1, column: 56 }],
    },
    { code: "if (['home', 'social'].includes(ctx.page)) dim();", filename: moduleFile, errors: [{ messageId: 'literal' }, { messageId: 'literal' }] },
    { code: "const FEEDS = ['home'] as const;\nif (FEEDS.indexOf(ctx.page!) >= 0) dim();", filename: moduleFile, errors: [{ messageId: 'literal', line: 1 }] },
  ],
});
