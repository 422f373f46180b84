import { createStore } from 'zustand/vanilla';
import { isRecord } from '../../lib/isRecord';
import { broadcast, onBroadcast } from '../channel';
import { guardFor } from '../guard';
import { storageArea } from '../storage';
import { defaultSettings } from '../featureTable';
import { runSettingsMigrations } from './migrations';
import type { SettingId, Settings, TitleLanguage } from './types';
import { isSettingId, mergeOverDefaults, sanitizeSetting } from './validate';
import { TOKEN_SETTING, moveLegacyToken, onRemoteTokenChange, readManagerToken, withoutToken, writeManagerToken } from './tokenValue';

/** The localStorage key of the settings object (shared with the original script's saves). */
export const SETTINGS_KEY = 'hohSettings';

/**
 * The settings as a vanilla zustand store. It has no React in it, so the start on every page does
 * not evaluate React; components read it through `useSettings` in `ui/useSettings.ts`.
 */
// Empty until loadSettings: the defaults are the manifests', installed by the entry point first.
export const settingsStore = createStore<Settings>()(() => ({}) as Settings);

let syncing = false;

function storage(): Storage | null {
  return storageArea('localStorage');
}

function readStored(): Record<string, unknown> {
  const raw = storage()?.getItem(SETTINGS_KEY);
  if (raw === null || raw === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed)) return parsed;
  } catch {
    // fall through to the warning: the value is not JSON
  }
  console.warn(`Automail: the stored settings (${SETTINGS_KEY}) could not be read; using the defaults.`);
  return {};
}

/**
 * Applies a change announced by another tab; never echoes it back. The token never travels on
 * the BroadcastChannel (any script of the page can post and listen there): a message naming it
 * is a forgery and is ignored; its changes come from the manager's own change listener.
 */
function startSync(): void {
  if (syncing) return;
  syncing = true;
  onBroadcast((message) => {
    if (message.type !== 'settings' || !isSettingId(message.key) || message.key === TOKEN_SETTING) return;
    const value = sanitizeSetting(message.key, message.value);
    if (value !== undefined) settingsStore.setState({ [message.key]: value } as Partial<Settings>);
  });
  // Signed in or out in another tab: this tab's requests follow at once (the router ends the
  // modules that need the token, and the client sends none).
  onRemoteTokenChange((token) => settingsStore.setState({ accessToken: token }));
}

/**
 * Reads the stored settings over the defaults (key by key, so new defaults survive old saves),
 * runs the migrations, drops values of the wrong type or out of bounds and starts listening to
 * other tabs. It only reads: the spec's one save on every start is the start-up rules' own
 * step (src/core/startup.ts), right after this.
 */
export function loadSettings(): Settings {
  const stored = readStored();
  // A token an older version left in localStorage moves to the manager's storage, once, and is
  // taken out of localStorage at once (not only at the start-up rules' save).
  const hadToken = moveLegacyToken(stored);
  const settings = mergeOverDefaults(runSettingsMigrations(stored));
  settings.accessToken = readManagerToken();
  settingsStore.setState(settings, true);
  if (hadToken) saveSettings();
  startSync();
  return getSettings();
}

/** Writes the settings to localStorage, always without the token (see tokenValue.ts). */
export function saveSettings(): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SETTINGS_KEY, JSON.stringify(withoutToken(getSettings())));
  } catch {
    console.warn('Automail: the settings could not be saved (local storage is full or unavailable).');
  }
}

export function getSettings(): Settings {
  return settingsStore.getState();
}

/**
 * Changes one setting at once: store, localStorage and every other open tab. The token goes to
 * the manager's storage instead, whose change listener tells the other tabs.
 */
export function setSetting<K extends SettingId>(id: K, value: Settings[K]): void {
  const valid = sanitizeSetting(id, value);
  if (valid === undefined) {
    console.warn(`Automail: ignored an invalid value for the setting ${id}.`);
    return;
  }
  if (id === TOKEN_SETTING) {
    writeManagerToken(valid as string);
    settingsStore.setState({ accessToken: valid as string });
    return;
  }
  settingsStore.setState({ [id]: valid } as Partial<Settings>);
  saveSettings();
  broadcast({ type: 'settings', key: id, value: valid });
}

export type SettingsListener = (settings: Settings, previous: Settings) => void;

/** Calls the listener after every change until the signal aborts; returns the unsubscribe. */
export function subscribeSettings(listener: SettingsListener, signal?: AbortSignal): () => void {
  const unsubscribe = settingsStore.subscribe(listener);
  signal?.addEventListener('abort', unsubscribe, { once: true });
  return unsubscribe;
}

/**
 * A visit's settings subscription (`ctx.onSettingsChange` is this with the visit's signal filled
 * in): `listener` after every change until `signal` aborts, guarded by the module whose visit the
 * signal is (core/guard.ts guardFor), so a throw is that module's and it is never called after
 * the abort. Modules use this, never the raw `subscribeSettings`.
 */
export function onSettingsChange(listener: (next: Settings, previous: Settings) => unknown, signal: AbortSignal): void {
  if (signal.aborted) return;
  subscribeSettings(guardFor(signal, listener), signal);
}

/** The site's title-language option: NATIVE and ENGLISH as they are, anything else romaji. */
export function titleLanguageFromUserOption(userOption: unknown): TitleLanguage {
  return userOption === 'NATIVE' || userOption === 'ENGLISH' ? userOption : 'ROMAJI';
}

/** Copies the signed-in user's title language into the settings (spec doc 1 §3). */
export function applyTitleLanguage(userOption: unknown): TitleLanguage {
  const language = titleLanguageFromUserOption(userOption);
  if (getSettings().titleLanguage !== language) setSetting('titleLanguage', language);
  return language;
}

/** For tests: back to the defaults (no token held by the manager either), forgetting the cross-tab listener. */
export function resetSettingsForTests(): void {
  syncing = false;
  writeManagerToken('');
  settingsStore.setState(structuredClone(defaultSettings()) as Settings, true);
}
