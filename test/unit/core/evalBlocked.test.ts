// @vitest-environment jsdom
/**
 * A page that blocks eval (core/evalBlocked.ts): the probe runs once, and the router's default
 * report turns every module stopped by it into one console group and one notice for the page
 * load, where other failures are still reported one by one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVAL_BLOCKED_TEXT, EvalBlockedError, evalAllowed, requireEval, resetEvalBlocked } from '../../../src/core/evalBlocked';
import { clearFailures, listFailures } from '../../../src/core/failures';
import { defineModule } from '../../../src/core/module';
import { createRouter } from '../../../src/core/router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetEvalBlocked();
  clearFailures();
  document.body.replaceChildren();
});

/** A page whose policy refuses code from strings, counting the attempts. */
function blockEval(): { attempts: () => number } {
  let attempts = 0;
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct() {
        attempts += 1;
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    }),
  );
  return { attempts: () => attempts };
}

function routerWith(failures: Record<string, () => void>) {
  const modules = Object.entries(failures).map(([id, run]) => defineModule({ id, pages: [], needs: 'none', alwaysOn: true, run }));
  return createRouter({
    modules,
    getSettings: () => ({ accessToken: '' }),
    subscribeSettings: () => undefined,
    getUser: () => null,
    currentUrl: () => 'https://anilist.co/home',
    startPoll: () => () => undefined,
  });
}

describe('a page that blocks eval', () => {
  it('is probed once, however often it is asked', () => {
    const page = blockEval();
    expect(evalAllowed()).toBe(false);
    expect(evalAllowed()).toBe(false);
    expect(() => requireEval('the code of a.js')).toThrow(EvalBlockedError);
    expect(page.attempts()).toBe(1);
  });

  it('allows eval where the page does', () => {
    expect(evalAllowed()).toBe(true);
    expect(() => requireEval('the code of a.js')).not.toThrow();
  });

  it('is reported once for the page load: one console group, one notice, no failures recorded', () => {
    blockEval();
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined);
    const stopped = () => requireEval('the code of a chunk');
    const router = routerWith({ first: stopped, second: stopped, third: stopped });
    router.start();
    expect(group).toHaveBeenCalledTimes(1);
    expect(String(group.mock.calls[0][0])).toMatch(/this page's security policy blocks eval.*"first"/);
    expect([...document.querySelectorAll('.hoh-notice-text')].map((node) => node.textContent)).toEqual([EVAL_BLOCKED_TEXT]);
    expect(listFailures()).toEqual([]);
    router.stop();
  });

  it('still reports any other failure per module', () => {
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined);
    const broken = () => {
      throw new Error('broken');
    };
    const router = routerWith({ first: broken, second: broken });
    router.start();
    expect(group).toHaveBeenCalledTimes(2);
    expect(listFailures().map((failure) => failure.moduleId)).toEqual(['first', 'second']);
    expect(document.querySelector('.hoh-notice')).toBeNull();
    router.stop();
  });
});
