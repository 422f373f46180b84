/** Tag descriptions in the media page's tag picker; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'tagDescriptions', pages: [pages.media], needs: 'none', folder: 'tagDescriptions' });
