/** The line under a media page's title; code in index.tsx. */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'subTitleInfo',
  switch: { default: false, categories: ['Media'], description: 'Add a line under the media title with an alternative title, year, format and studios' },
  pages: [pages.media],
  needs: 'none',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: 'an anime with an English title and a main studio', path: '/anime/{subtitledAnime}' },
    { label: 'a manga', path: '/manga/{anyManga}' },
  ],
};
