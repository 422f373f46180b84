/** The MyAnimeList score line in the media sidebar; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'MALscore', pages: [pages.media], needs: 'none', folder: 'malScore' });
