/** The latest-chapter guess next to "Releasing" on manga pages; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'mangaGuess', pages: [pages.media], needs: 'none', folder: 'mangaGuess' });
