/** The line under a media page's title; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'subTitleInfo', pages: [pages.media], needs: 'none', folder: 'subTitleInfo' });
