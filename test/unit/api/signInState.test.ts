// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTokenHash } from '../../../src/api/tokenHash';
import { loadCodeEntriesFromSource } from '../../helpers/codeEntries';
import { SIGN_IN_MARK_KEY } from '../../../src/api/signInStart';
import { currentToken, retractToken, signOut } from '../../../src/api/token';
import { resetApiForTests } from '../../../src/api/apiConfig';
import { managerValues, resetManagerValuesForTests } from '../../../src/core/managerValues';
import { resetSiteUserForTests } from '../../../src/core/user';
import { resetGmValues } from '../../mocks/gm';
import {
  SIGN_IN_STATE_KEY,
  noteTokenWanted,
  onSignInStateChange,
  readSignInState,
  resetSignInStateForTests,
  signInNeedsRenewal,
  tokenWantedBy,
} from '../../../src/api/signInState';
import { resetChannelForTests } from '../../../src/core/channel';
import { getSettings, resetSettingsForTests, setSetting } from '../../../src/core/settings/store';

const NOW = Date.UTC(2026, 9, 1);
const YEAR_S = 31_536_000;

/**
 * A sign-in this browser started, returning to the address with this hash; AniList confirms the
 * token is the signed-in member's (src/api/signInCheck.ts).
 */
async function signInReturns(hash: string): Promise<void> {
  managerValues().set(SIGN_IN_MARK_KEY, NOW);
  history.replaceState(null, '', `/home${hash}`);
  await handleTokenHash(location).done;
}

beforeEach(() => {
  loadCodeEntriesFromSource();
  resetChannelForTests();
  resetApiForTests();
  resetGmValues();
  resetManagerValuesForTests();
  resetSettingsForTests();
  resetSignInStateForTests();
  localStorage.clear();
  localStorage.setItem('auth', JSON.stringify({ name: 'Josh', id: 5 }));
  resetSiteUserForTests();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { Viewer: { id: 5, name: 'Josh' } } }), { headers: { 'Content-Type': 'application/json' } }));
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetChannelForTests();
});

describe('the sign-in state', () => {
  it("records the grant's expires_in at sign-in, with nothing to renew", async () => {
    await signInReturns(`#access_token=tok&token_type=Bearer&expires_in=${YEAR_S}`);
    expect(readSignInState()).toEqual({ expiresAt: NOW + YEAR_S * 1000, renew: false });
    expect(JSON.parse(localStorage.getItem(SIGN_IN_STATE_KEY)!)).toEqual({ expiresAt: NOW + YEAR_S * 1000, renew: false });
  });

  it('a token past its expiry is retracted: not sent, forgotten, and the sign-in must be renewed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await signInReturns(`#access_token=tok&expires_in=60`);
    expect(currentToken(NOW + 59_999)).toBe('tok');
    expect(signInNeedsRenewal()).toBe(false);
    expect(currentToken(NOW + 60_000)).toBe('');
    expect(getSettings().accessToken).toBe('');
    expect(signInNeedsRenewal()).toBe(true);
    expect(log).toHaveBeenCalledOnce();
  });

  it('a token without a known expiry never expires by itself', () => {
    setSetting('accessToken', 'old');
    expect(currentToken(NOW + 10 * YEAR_S * 1000)).toBe('old');
  });

  it("a rejected token ('Invalid token') is forgotten and the renewal persisted; a new sign-in clears it", async () => {
    setSetting('accessToken', 'stale');
    retractToken();
    expect(getSettings().accessToken).toBe('');
    expect(JSON.parse(localStorage.getItem(SIGN_IN_STATE_KEY)!).renew).toBe(true);
    resetSignInStateForTests();
    expect(signInNeedsRenewal()).toBe(true); // read back from storage, as after a reload
    await signInReturns(`#access_token=fresh&expires_in=${YEAR_S}`);
    expect(signInNeedsRenewal()).toBe(false);
  });

  it('a sign-out on purpose leaves nothing to renew', () => {
    retractToken();
    signOut();
    expect(signInNeedsRenewal()).toBe(false);
    expect(localStorage.getItem(SIGN_IN_STATE_KEY)).toBeNull();
  });

  it('tells listeners of changes and of the first module that wanted the token on this page', () => {
    const heard = vi.fn();
    const controller = new AbortController();
    onSignInStateChange(heard, controller.signal);
    retractToken();
    noteTokenWanted('notifications');
    noteTokenWanted('other');
    expect(tokenWantedBy()).toBe('notifications');
    expect(heard).toHaveBeenCalledTimes(2);
    controller.abort();
    signOut();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('reads a damaged value as empty', () => {
    localStorage.setItem(SIGN_IN_STATE_KEY, '{not json');
    expect(readSignInState()).toEqual({ expiresAt: null, renew: false });
  });
});
