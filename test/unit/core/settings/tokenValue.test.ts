// @vitest-environment jsdom
// The token lives in the manager's storage (issue 23): out of localStorage, off the page-readable
// BroadcastChannel, moved once from an older version's hohSettings, and followed across tabs
// through the manager's change listener.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_NAME, resetChannelForTests } from '../../../../src/core/channel';
import { resetManagerValuesForTests } from '../../../../src/core/managerValues';
import { getSettings, loadSettings, resetSettingsForTests, saveSettings, setSetting, SETTINGS_KEY } from '../../../../src/core/settings/store';
import { TOKEN_SETTING, withoutToken } from '../../../../src/core/settings/tokenValue';
import { gmValueSnapshot, resetGmValues, setGmValueRemotely } from '../../../mocks/gm';

const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.secret.part';

const stored = () => localStorage.getItem(SETTINGS_KEY) ?? '';

/** Lets BroadcastChannel messages cross (a macrotask or two). */
const crossed = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  localStorage.clear();
  resetChannelForTests();
  resetGmValues();
  resetManagerValuesForTests();
  resetSettingsForTests();
});
afterEach(() => resetChannelForTests());

describe('the access token in the manager storage', () => {
  it('moves a token found in hohSettings to the manager once and takes it out of localStorage at once', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ notifications: false, accessToken: TOKEN }));
    expect(loadSettings().accessToken).toBe(TOKEN);
    expect(gmValueSnapshot()).toEqual({ [TOKEN_SETTING]: TOKEN });
    expect(stored()).not.toContain(TOKEN);
    expect(JSON.parse(stored())).toMatchObject({ notifications: false });
    expect(JSON.parse(stored())).not.toHaveProperty('accessToken');
  });

  it('keeps the token the manager already holds over an older copy in localStorage, and still removes the copy', () => {
    setSetting('accessToken', 'newer');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ accessToken: 'older' }));
    expect(loadSettings().accessToken).toBe('newer');
    expect(stored()).not.toContain('older');
  });

  it('setting and saving never write the token to localStorage, nor post it on the channel', async () => {
    const listener = new BroadcastChannel(CHANNEL_NAME);
    const heard: unknown[] = [];
    listener.onmessage = (event) => heard.push(event.data);
    loadSettings();
    setSetting('accessToken', TOKEN);
    setSetting('notifications', false);
    saveSettings();
    await crossed();
    listener.close();
    expect(getSettings().accessToken).toBe(TOKEN);
    expect(gmValueSnapshot()[TOKEN_SETTING]).toBe(TOKEN);
    expect(stored()).not.toContain(TOKEN);
    expect(JSON.stringify(heard)).not.toContain(TOKEN);
    expect(heard).toContainEqual(expect.objectContaining({ key: 'notifications', value: false }));
  });

  it('a forged channel message naming the token changes nothing', async () => {
    loadSettings();
    setSetting('accessToken', 'mine');
    const forger = new BroadcastChannel(CHANNEL_NAME);
    forger.postMessage({ type: 'settings', key: 'accessToken', value: 'attackers' });
    forger.postMessage({ type: 'settings', key: 'notifications', value: false });
    await crossed();
    forger.close();
    expect(getSettings().notifications).toBe(false);
    expect(getSettings().accessToken).toBe('mine');
  });

  it("follows another tab's sign-in and sign-out through the manager's change listener", () => {
    loadSettings();
    setGmValueRemotely(TOKEN_SETTING, 'from-another-tab');
    expect(getSettings().accessToken).toBe('from-another-tab');
    setGmValueRemotely(TOKEN_SETTING, undefined);
    expect(getSettings().accessToken).toBe('');
  });

  it('withoutToken copies everything else', () => {
    expect(withoutToken({ accessToken: 'x', a: 1 })).toEqual({ a: 1 });
  });
});
