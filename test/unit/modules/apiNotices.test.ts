// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DOWN_NOTICE_ID, RENEW_NOTICE_ID, showApiNotices } from '../../../src/modules/apiNotices/start';
import { admit, recordHealth, resetHealthForTests, setHealthClock } from '../../../src/api/health';
import { noteTokenWanted, RENEW_SIGN_IN_MESSAGE, resetSignInStateForTests, markRenewNeeded, recordSignIn } from '../../../src/api/signInState';
import { resetChannelForTests } from '../../../src/core/channel';
import { resetSettingsForTests } from '../../../src/core/settings/store';
import { NOTICE_AREA_ID } from '../../../src/core/notice';
import type { ModuleContext } from '../../../src/core/module';
import { guarded } from '../../../src/core/guard';
import { loadCodeEntriesFromSource } from '../../helpers/codeEntries';

let now = Date.UTC(2026, 10, 23, 20, 0, 0);
let visit: AbortController;

function start(): void {
  visit = new AbortController();
  const signal = visit.signal;
  // A failure in a guarded callback fails the test (the router would report it).
  const guard: ModuleContext['guard'] = (callback) => guarded(callback, (error) => { throw error; }, signal);
  void showApiNotices({ signal, guard } as ModuleContext);
}

const notices = (id: string) => [...document.querySelectorAll<HTMLElement>(`#${NOTICE_AREA_ID} [data-notice="${id}"]`)];
const text = (id: string) => notices(id)[0]?.querySelector('.hoh-notice-text')?.textContent ?? '';
const clock = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

beforeEach(() => {
  loadCodeEntriesFromSource();
  resetChannelForTests();
  resetHealthForTests();
  resetSignInStateForTests();
  resetSettingsForTests();
  localStorage.clear();
  document.body.innerHTML = '';
  now = Date.UTC(2026, 10, 23, 20, 0, 0);
  setHealthClock({ now: () => now });
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  visit.abort();
  setHealthClock();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetChannelForTests();
});

describe('the API-down notice', () => {
  it('appears once per down period with the time of the next try, follows the window, and goes when the API is back', () => {
    start();
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(0);
    recordHealth('disabled');
    recordHealth('disabled');
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(1);
    expect(text(API_DOWN_NOTICE_ID)).toContain("AniList's API is not answering");
    expect(text(API_DOWN_NOTICE_ID)).toContain(`will try again at ${clock(now + 30_000)}`);
    expect(notices(API_DOWN_NOTICE_ID)[0].getAttribute('role')).toBe('status');

    now += 30_000;
    admit();
    expect(text(API_DOWN_NOTICE_ID)).toContain('is trying again now');
    recordHealth('serverError');
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(1);
    expect(text(API_DOWN_NOTICE_ID)).toContain(`will try again at ${clock(now + 60_000)}`);

    recordHealth('ok');
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(0);
    expect(document.getElementById(NOTICE_AREA_ID)).toBeNull();
  });

  it('stays closed for the rest of the period once closed, and comes back for the next one', () => {
    start();
    recordHealth('disabled');
    notices(API_DOWN_NOTICE_ID)[0].querySelector<HTMLButtonElement>('.hoh-notice-close')!.click();
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(0);
    now += 30_000;
    admit();
    recordHealth('disabled');
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(0);
    recordHealth('ok');
    recordHealth('disabled');
    expect(notices(API_DOWN_NOTICE_ID)).toHaveLength(1);
  });
});

describe('the sign-in renewal notice', () => {
  it('says nothing on a page where nothing needs the token, and speaks once where a module does, with a working sign-in', () => {
    markRenewNeeded();
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'https://anilist.co', href: 'https://anilist.co/notifications', assign });
    start();
    expect(notices(RENEW_NOTICE_ID)).toHaveLength(0);
    noteTokenWanted('notifications');
    expect(notices(RENEW_NOTICE_ID)).toHaveLength(1);
    expect(text(RENEW_NOTICE_ID)).toBe(RENEW_SIGN_IN_MESSAGE);
    const action = notices(RENEW_NOTICE_ID)[0].querySelector<HTMLButtonElement>('.hoh-notice-action')!;
    expect(action.textContent).toBe('Sign in again');
    action.click();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://anilist.co/api/v2/oauth/authorize?client_id=2751&response_type=token');
  });

  it('speaks as soon as the token is rejected while the page is open, and goes after a new sign-in', () => {
    start();
    markRenewNeeded();
    expect(notices(RENEW_NOTICE_ID)).toHaveLength(1);
    recordSignIn(3600);
    expect(notices(RENEW_NOTICE_ID)).toHaveLength(0);
  });
});
