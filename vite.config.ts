import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import monkey from 'vite-plugin-monkey';

// One self-contained, unminified userscript (Greasy Fork forbids minified code).
// No dynamic import() anywhere in src/: it would make the plugin @require SystemJS from a CDN.
export default defineConfig({
  plugins: [
    react(),
    monkey({
      entry: 'src/main.tsx',
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
  worker: { format: 'iife' },
  build: { minify: false },
});
