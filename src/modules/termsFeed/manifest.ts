/**
 * Where 'termsFeed' runs: the terms page (host-dom.md §2.19). It runs for everyone: without the
 * script's sign-in it says so there (spec doc 3 §6). Its code (index.tsx) is evaluated only there.
 */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'termsFeed',
  pages: [pages.terms],
  needs: 'none',
  folder: 'termsFeed',
});
