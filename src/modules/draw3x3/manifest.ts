/** The 3x3 cover collage of nine picked list entries; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'draw3x3', pages: [pages.userList], needs: 'none', folder: 'draw3x3' });
