import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import monkey from 'vite-plugin-monkey';
import { fileURLToPath } from 'node:url';
import { lazyChunks } from './build/lazyChunks.ts';
import { clientIdDefine } from './build/clientId.ts';
import { preactAliases } from './build/preact.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const bootEntry = fileURLToPath(new URL('./src/main.ts', import.meta.url));

// One self-contained, unminified userscript (Greasy Fork forbids minified code).
// No dynamic import() anywhere in src/: it would make the plugin @require SystemJS from a CDN.
// The worker and the modules that draw are carried as text and evaluated on first use
// (build/lazyChunks.ts), so every page's start parses only the small top level.
// The AniList client id (env AUTOMAIL_CLIENT_ID, validated; README "Your own AniList client").
const define = clientIdDefine(process.env);

export default defineConfig({
  define,
  resolve: { alias: preactAliases() },
  plugins: [
    react(),
    lazyChunks({ root, bootEntry, define }),
    monkey({
      entry: 'src/main.ts',
      userscript: {
        name: 'Automail',
        namespace: 'https://github.com/automail-project/automail',
        version: '8.80',
        description: 'Extra parts for AniList: list comparison, statistics, notifications, feed and forum tools, and many small page tweaks.',
        license: 'GPL-3.0-or-later',
        match: ['https://anilist.co/*'],
        grant: ['GM_xmlhttpRequest'],
        connect: ['myanimelist.net'],
        'run-at': 'document-idle',
        noframes: true,
      },
      build: { fileName: 'automail.user.js' },
    }),
  ],
  build: { minify: false },
});
