// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAD_LINK_TARGET, cleanLinks, LINK_CLEANUP_MS } from '../../../src/modules/linkCleanup/start';
import { manifest as linkCleanupManifest } from '../../../src/modules/linkCleanup/manifest';
import { AD_REMOVAL_MS, removeAds } from '../../../src/modules/adRemoval/start';
import { manifest as adRemovalManifest } from '../../../src/modules/adRemoval/manifest';
import { RELATIVE_TIME_REFRESH_MS } from '../../../src/modules/relativeTimes/start';
import { manifest as relativeTimesManifest } from '../../../src/modules/relativeTimes/manifest';
import { EDIT_GUARD_MESSAGE, guardUnload } from '../../../src/modules/editGuard/start';
import { manifest as editGuardManifest } from '../../../src/modules/editGuard/manifest';
import { featureModule } from '../../../src/core/lazyModule';

// The jobs as the router runs them: the code each manifest hands the start.
const linkCleanup = featureModule(linkCleanupManifest)!;
const adRemoval = featureModule(adRemovalManifest)!;
const relativeTimes = featureModule(relativeTimesManifest)!;
const editGuard = featureModule(editGuardManifest)!;
import { createLiveTime } from '../../../src/core/liveTime';
import { BAD_LINK_TEXT } from '../../../src/lib/linkHosts';
import { liveTimerCount } from '../../../src/core/timers';
import type { ModuleDefinition } from '../../../src/core/module';
import { createModuleContext } from '../../../src/core/context';
import { pages } from '../../../src/core/pages';

// Labels whose hash collides with an entry of src/data/blocked-link-host-hashes.json (found by
// search), so the test exercises the real table without naming a real blocked host.
const BLOCKED_LABEL = 'pialjpsj';

function visit(module: ModuleDefinition, address = 'https://anilist.co/home') {
  const controller = new AbortController();
  const url = new URL(address);
  const ctx = createModuleContext({ url, params: {}, page: 'any', user: null, signal: controller.signal });
  void module.run(ctx);
  return controller;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('link cleanup', () => {
  it('replaces a new-tab link to a blocked host with the forum thread 14 link and the mock text', () => {
    document.body.innerHTML = `<p><a id="bad" target="_blank" href="https://www.${BLOCKED_LABEL}.com/x">click</a>
      <a id="ok" target="_blank" href="https://example.com/">fine</a>
      <a id="same-tab" href="https://${BLOCKED_LABEL}.net/">same tab</a></p>`;
    expect(cleanLinks(document)).toBe(1);
    expect(document.getElementById('bad')).toBeNull();
    const replaced = [...document.querySelectorAll('a')].find((a) => a.textContent === BAD_LINK_TEXT)!;
    expect(replaced.href).toBe('https://anilist.co/forum/thread/14');
    expect(replaced.getAttribute('href')).toBe(BAD_LINK_TARGET);
    expect(replaced.target).toBe('');
    expect(document.getElementById('ok')).not.toBeNull();
    expect(document.getElementById('same-tab')).not.toBeNull();
  });

  it('also checks rel="noopener noreferrer" links and ignores unparsable hrefs', () => {
    document.body.innerHTML = `<a rel="noopener noreferrer" href="http://fhnudvjh.org">a</a><a target="_blank" href="http://[bad">b</a>`;
    expect(cleanLinks(document)).toBe(1);
    expect(document.body.textContent).toContain(BAD_LINK_TEXT);
  });

  it('the module repeats every 2 s until its visit ends', () => {
    vi.useFakeTimers();
    try {
      expect(LINK_CLEANUP_MS).toBe(2000);
      const controller = visit(linkCleanup);
      document.body.innerHTML = `<a target="_blank" href="https://${BLOCKED_LABEL}.com">late</a>`;
      vi.advanceTimersByTime(LINK_CLEANUP_MS);
      expect(document.body.textContent).toBe(BAD_LINK_TEXT);
      controller.abort();
      document.body.innerHTML = `<a target="_blank" href="https://${BLOCKED_LABEL}.com">after</a>`;
      vi.advanceTimersByTime(LINK_CLEANUP_MS * 2);
      expect(document.body.textContent).toBe('after');
      expect(liveTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ad removal', () => {
  it('removes ad wrappers at once and every 2 s', () => {
    vi.useFakeTimers();
    try {
      expect(AD_REMOVAL_MS).toBe(2000);
      document.body.innerHTML = '<div class="sense-wrap">ad</div><div class="keep">content</div>';
      const controller = visit(adRemoval);
      expect(document.querySelector('.sense-wrap')).toBeNull();
      document.body.insertAdjacentHTML('beforeend', '<div class="sense-wrap">ad 2</div>');
      vi.advanceTimersByTime(AD_REMOVAL_MS);
      expect(document.querySelector('.sense-wrap')).toBeNull();
      expect(document.querySelector('.keep')).not.toBeNull();
      controller.abort();
      expect(liveTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removeAds leaves other elements', () => {
    document.body.innerHTML = '<section><div class="sense-wrap"></div><p>text</p></section>';
    removeAds(document);
    expect(document.body.innerHTML).toBe('<section><p>text</p></section>');
  });
});

describe('relative times', () => {
  it('refreshes live times every 60 s while the visit lasts', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(Date.UTC(2024, 0, 1));
      expect(RELATIVE_TIME_REFRESH_MS).toBe(60_000);
      const element = createLiveTime(document, Date.now());
      document.body.append(element);
      const controller = visit(relativeTimes);
      vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 3);
      expect(element.textContent).toBe('3 minutes ago');
      controller.abort();
      vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 3);
      expect(element.textContent).toBe('3 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('edit guard', () => {
  it('runs on /edit pages only', () => {
    expect(editGuard.pages).toEqual([pages.edit]);
  });

  it('intercepts unload with the spec text while on the page, and stops after leaving', () => {
    const controller = visit(editGuard, 'https://anilist.co/edit/anime/1');
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(EDIT_GUARD_MESSAGE).toBe('Page refresh has been intercepted to avoid an accidental loss of work');
    controller.abort();
    const later = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('guardUnload returns the message', () => {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    expect(guardUnload(event)).toBe(EDIT_GUARD_MESSAGE);
  });
});

beforeEach(() => {
  vi.useRealTimers();
});
