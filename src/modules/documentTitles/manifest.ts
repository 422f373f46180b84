/**
 * The document-title fixes (host-dom.md §1.6; spec doc 1 §2, doc 3 §2 "Title fixes"). No switch:
 * host-dom.md §3.2 lists "document-title fixes" among the always-on behaviour. Browse pages come
 * first so that moving between them starts the visit afresh (core/pages.ts `anyPage`).
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'documentTitles',
  pages: [pages.search, pages.anyPage],
  needs: 'none',
  alwaysOn: true,
});
