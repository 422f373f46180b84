/**
 * The document-title fixes (host-dom.md §1.6; spec doc 1 §2, doc 3 §2 "Title fixes"). No switch:
 * host-dom.md §3.2 lists "document-title fixes" among the always-on behaviour. Browse pages come
 * first so that moving between them starts the visit afresh (core/pages.ts `anyPage`).
 */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'documentTitles',
  pages: [pages.search, pages.anyPage],
  needs: 'none',
  alwaysOn: true,
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  about: "Document titles: 'Find Anime · AniList' (and Manga, Characters, Staff, Studios) on browse pages, titles that name their year twice shortened; left alone in safe-for-work mode.",
  tries: [
    { label: 'browse anime', path: '/search/anime' },
    { label: 'browse staff', path: '/search/staff' },
  ],
};
