/** Up to five MyAnimeList recommendations on the media overview; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'MALrecs', pages: [pages.media], needs: 'none', folder: 'malRecs' });
