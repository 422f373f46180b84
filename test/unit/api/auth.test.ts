// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALREADY_AUTHORISED_MESSAGE,
  ANILIST_CLIENT_ID,
  REPLACE_TOKEN_QUESTION,
  authorizeUrl,
  handleTokenHash,
  signOut,
  startSignIn,
} from '../../../src/api/auth';
import { getSettings, resetSettingsForTests, setSetting, SETTINGS_KEY } from '../../../src/core/settings/store';

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSettingsForTests();
  localStorage.clear();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  history.replaceState({ key: 'vue-router' }, '', '/home');
});
afterEach(() => alertSpy.mockRestore());

describe('implicit-grant sign-in', () => {
  it('sends a page served elsewhere (the simulator of `npm start`) to its own origin, never to AniList', () => {
    // jsdom's page is http://localhost:3000, as the simulator's would be http://127.0.0.1:8787.
    const url = new URL(authorizeUrl());
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/v2/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(ANILIST_CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('token');
  });

  it('builds the authorise URL on anilist.co with the client id and response_type=token', () => {
    vi.stubGlobal('location', new URL('https://anilist.co/home'));
    let url: URL;
    try {
      url = new URL(authorizeUrl());
    } finally {
      vi.unstubAllGlobals();
    }
    expect(url.origin + url.pathname).toBe('https://anilist.co/api/v2/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(ANILIST_CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('token');
  });

  it('stores the returned token and cleans the address, keeping the router state', () => {
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=tok123&token_type=Bearer&expires_in=31536000');
    expect(handleTokenHash(location)).toBe(true);
    expect(getSettings().accessToken).toBe('tok123');
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).accessToken).toBe('tok123');
    expect(location.href).toBe('http://localhost:3000/home');
    expect(history.state).toEqual({ key: 'vue-router' });
  });

  it('asks before replacing a held token with a different one from the address, and replaces on yes', () => {
    setSetting('accessToken', 'held');
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=newer&token_type=Bearer');
    const ask = vi.fn(() => true);
    expect(handleTokenHash(location, undefined, ask)).toBe(true);
    expect(ask).toHaveBeenCalledWith(REPLACE_TOKEN_QUESTION);
    expect(getSettings().accessToken).toBe('newer');
    expect(location.hash).toBe('');
  });

  it('keeps the held token when the visitor says no, and still cleans the address', () => {
    setSetting('accessToken', 'held');
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=crafted&token_type=Bearer');
    const ask = vi.fn(() => false);
    expect(handleTokenHash(location, undefined, ask)).toBe(true);
    expect(ask).toHaveBeenCalledOnce();
    expect(getSettings().accessToken).toBe('held');
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).accessToken).toBe('held');
    expect(location.hash).toBe('');
    expect(history.state).toEqual({ key: 'vue-router' });
  });

  it('asks through window.confirm by default, and not at all when the same token comes back', () => {
    setSetting('accessToken', 'held');
    const confirmSpy = vi.spyOn(window, 'confirm').mockImplementation(() => false);
    history.replaceState(null, '', '/home#access_token=held');
    handleTokenHash(location);
    expect(confirmSpy).not.toHaveBeenCalled();
    history.replaceState(null, '', '/home#access_token=other');
    handleTokenHash(location);
    expect(confirmSpy).toHaveBeenCalledWith(REPLACE_TOKEN_QUESTION);
    expect(getSettings().accessToken).toBe('held');
    confirmSpy.mockRestore();
  });

  it('#aniscripts-login without a token goes to the authorise page', () => {
    history.replaceState(null, '', '/home#aniscripts-login');
    const navigate = vi.fn();
    expect(handleTokenHash(location, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(authorizeUrl());
    expect(alertSpy).not.toHaveBeenCalled();
    expect(location.hash).toBe('');
  });

  it("#aniscripts-login with a token alerts that it is already authorised and revocable under 'apps'", () => {
    setSetting('accessToken', 'held');
    history.replaceState(null, '', '/home#aniscripts-login');
    const navigate = vi.fn();
    handleTokenHash(location, navigate);
    expect(alertSpy).toHaveBeenCalledWith(ALREADY_AUTHORISED_MESSAGE);
    expect(ALREADY_AUTHORISED_MESSAGE).toMatch(/already authorised/);
    expect(ALREADY_AUTHORISED_MESSAGE).toMatch(/'apps'/);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other addresses are left alone', () => {
    history.replaceState(null, '', '/user/Josh#access_token=nope');
    expect(handleTokenHash(location)).toBe(false);
    expect(getSettings().accessToken).toBe('');
    expect(location.hash).toBe('#access_token=nope');
  });

  it('startSignIn and signOut', () => {
    const navigate = vi.fn();
    startSignIn(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    setSetting('accessToken', 'x');
    signOut();
    expect(getSettings().accessToken).toBe('');
  });
});
