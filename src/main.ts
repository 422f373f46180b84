/**
 * Entry point: the start-up rules (spec doc 1 §4), then the API wiring, then the router with
 * every registered module. Nothing heavy happens here: modules start only on matching pages.
 */
import { configureApi } from './api/apiConfig';
import { currentToken, retractToken } from './api/token';
import { noteTokenWanted } from './api/signInState';
import { loadChunkEntry } from './core/chunkLoader';
import { setEntryLoader } from './core/lazyModule';
import { createRouter, type Router } from './core/router';
import { getSettings, loadSettings, saveSettings, subscribeSettings, applyTitleLanguage } from './core/settings/store';
import { runStartup } from './core/startup';
import { applyStyles } from './core/styles';
import { getSiteUser, readStoredAuth } from './core/user';
import { installFeatures } from './core/featureTable';
import { features, registry } from './modules/registry';

declare global {
  interface Window {
    /** Read-only view for end-to-end tests: what is running now. */
    automailDebug?: { listActive: Router['listActive']; siteUser: typeof getSiteUser };
  }
}

function start(): void {
  // What the manifests declare (settings, their defaults, the style block's rules) is known first.
  installFeatures(features);
  const outcome = runStartup({
    document,
    // Looked up on each call: with storage disabled even reading `localStorage` throws,
    // which rule 1 must catch and report.
    storage: {
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
    },
    alert: (message) => window.alert(message),
    console,
    readStoredAuth: () => readStoredAuth(),
    loadSettings,
    saveSettings,
    applyStyles: () => applyStyles(document, getSettings()),
    getSiteUser,
    applyTitleLanguage,
  });
  if (outcome !== 'started') return;

  // An expired token is retracted before anything runs, so modules that need it are skipped and
  // the sign-in notice can say why; a token AniList rejects is retracted the same way.
  currentToken();
  configureApi({ getToken: () => currentToken(), clearToken: retractToken });
  // CSS-only switches take effect at once, not only at the next page load.
  subscribeSettings((settings, previous) => {
    if (settings !== previous) applyStyles(document, settings);
  });

  setEntryLoader(loadChunkEntry);
  const router = createRouter({
    modules: registry,
    getSettings,
    subscribeSettings,
    getUser: getSiteUser,
    onNeedUnmet: (module) => {
      if (module.needs === 'token') noteTokenWanted(module.id);
    },
  });
  window.automailDebug = { listActive: () => router.listActive(), siteUser: getSiteUser };
  router.start();
}

start();
