// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAME, resetChannelForTests, type ChannelMessage } from '../../../../src/core/channel';
import {
  applyTitleLanguage,
  getSettings,
  loadSettings,
  resetSettingsForTests,
  saveSettings,
  setSetting,
  SETTINGS_KEY,
  subscribeSettings,
  titleLanguageFromUserOption,
  settingsStore,
} from '../../../../src/core/settings/store';

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as Record<string, unknown>;
}

/** Waits until a BroadcastChannel message has had time to cross (a macrotask or two). */
function nextMessage(channel: BroadcastChannel): Promise<ChannelMessage> {
  return new Promise((resolve) => {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => resolve(event.data);
  });
}

describe('settings store', () => {
  let otherTab: BroadcastChannel | null = null;

  beforeEach(() => {
    localStorage.clear();
    resetChannelForTests();
    resetSettingsForTests();
  });

  afterEach(() => {
    otherTab?.close();
    otherTab = null;
    resetChannelForTests();
    vi.restoreAllMocks();
  });

  it('loads the defaults when nothing is stored; saving writes them', () => {
    const settings = loadSettings();
    expect(settings.notifications).toBe(true);
    expect(settings.forumPreviewNumber).toBe(3);
    saveSettings();
    expect(stored().blockWordValue).toBe('nsfw');
  });

  it('only reads on load: the one save per start belongs to the start-up rules', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ notifications: false }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    loadSettings();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('lets stored keys override defaults key by key, so new defaults survive old saves', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ notifications: false, forumPreviewNumber: 10 }));
    const settings = loadSettings();
    expect(settings.notifications).toBe(false);
    expect(settings.forumPreviewNumber).toBe(10);
    expect(settings.socialTab).toBe(true);
    // Once saved (as start-up does), the missing keys are in storage too.
    saveSettings();
    expect(stored().socialTab).toBe(true);
    expect(stored().notifications).toBe(false);
  });

  it('falls back per key for wrong types and values out of bounds', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ forumPreviewNumber: 51, hideLikes: 'yes', dubMarkerLanguage: 'German' }));
    const settings = loadSettings();
    expect(settings.forumPreviewNumber).toBe(3);
    expect(settings.hideLikes).toBe(false);
    expect(settings.dubMarkerLanguage).toBe('German');
  });

  it('migrates the legacy colourSettings array on load', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({
      colourSettings: [{ key: '--color-blue', initial: '#3db4f2', dark: false, contrast: '#000000' }],
    }));
    expect(loadSettings().colourSettings).toEqual({ '--color-blue': { initial: '#3db4f2', dark: null, contrast: '#000000' } });
    saveSettings();
    expect(stored().colourSettings).toEqual({ '--color-blue': { initial: '#3db4f2', dark: null, contrast: '#000000' } });
  });

  it('uses the defaults with a warning for unparsable JSON and leaves the other stores alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SETTINGS_KEY, '{not json');
    localStorage.setItem('titleAliases', '[["/anime/1/","One"]]');
    localStorage.setItem('blockList', '[{"user":"x","status":false,"media":false}]');
    localStorage.setItem('hohListPreview', '{"a":1}');
    localStorage.setItem('auth', '{"name":"someone"}');
    const settings = loadSettings();
    expect(settings.notifications).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem('titleAliases')).toBe('[["/anime/1/","One"]]');
    expect(localStorage.getItem('blockList')).toBe('[{"user":"x","status":false,"media":false}]');
    expect(localStorage.getItem('hohListPreview')).toBe('{"a":1}');
    expect(localStorage.getItem('auth')).toBe('{"name":"someone"}');
  });

  it('treats stored JSON that is not an object as unreadable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SETTINGS_KEY, '[1,2]');
    expect(loadSettings().notifications).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('setSetting updates the store and storage at once', () => {
    loadSettings();
    setSetting('hideLikes', true);
    expect(getSettings().hideLikes).toBe(true);
    expect(settingsStore.getState().hideLikes).toBe(true);
    expect(stored().hideLikes).toBe(true);
    // A reload reads the change back.
    resetSettingsForTests();
    expect(loadSettings().hideLikes).toBe(true);
  });

  it('setSetting ignores a value out of bounds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadSettings();
    setSetting('forumPreviewNumber', 60);
    expect(getSettings().forumPreviewNumber).toBe(3);
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('saveSettings writes the current state', () => {
    settingsStore.setState({ mangaBrowse: true });
    saveSettings();
    expect(stored().mangaBrowse).toBe(true);
  });

  it('broadcasts a change to other tabs', async () => {
    loadSettings();
    otherTab = new BroadcastChannel(CHANNEL_NAME);
    const received = nextMessage(otherTab);
    setSetting('dubMarkerLanguage', 'Korean');
    await expect(received).resolves.toEqual({ type: 'settings', key: 'dubMarkerLanguage', value: 'Korean' });
  });

  it('applies a change from another tab to the store', async () => {
    loadSettings();
    const changed = new Promise<void>((resolve) => {
      subscribeSettings((settings) => {
        if (settings.CSSverticalNav) resolve();
      });
    });
    otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.postMessage({ type: 'settings', key: 'CSSverticalNav', value: true });
    await changed;
    expect(getSettings().CSSverticalNav).toBe(true);
  });

  it('ignores invalid and unknown values from another tab', async () => {
    loadSettings();
    const seen: string[] = [];
    subscribeSettings((settings) => seen.push(String(settings.forumPreviewNumber)));
    otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.postMessage({ type: 'settings', key: 'forumPreviewNumber', value: 500 });
    otherTab.postMessage({ type: 'settings', key: 'noSuchSetting', value: true });
    otherTab.postMessage({ type: 'settings', key: 'forumPreviewNumber', value: 7 });
    await vi.waitFor(() => expect(getSettings().forumPreviewNumber).toBe(7));
    expect(seen).toEqual(['7']);
  });

  it('stops calling a subscriber after its signal aborts', () => {
    const controller = new AbortController();
    const calls: boolean[] = [];
    subscribeSettings((settings) => calls.push(settings.tweets), controller.signal);
    settingsStore.setState({ tweets: true });
    controller.abort();
    settingsStore.setState({ tweets: false });
    expect(calls).toEqual([true]);
  });

  it('maps the site title language: NATIVE, ENGLISH, anything else romaji', () => {
    expect(titleLanguageFromUserOption('NATIVE')).toBe('NATIVE');
    expect(titleLanguageFromUserOption('ENGLISH')).toBe('ENGLISH');
    expect(titleLanguageFromUserOption('ROMAJI_STYLISED')).toBe('ROMAJI');
    expect(titleLanguageFromUserOption(undefined)).toBe('ROMAJI');
    loadSettings();
    expect(applyTitleLanguage('ENGLISH')).toBe('ENGLISH');
    expect(getSettings().titleLanguage).toBe('ENGLISH');
    expect(stored().titleLanguage).toBe('ENGLISH');
    applyTitleLanguage('NATIVE_STYLISED');
    expect(getSettings().titleLanguage).toBe('ROMAJI');
  });
});
