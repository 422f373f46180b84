/** The programming interface for other scripts on the page (docs/page-api.md); code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'aniscriptsAPI', pages: [pages.anyPage], needs: 'token', folder: 'aniscriptsAPI' });
