import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import monkey, { type MonkeyUserScript } from 'vite-plugin-monkey';
import { fileURLToPath } from 'node:url';
import { lazyChunks } from './build/lazyChunks.ts';
import { clientIdDefine } from './build/clientId.ts';
import { preactAliases } from './build/preact.ts';
import { userscriptLibraryNotices } from './build/libraryNotices.ts';
import { sizeLimit } from './build/sizeLimit.ts';
import { asciiOnly } from './build/asciiOnly.ts';
import { usedGrants } from './build/grants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const bootEntry = fileURLToPath(new URL('./src/main.ts', import.meta.url));

// One self-contained, unminified userscript (Greasy Fork forbids minified code).
// No dynamic import() anywhere in src/: it would make the plugin @require SystemJS from a CDN.
// The worker and the modules that draw are carried as text and evaluated on first use
// (build/lazyChunks.ts), so every page's start parses only the small top level.
// The AniList client id (env AUTOMAIL_CLIENT_ID, validated; README "Your own AniList client").
const define = clientIdDefine(process.env);
const lazy = lazyChunks({ root, bootEntry, define });

export default defineConfig({
  define,
  resolve: { alias: preactAliases() },
  plugins: [
    react(),
    lazy.load,
    monkey({
      entry: 'src/main.ts',
      userscript: {
        name: 'Automail',
        namespace: 'https://github.com/automail-project/automail',
        version: '8.80',
        description: 'Extra parts for AniList: list comparison, statistics, notifications, feed and forum tools, and many small page tweaks.',
        license: 'GPL-3.0-or-later',
        match: ['https://anilist.co/*'],
        // What src/ calls (build/grants.ts): using a GM_* function in source is what grants it.
        grant: usedGrants(fileURLToPath(new URL('./src', import.meta.url))) as MonkeyUserScript['grant'],
        connect: ['myanimelist.net'],
        'run-at': 'document-idle',
        noframes: true,
      },
      build: { fileName: 'automail.user.js', autoGrant: false },
    }),
    // After the monkey plugin's last pass (it drops comments): the carried code texts.
    lazy.carry,
    userscriptLibraryNotices('automail.user.js'),
    asciiOnly('automail.user.js'),
    sizeLimit('automail.user.js'),
  ],
  build: { minify: false },
});
