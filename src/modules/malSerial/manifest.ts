/** The MyAnimeList serialization (magazine) line of manga; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'MALserial', pages: [pages.media], needs: 'none', folder: 'malSerial' });
