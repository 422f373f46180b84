import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, type RouterDeps } from '../../../src/core/router';
import { defineModule, type ModuleContext, type ModuleDefinition, type SiteUser } from '../../../src/core/module';
import { pages } from '../../../src/core/pages';
import { every } from '../../../src/core/timers';
import { registeredModuleIds } from '../../../src/core/registeredModules';

interface Harness {
  router: ReturnType<typeof createRouter>;
  go(address: string): void;
  settings: Record<string, unknown>;
  changeSettings(patch: Record<string, unknown>): void;
  errors: [string, unknown][];
  pollStarted: number[];
  pollStopped: () => boolean;
}

function harness(modules: ModuleDefinition[], user: SiteUser | null = { name: 'Josh' }, extra: Partial<RouterDeps> = {}): Harness {
  let address = 'https://anilist.co/home';
  const settings: Record<string, unknown> = { accessToken: '' };
  const listeners = new Set<() => void>();
  const errors: [string, unknown][] = [];
  const pollStarted: number[] = [];
  let stopped = false;
  const deps: RouterDeps = {
    modules,
    getSettings: () => settings,
    subscribeSettings(listener, signal) {
      listeners.add(listener);
      signal?.addEventListener('abort', () => listeners.delete(listener));
    },
    getUser: () => user,
    currentUrl: () => address,
    startPoll(_tick, ms) {
      pollStarted.push(ms);
      return () => {
        stopped = true;
      };
    },
    reportError: (id, error) => errors.push([id, error]),
    ...extra,
  };
  const router = createRouter(deps);
  return {
    router,
    settings,
    errors,
    pollStarted,
    pollStopped: () => stopped,
    go(next) {
      address = next;
      router.check();
    },
    changeSettings(patch) {
      Object.assign(settings, patch);
      for (const listener of listeners) listener();
    },
  };
}

/** A module that records each visit it gets. */
function recorder(id: string, options: Partial<ModuleDefinition> = {}) {
  const visits: ModuleContext[] = [];
  const module = defineModule({
    id,
    pages: [],
    needs: 'none',
    ...options,
    run(ctx) {
      visits.push(ctx);
    },
  });
  return { module, visits };
}

let active: Harness | null = null;
afterEach(() => {
  active?.router.stop();
  active = null;
});

describe('router', () => {
  it('polls the address every 200 ms and routes the first address at start', () => {
    const a = recorder('a', { alwaysOn: true });
    const h = (active = harness([a.module]));
    h.router.start();
    expect(h.pollStarted).toEqual([200]);
    expect(a.visits).toHaveLength(1);
    expect(a.visits[0].url.href).toBe('https://anilist.co/home');
  });

  it('runs only modules whose pages match, with the matching detector name and params', () => {
    const list = recorder('comparissionPage', { pages: [pages.userListCompare] });
    const home = recorder('homeThing', { pages: [pages.home] });
    const h = (active = harness([list.module, home.module]));
    h.settings.comparissionPage = true;
    h.settings.homeThing = true;
    h.router.start();
    expect(home.visits).toHaveLength(1);
    expect(list.visits).toHaveLength(0);
    h.go('https://anilist.co/user/Josh/animelist/compare?users=a*,b');
    expect(list.visits).toHaveLength(1);
    expect(list.visits[0].page).toBe('userListCompare');
    expect(list.visits[0].params).toMatchObject({ user: 'Josh', type: 'anime' });
    expect(home.visits[0].signal.aborted).toBe(true);
  });

  it('does nothing when the address has not changed', () => {
    const a = recorder('a', { alwaysOn: true });
    const h = (active = harness([a.module]));
    h.router.start();
    h.router.check();
    h.router.check();
    expect(a.visits).toHaveLength(1);
  });

  it('keeps an always-on module without pages running across every address change, hash changes included', () => {
    const a = recorder('a', { alwaysOn: true });
    const h = (active = harness([a.module]));
    h.router.start();
    h.go('https://anilist.co/user/Josh/social');
    h.go('https://anilist.co/user/Josh/social#my-threads');
    h.go('https://anilist.co/notifications');
    expect(a.visits).toHaveLength(1);
    expect(a.visits[0].signal.aborted).toBe(false);
  });

  it('keeps a page module running while the same detector matches with equal params', () => {
    const user = recorder('userThing', { pages: [pages.user], alwaysOn: true });
    const h = (active = harness([user.module]));
    h.go('https://anilist.co/user/Josh/');
    h.router.start();
    h.go('https://anilist.co/user/Josh/#top');
    expect(user.visits).toHaveLength(1);
    expect(user.visits[0].signal.aborted).toBe(false);
  });

  it('keeps a page module through hash and query rewrites, restarts it when its params change, ends it when nothing matches', () => {
    const compare = recorder('compareThing', { pages: [pages.userListCompare], alwaysOn: true });
    const h = (active = harness([compare.module]));
    h.go('https://anilist.co/user/Josh/animelist/compare?users=a');
    h.router.start();
    h.go('https://anilist.co/user/Josh/animelist/compare?users=a#x');
    // The compare module rewrites its own query (users=, sort=…): that is not a new visit.
    h.go('https://anilist.co/user/Josh/animelist/compare?users=a,b&sort=title');
    expect(compare.visits).toHaveLength(1);
    expect(compare.visits[0].signal.aborted).toBe(false);
    h.go('https://anilist.co/user/Mary/animelist/compare?users=a,b');
    expect(compare.visits).toHaveLength(2);
    expect(compare.visits[0].signal.aborted).toBe(true);
    expect(compare.visits[1].params).toEqual({ user: 'Mary', type: 'anime' });
    h.go('https://anilist.co/user/Mary/mangalist/compare?users=a,b');
    expect(compare.visits).toHaveLength(3);
    expect(compare.visits[1].signal.aborted).toBe(true);
    h.go('https://anilist.co/home');
    expect(compare.visits[2].signal.aborted).toBe(true);
    expect(h.router.listActive().modules).toEqual([]);
  });

  it('restarts a module when a different detector of its own matches', () => {
    const both = recorder('both', { pages: [pages.home, pages.settingsApps], alwaysOn: true });
    const h = (active = harness([both.module]));
    h.router.start();
    h.go('https://anilist.co/settings/apps');
    expect(both.visits.map((visit) => visit.page)).toEqual(['home', 'settingsApps']);
    expect(both.visits[0].signal.aborted).toBe(true);
  });

  it('ends a running module when what it needs goes away', () => {
    const token = recorder('tokenThing', { needs: 'token', alwaysOn: true });
    const h = (active = harness([token.module]));
    h.settings.accessToken = 'abc';
    h.router.start();
    expect(token.visits).toHaveLength(1);
    h.changeSettings({ accessToken: '' });
    expect(token.visits[0].signal.aborted).toBe(true);
    h.go('https://anilist.co/notifications');
    expect(token.visits).toHaveLength(1);
  });

  it('skips modules whose setting is off; always-on modules skip the check', () => {
    const off = recorder('notifications');
    const on = recorder('socialTab');
    const always = recorder('linkCleanup', { alwaysOn: true });
    const h = (active = harness([off.module, on.module, always.module]));
    h.settings.notifications = false;
    h.settings.socialTab = true;
    h.router.start();
    expect([off.visits.length, on.visits.length, always.visits.length]).toEqual([0, 1, 1]);
  });

  it('checks needs: siteLogin needs a site user, token needs an access token', () => {
    const site = recorder('site', { needs: 'siteLogin', alwaysOn: true });
    const token = recorder('token', { needs: 'token', alwaysOn: true });
    const anonymous = (active = harness([site.module, token.module], null));
    anonymous.router.start();
    expect([site.visits.length, token.visits.length]).toEqual([0, 0]);
    anonymous.changeSettings({ accessToken: 'abc' });
    expect(token.visits).toHaveLength(1);
    anonymous.router.stop();

    const signedIn = (active = harness([site.module]));
    signedIn.router.start();
    expect(site.visits).toHaveLength(1);
    expect(site.visits[0].user).toEqual({ name: 'Josh' });
  });

  it('says when a matching, switched-on module could not run for what it needs, and only then', () => {
    const token = recorder('notifications', { needs: 'token', pages: [pages.notifications] });
    const unmet: string[] = [];
    const h = (active = harness([token.module], null, { onNeedUnmet: (module) => unmet.push(module.id) }));
    h.settings.notifications = true;
    h.router.start();
    expect(unmet).toEqual([]); // /home: the module does not match
    h.go('https://anilist.co/notifications');
    expect(unmet).toEqual(['notifications']);
    expect(token.visits).toHaveLength(0);
    h.changeSettings({ notifications: false });
    expect(unmet).toEqual(['notifications']); // switched off: nothing to say
    h.changeSettings({ notifications: true, accessToken: 'abc' });
    expect(token.visits).toHaveLength(1);
    expect(unmet).toEqual(['notifications']);
  });

  it('starts and stops a module when its setting changes, leaving the others alone', () => {
    const a = recorder('socialTab');
    const b = recorder('forumComments');
    const h = (active = harness([a.module, b.module]));
    h.settings.socialTab = false;
    h.settings.forumComments = true;
    h.router.start();
    h.changeSettings({ socialTab: true });
    expect(a.visits).toHaveLength(1);
    expect(b.visits).toHaveLength(1);
    h.changeSettings({ socialTab: false });
    expect(a.visits[0].signal.aborted).toBe(true);
    expect(b.visits[0].signal.aborted).toBe(false);
    expect(h.router.listActive().modules).toEqual(['forumComments']);
  });

  it('catches a throwing module, reports its id, releases its signal and still runs the others', () => {
    let failedSignal: AbortSignal | null = null;
    const broken = defineModule({
      id: 'broken',
      pages: [],
      needs: 'none',
      alwaysOn: true,
      run({ signal }) {
        failedSignal = signal;
        throw new Error('boom');
      },
    });
    const after = recorder('after', { alwaysOn: true });
    const h = (active = harness([broken, after.module]));
    h.router.start();
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0][0]).toBe('broken');
    expect((h.errors[0][1] as Error).message).toBe('boom');
    expect(failedSignal!.aborted).toBe(true);
    expect(after.visits).toHaveLength(1);
    expect(h.router.listActive().modules).toEqual(['after']);
  });

  it('keeps a failed module stopped while its match holds; another page or switching it off and on restarts it', () => {
    let runs = 0;
    const broken = defineModule({
      id: 'fragile',
      pages: [pages.home],
      needs: 'none',
      run() {
        runs += 1;
        throw new Error('broke');
      },
    });
    const h = (active = harness([broken]));
    h.changeSettings({ fragile: true });
    h.router.start();
    expect(runs).toBe(1);
    // Same match: an unrelated setting, a hash, a query. The broken code is not run again.
    h.changeSettings({ MALscore: true });
    h.go('https://anilist.co/home#top');
    h.go('https://anilist.co/home?x=1');
    expect(runs).toBe(1);
    expect(h.errors).toHaveLength(1);
    // Off and on again: a deliberate restart.
    h.changeSettings({ fragile: false });
    h.changeSettings({ fragile: true });
    expect(runs).toBe(2);
    // Another page and back: a new visit.
    h.go('https://anilist.co/notifications');
    h.go('https://anilist.co/home');
    expect(runs).toBe(3);
    expect(h.errors).toHaveLength(3);
  });

  it('reports a rejected async run, but not a rejection caused by navigating away', async () => {
    let reject: (error: Error) => void = () => {};
    const slow = defineModule({
      id: 'slow',
      pages: [pages.home],
      needs: 'none',
      alwaysOn: true,
      run: () => new Promise<void>((_resolve, fail) => (reject = fail)),
    });
    const h = (active = harness([slow]));
    h.router.start();
    reject(new Error('network down'));
    await Promise.resolve();
    await Promise.resolve();
    expect(h.errors.map(([id]) => id)).toEqual(['slow']);

    // A failed visit is over; coming back to the page starts a new one, and leaving aborts it.
    h.go('https://anilist.co/notifications');
    h.go('https://anilist.co/home');
    const rejectAfterLeaving = reject;
    h.go('https://anilist.co/reviews');
    rejectAfterLeaving(new Error('aborted'));
    await Promise.resolve();
    await Promise.resolve();
    expect(h.errors).toHaveLength(1);
  });

  it('stop() ends every visit, the poll and the settings subscription; nothing is left behind', () => {
    vi.useFakeTimers();
    try {
      const ticking = defineModule({
        id: 'ticking',
        pages: [],
        needs: 'none',
        alwaysOn: true,
        run({ signal }) {
          every(1000, () => {}, signal);
        },
      });
      const toggled = recorder('socialTab');
      const h = (active = harness([ticking, toggled.module]));
      h.router.start();
      expect(h.router.listActive()).toMatchObject({ modules: ['ticking'], timers: 1 });
      h.router.stop();
      expect(h.pollStopped()).toBe(true);
      expect(h.router.listActive()).toEqual({ modules: [], timers: 0, observers: 0, roots: 0 });
      h.changeSettings({ socialTab: true });
      expect(toggled.visits).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('registered modules', () => {
  it('are announced by the router, for the settings page to offer their switches', () => {
    harness([recorder('MALscore', { pages: [pages.home] }).module, recorder('linkCleanup', { alwaysOn: true }).module]);
    expect([...registeredModuleIds()].sort()).toEqual(['MALscore', 'linkCleanup']);
  });
});
