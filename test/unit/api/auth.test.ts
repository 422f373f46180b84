// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLACE_TOKEN_QUESTION } from '../../../src/api/auth';
import { handleTokenHash } from '../../../src/api/tokenHash';
import { loadCodeEntriesFromSource } from '../../helpers/codeEntries';
import { ALREADY_AUTHORISED_MESSAGE, ANILIST_CLIENT_ID, authorizeUrl, SIGN_IN_MARK_KEY, startSignIn } from '../../../src/api/signInStart';
import { signOut } from '../../../src/api/token';
import { SIGN_IN_LABEL } from '../../../src/core/messages';
import { resetBudgetForTests } from '../../../src/api/budget';
import { resetApiForTests } from '../../../src/api/apiConfig';
import { resetHealthForTests } from '../../../src/api/health';
import { SIGN_IN_WINDOW_MS, refusalText } from '../../../src/api/signInCheck';
import { resetChannelForTests } from '../../../src/core/channel';
import { managerValues, resetManagerValuesForTests } from '../../../src/core/managerValues';
import { getSettings, resetSettingsForTests, setSetting, SETTINGS_KEY } from '../../../src/core/settings/store';
import { TOKEN_SETTING } from '../../../src/core/settings/tokenValue';
import { resetSiteUserForTests } from '../../../src/core/user';
import { gmValueSnapshot, resetGmValues } from '../../mocks/gm';

let alertSpy: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** AniList answers the Viewer query with this account, whatever the token. */
function viewerAnswers(viewer: { id: number; name: string }): void {
  fetchMock.mockImplementation(async () => json({ data: { Viewer: { ...viewer, donatorTier: 0, avatar: null, options: null, mediaListOptions: null } } }));
}

/** The bearer tokens sent to the API, in order. */
function sentTokens(): string[] {
  return fetchMock.mock.calls.map(([, init]) => String((init.headers as Record<string, string>).Authorization ?? '').replace(/^Bearer /, ''));
}

const noticeText = () => document.querySelector('.hoh-notice-text')?.textContent ?? null;

beforeEach(() => {
  loadCodeEntriesFromSource();
  resetChannelForTests();
  resetBudgetForTests();
  resetHealthForTests();
  resetApiForTests();
  resetGmValues();
  resetManagerValuesForTests();
  resetSettingsForTests();
  localStorage.clear();
  // Josh (id 5) is signed in on AniList: the site's stored user.
  localStorage.setItem('auth', JSON.stringify({ name: 'Josh', id: 5 }));
  resetSiteUserForTests();
  document.body.innerHTML = '';
  fetchMock = vi.fn(async () => json({ data: null }, 500));
  vi.stubGlobal('fetch', fetchMock);
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  history.replaceState({ key: 'vue-router' }, '', '/home');
});
afterEach(() => {
  alertSpy.mockRestore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

  it('stores a returned token when this browser started the sign-in and it is the member signed in on AniList', async () => {
    startSignIn(vi.fn(), Date.now());
    viewerAnswers({ id: 5, name: 'Josh' });
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=tok123&token_type=Bearer&expires_in=31536000');
    const { handled, done } = handleTokenHash(location);
    expect(handled).toBe(true);
    // The address is clean before AniList is even asked.
    expect(location.href).toBe('http://localhost:3000/home');
    await done;
    expect(getSettings().accessToken).toBe('tok123');
    expect(gmValueSnapshot()).toEqual({ [TOKEN_SETTING]: 'tok123' });
    expect(localStorage.getItem(SETTINGS_KEY) ?? '').not.toContain('tok123');
    expect(sentTokens()).toEqual(['tok123']);
    expect(history.state).toEqual({ key: 'vue-router' });
    expect(noticeText()).toBeNull();
  });

  it('refuses a token no sign-in of this browser asked for (a crafted link), telling why with the sign-in button', async () => {
    viewerAnswers({ id: 5, name: 'Josh' });
    history.replaceState(null, '', '/home#access_token=someone-elses&token_type=Bearer');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('');
    expect(gmValueSnapshot()).toEqual({});
    expect(sentTokens()).toEqual([]);
    expect(location.hash).toBe('');
    expect(noticeText()).toBe(refusalText({ kind: 'notStarted' }));
    expect(document.querySelector('.hoh-notice-action')?.textContent).toBe(SIGN_IN_LABEL);
  });

  it('refuses a token when the mark is older than the sign-in window, and a mark serves one token only', async () => {
    startSignIn(vi.fn(), Date.now() - SIGN_IN_WINDOW_MS - 1);
    viewerAnswers({ id: 5, name: 'Josh' });
    history.replaceState(null, '', '/home#access_token=late');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('');
    expect(noticeText()).toBe(refusalText({ kind: 'notStarted' }));

    startSignIn(vi.fn(), Date.now());
    history.replaceState(null, '', '/home#access_token=first');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('first');
    signOut();
    history.replaceState(null, '', '/home#access_token=second');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('');
  });

  it("refuses another account's token, naming both accounts", async () => {
    startSignIn(vi.fn(), Date.now());
    viewerAnswers({ id: 9, name: 'Mallory' });
    history.replaceState(null, '', '/home#access_token=mallorys');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('');
    expect(gmValueSnapshot()).toEqual({});
    expect(noticeText()).toBe(refusalText({ kind: 'otherAccount', tokenUser: 'Mallory', siteUser: 'Josh' }));
  });

  it('refuses when nobody is signed in on AniList, without sending the token anywhere', async () => {
    localStorage.removeItem('auth');
    resetSiteUserForTests();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    startSignIn(vi.fn(), Date.now());
    history.replaceState(null, '', '/home#access_token=tok');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('');
    expect(sentTokens()).toEqual([]);
    expect(noticeText()).toBe(refusalText({ kind: 'siteSignedOut' }));
  });

  it("refuses a token AniList rejects ('Invalid token'), keeping the held sign-in", async () => {
    setSetting('accessToken', 'held');
    managerValues().set(SIGN_IN_MARK_KEY, Date.now());
    fetchMock.mockImplementation(async () => json({ errors: [{ message: 'Invalid token', status: 400 }], data: null }, 400));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/home#access_token=bogus');
    await handleTokenHash(location).done;
    expect(getSettings().accessToken).toBe('held');
    expect(noticeText()).toBe(refusalText({ kind: 'unchecked' }));
  });

  it('asks before replacing a held token with a different one from the address, and replaces on yes', async () => {
    setSetting('accessToken', 'held');
    managerValues().set(SIGN_IN_MARK_KEY, Date.now());
    viewerAnswers({ id: 5, name: 'Josh' });
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=newer&token_type=Bearer');
    const ask = vi.fn(() => true);
    await handleTokenHash(location, undefined, ask).done;
    expect(ask).toHaveBeenCalledWith(REPLACE_TOKEN_QUESTION);
    expect(getSettings().accessToken).toBe('newer');
    expect(location.hash).toBe('');
  });

  it('keeps the held token when the visitor says no, and still cleans the address', async () => {
    setSetting('accessToken', 'held');
    managerValues().set(SIGN_IN_MARK_KEY, Date.now());
    viewerAnswers({ id: 5, name: 'Josh' });
    history.replaceState({ key: 'vue-router' }, '', '/home#access_token=crafted&token_type=Bearer');
    const ask = vi.fn(() => false);
    await handleTokenHash(location, undefined, ask).done;
    expect(ask).toHaveBeenCalledOnce();
    expect(getSettings().accessToken).toBe('held');
    expect(gmValueSnapshot()[TOKEN_SETTING]).toBe('held');
    expect(location.hash).toBe('');
    expect(history.state).toEqual({ key: 'vue-router' });
  });

  it('#aniscripts-login without a token goes to the authorise page', () => {
    history.replaceState(null, '', '/home#aniscripts-login');
    const navigate = vi.fn();
    expect(handleTokenHash(location, navigate).handled).toBe(true);
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
    expect(handleTokenHash(location).handled).toBe(false);
    expect(getSettings().accessToken).toBe('');
    expect(location.hash).toBe('#access_token=nope');
  });

  it('startSignIn marks the start in the manager storage (out of the page), and signOut', () => {
    const navigate = vi.fn();
    startSignIn(navigate, 1234);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(gmValueSnapshot()).toEqual({ [SIGN_IN_MARK_KEY]: 1234 });
    setSetting('accessToken', 'x');
    signOut();
    expect(getSettings().accessToken).toBe('');
  });
});
