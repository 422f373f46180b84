/** The $ marker on list rows with advanced scores; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'viewAdvancedScores', pages: [pages.userList], needs: 'none', folder: 'viewAdvancedScores' });
