/** The dub marker in the anime sidebar; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'dubMarker', pages: [pages.media], needs: 'none', folder: 'dubMarker' });
