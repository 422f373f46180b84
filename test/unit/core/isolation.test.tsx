// @vitest-environment jsdom
/**
 * One broken module never breaks the others: fake modules in a real router, each failing in one
 * way (render, React event handler, listener, timer, observer, async run), next to a healthy one.
 */
import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveDomCounts } from '../../../src/core/dom';
import { mount } from '../../../src/ui/mount';
import { clearFailures, listFailures } from '../../../src/core/failures';
import { defineModule, type ModuleContext, type ModuleDefinition } from '../../../src/core/module';
import { pages } from '../../../src/core/pages';
import { createRouter, type FailurePlace, type Router } from '../../../src/core/router';
import { settingsStore } from '../../../src/core/settings/store';
import { SCRIPT_VERSION } from '../../../src/core/startup';
import { liveTimerCount } from '../../../src/core/timers';

const TOKEN = 'secret-token-0123456789';

interface Reported {
  id: string;
  error: unknown;
  where: FailurePlace;
}

let router: Router | null = null;
let reported: Reported[] = [];

function start(modules: ModuleDefinition[], options: { ownReporter?: boolean; address?: string } = {}): Router {
  const settings: Record<string, unknown> = { accessToken: TOKEN };
  for (const module of modules) settings[module.id] = true;
  router = createRouter({
    modules,
    getSettings: () => settings,
    subscribeSettings: () => undefined,
    getUser: () => null,
    currentUrl: () => options.address ?? 'https://anilist.co/home',
    startPoll: () => () => undefined,
    ...(options.ownReporter === false ? {} : { reportError: (id: string, error: unknown, where: FailurePlace) => reported.push({ id, error, where }) }),
  });
  router.start();
  return router;
}

/** A module that puts its own container in the page and hands its context to the test. */
function moduleWith(id: string, run: (ctx: ModuleContext, container: HTMLElement) => void): { module: ModuleDefinition; ctx(): ModuleContext } {
  let seen: ModuleContext | null = null;
  const module = defineModule({
    id,
    pages: [],
    needs: 'none',
    run(ctx) {
      seen = ctx;
      const container = document.createElement('div');
      container.id = id;
      document.body.append(container);
      ctx.signal.addEventListener('abort', () => container.remove());
      run(ctx, container);
    },
  });
  return { module, ctx: () => seen! };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

/** A healthy module with a React counter: it must keep working whatever the others do. */
function healthy() {
  return moduleWith('healthy', (ctx, container) => mount(<Counter />, container, ctx.signal));
}

async function expectHealthyStillWorks(): Promise<void> {
  const button = document.querySelector('#healthy button') as HTMLButtonElement;
  const before = Number(/\d+/.exec(button.textContent ?? '')![0]);
  await act(async () => fireEvent.click(button));
  expect(button.textContent).toBe(`clicked ${before + 1}`);
  expect(router!.listActive().modules).toContain('healthy');
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reported = [];
  clearFailures();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  router?.stop();
  router = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('one broken module never breaks the others', () => {
  it('a render error: caught by the mount boundary, reported once, the module stopped and unmounted', async () => {
    function Broken(): never {
      throw new Error('render broke');
    }
    const ok = healthy();
    const broken = moduleWith('renders', (ctx, container) => mount(<Broken />, container, ctx.signal));
    start([ok.module, broken.module]);
    await settle();
    await settle();

    expect(reported.map(({ id, error }) => [id, (error as Error).message])).toEqual([['renders', 'render broke']]);
    expect(reported[0].where).toEqual({ page: 'any', path: '/home' });
    expect(broken.ctx().signal.aborted).toBe(true);
    expect(document.getElementById('renders')).toBeNull();
    expect(liveDomCounts().roots).toBe(1);
    expect(router!.listActive().modules).toEqual(['healthy']);
    // React's own report of a caught error is replaced by ours: nothing else is logged.
    expect(consoleError).not.toHaveBeenCalled();
    await expectHealthyStillWorks();
  });

  it('an error in a React event handler: attributed to its module, the browser report cancelled', async () => {
    const ok = healthy();
    let clicks = 0;
    const broken = moduleWith('clicks', (ctx, container) =>
      mount(
        <button
          type="button"
          onClick={() => {
            clicks += 1;
            throw new Error('handler broke');
          }}
        >
          break
        </button>, container, ctx.signal),
    );
    start([ok.module, broken.module]);
    await settle();
    const windowErrors: ErrorEvent[] = [];
    const seeWindowError = (event: ErrorEvent) => windowErrors.push(event);
    window.addEventListener('error', seeWindowError);

    await act(async () => fireEvent.click(document.querySelector('#clicks button')!));
    await settle();
    window.removeEventListener('error', seeWindowError);

    expect(clicks).toBe(1);
    expect(reported.map(({ id, error }) => [id, (error as Error).message])).toEqual([['clicks', 'handler broke']]);
    expect(broken.ctx().signal.aborted).toBe(true);
    expect(document.getElementById('clicks')).toBeNull();
    // The error did reach the window (React reports it there), with its default report cancelled.
    expect(windowErrors).toHaveLength(1);
    expect(windowErrors[0].defaultPrevented).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    await expectHealthyStillWorks();
  });

  it("a second module's handler error is that module's, not the one that failed first", async () => {
    const broken = moduleWith('first', (ctx, container) =>
      mount(<button type="button" onClick={() => { throw new Error('first'); }}>x</button>, container, ctx.signal),
    );
    const later = moduleWith('second', (ctx, container) =>
      mount(<button type="button" onClick={() => { throw new Error('second'); }}>y</button>, container, ctx.signal),
    );
    start([broken.module, later.module]);
    await settle();
    await act(async () => fireEvent.click(document.querySelector('#first button')!));
    await settle();
    await act(async () => fireEvent.click(document.querySelector('#second button')!));
    await settle();
    expect(reported.map(({ id, error }) => [id, (error as Error).message])).toEqual([
      ['first', 'first'],
      ['second', 'second'],
    ]);
  });

  it('an error in a listener, a timer or an observer: reported once, everything of that module released', async () => {
    vi.useFakeTimers();
    let ticks = 0;
    const ticker = moduleWith('ticker', (ctx) => ctx.setInterval(() => (ticks += 1), 100));
    const listener = moduleWith('listener', (ctx) => {
      ctx.setInterval(() => undefined, 100);
      ctx.listen(document, 'keydown', () => {
        throw new Error('listener broke');
      });
    });
    const timer = moduleWith('timer', (ctx) =>
      ctx.setTimeout(() => {
        throw new Error('timer broke');
      }, 150),
    );
    const observer = moduleWith('observer', (ctx, container) =>
      ctx.observe(container, { childList: true }, () => {
        throw new Error('observer broke');
      }),
    );
    start([ticker.module, listener.module, timer.module, observer.module]);
    expect(liveTimerCount()).toBe(3);
    expect(liveDomCounts().observers).toBe(1);

    document.dispatchEvent(new KeyboardEvent('keydown'));
    document.dispatchEvent(new KeyboardEvent('keydown'));
    document.getElementById('observer')!.append(document.createElement('i'));
    await vi.advanceTimersByTimeAsync(300);

    expect(reported.map(({ id, error }) => [id, (error as Error).message]).sort()).toEqual([
      ['listener', 'listener broke'],
      ['observer', 'observer broke'],
      ['timer', 'timer broke'],
    ]);
    expect(router!.listActive().modules).toEqual(['ticker']);
    // Only the healthy ticker's interval is left; the failed modules' observer is gone too.
    expect(liveTimerCount()).toBe(1);
    expect(liveDomCounts().observers).toBe(0);
    expect(ticks).toBe(3);
    await vi.advanceTimersByTimeAsync(200);
    expect(ticks).toBe(5);
  });

  describe('a settings subscription (ctx.onSettingsChange)', () => {
    /** The store's live subscriptions, counted through its subscribe. */
    let subscribed = 0;
    let before: ReturnType<typeof settingsStore.getState>;
    beforeEach(() => {
      before = settingsStore.getState();
      settingsStore.setState({ tweets: false });
      subscribed = 0;
      const subscribe = settingsStore.subscribe;
      vi.spyOn(settingsStore, 'subscribe').mockImplementation((listener) => {
        subscribed += 1;
        const unsubscribe = subscribe(listener);
        return () => {
          subscribed -= 1;
          unsubscribe();
        };
      });
    });
    afterEach(() => settingsStore.setState(before, true));

    it('gets (next, previous) on each change, is released on abort and never called after it', () => {
      const calls: [boolean, boolean][] = [];
      const follower = moduleWith('follower', (ctx) => ctx.onSettingsChange((next, previous) => calls.push([next.tweets, previous.tweets])));
      start([follower.module]);
      expect(subscribed).toBe(1);
      settingsStore.setState({ tweets: true });
      expect(calls).toEqual([[true, false]]);

      router!.stop();
      expect(follower.ctx().signal.aborted).toBe(true);
      expect(subscribed).toBe(0);
      settingsStore.setState({ tweets: false });
      expect(calls).toEqual([[true, false]]);
      // Subscribing on a visit that is already over registers nothing.
      follower.ctx().onSettingsChange(() => calls.push([false, false]));
      expect(subscribed).toBe(0);
      settingsStore.setState({ tweets: true });
      expect(calls).toEqual([[true, false]]);
    });

    it('an exception in the listener: reported once naming the module, its signal aborted, the others go on', async () => {
      const ok = healthy();
      let calls = 0;
      const broken = moduleWith('settingsFollower', (ctx) =>
        ctx.onSettingsChange(() => {
          calls += 1;
          throw new Error('settings listener broke');
        }),
      );
      start([ok.module, broken.module]);
      await settle();
      settingsStore.setState({ tweets: true });
      settingsStore.setState({ tweets: false });

      expect(calls).toBe(1);
      expect(reported.map(({ id, error, where }) => [id, (error as Error).message, where.page])).toEqual([['settingsFollower', 'settings listener broke', 'any']]);
      expect(broken.ctx().signal.aborted).toBe(true);
      expect(subscribed).toBe(0);
      expect(router!.listActive().modules).toEqual(['healthy']);
      await expectHealthyStillWorks();
    });
  });

  it('a guarded callback that rejects, and a run that rejects after its first await', async () => {
    const guardedModule = moduleWith('guarded', (ctx) => {
      void Promise.resolve().then(ctx.guard(async () => {
        throw new Error('async callback broke');
      }));
    });
    const asyncRun = defineModule({
      id: 'asyncRun',
      pages: [pages.settingsApps],
      needs: 'none',
      async run() {
        await Promise.resolve();
        throw new Error('run broke');
      },
    });
    start([guardedModule.module, asyncRun], { address: 'https://anilist.co/settings/apps?x=1#tab' });
    await settle();
    expect(reported.map(({ id, error, where }) => [id, (error as Error).message, where.page, where.path]).sort()).toEqual([
      ['asyncRun', 'run broke', 'settingsApps', '/settings/apps'],
      ['guarded', 'async callback broke', 'any', '/settings/apps'],
    ]);
  });

  it('by default: recorded for the settings page and logged as one group with a report link, no token in it', async () => {
    const groups: unknown[][] = [];
    const logs: unknown[][] = [];
    vi.spyOn(console, 'groupCollapsed').mockImplementation((...args: unknown[]) => void groups.push(args));
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args));
    vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined);
    const broken = moduleWith('leaky', (ctx) =>
      ctx.setTimeout(() => {
        throw new Error(`request with ${TOKEN} failed`);
      }, 0),
    );
    start([healthy().module, broken.module], { ownReporter: false, address: 'https://anilist.co/user/Aoi/animelist/compare?users=Aoi' });
    await settle();
    await settle();

    expect(groups).toEqual([
      [`Automail ${SCRIPT_VERSION}: module "leaky" failed on any (/user/Aoi/animelist/compare) and is stopped until the page changes`],
    ]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const link = String(logs.find((args) => String(args[0]).startsWith('Report it: '))![0]).slice('Report it: '.length);
    const body = new URL(link).searchParams.get('body') ?? '';
    expect(body).toContain('Module: leaky');
    expect(body).toContain(`Script version: ${SCRIPT_VERSION}`);
    expect(decodeURIComponent(link)).not.toContain(TOKEN);
    expect(listFailures()).toEqual([
      { moduleId: 'leaky', page: 'any', path: '/user/Aoi/animelist/compare', message: `request with ${TOKEN} failed`, time: expect.any(Number) },
    ]);
    await expectHealthyStillWorks();
  });
});
