// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModuleContext } from '../../../../src/core/context';
import type { ModuleContext } from '../../../../src/core/module';
import { pages } from '../../../../src/core/pages';
import { strings } from '../../../../src/modules/comparissionPage/strings';
import { createFakeSession, entry, list } from './fakeSession';

const opened = vi.hoisted(() => ({ calls: [] as unknown[][], session: null as unknown }));

vi.mock('../../../../src/workers/client', () => ({
  openCompareSession: vi.fn(async (...args: unknown[]) => {
    opened.calls.push(args);
    return opened.session;
  }),
}));

const { default: comparePage, SWITCH_STYLE_ID } = await import('../../../../src/modules/comparissionPage/index');

function context(controller: AbortController, path = '/user/Bob/animelist/compare?users=Alice,Bob'): ModuleContext {
  const url = new URL(`https://anilist.co${path}`);
  return createModuleContext({
    url,
    params: pages.userListCompare.match(url)!,
    page: 'userListCompare',
    user: { name: 'Alice' },
    signal: controller.signal,
  });
}

function lists() {
  return {
    alice: list('Alice', [entry(1, 'Cowboy Bebop', 90)]),
    bob: list('Bob', [entry(1, 'Cowboy Bebop', 80), entry(2, 'Akira', 60)]),
  };
}

describe('comparissionPage module', () => {
  let fake: ReturnType<typeof createFakeSession>;

  beforeEach(() => {
    document.body.innerHTML = '<div class="content"><div class="medialist table POINT_100"><div class="lists"></div></div></div>';
    history.replaceState(null, '', '/user/Bob/animelist/compare?users=Alice,Bob');
    fake = createFakeSession({ lists: lists() });
    opened.session = fake.session;
    opened.calls.length = 0;
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the comparissionPage module on the compare pages (and profiles, for the Compatibility button), for anonymous visitors too', () => {
    expect(comparePage.id).toBe('comparissionPage');
    expect(comparePage.needs).toBe('none');
    expect(comparePage.pages).toEqual([pages.userListCompare, pages.user]);
  });

  it('hides the native block, adds div.hohCompare beside it and switches between the two', async () => {
    const controller = new AbortController();
    await act(async () => comparePage.run(context(controller)));
    const native = document.querySelector<HTMLElement>('.medialist')!;
    const box = document.querySelector<HTMLElement>('div.hohCompare')!;
    const toggle = document.querySelector<HTMLButtonElement>('button.hohCompareSwitch')!;
    expect(native.style.display).toBe('none');
    expect(native.nextElementSibling?.classList.contains('hohCompareWrap')).toBe(true);
    expect(native.nextElementSibling?.firstElementChild).toBe(toggle);
    expect(toggle.nextElementSibling).toBe(box);
    // The switch is a real button in AniList's button style, and its style comes with it (in <head>).
    expect(toggle.className).toBe('hohCompareSwitch');
    expect(toggle.type).toBe('button');
    expect(document.head.querySelector(`style#${SWITCH_STYLE_ID}`)?.textContent).toContain('.hohCompareSwitch');
    expect(toggle.textContent).toBe(strings.showDefaultCompare);
    await waitFor(() => expect(box.querySelectorAll('thead th[data-user]').length).toBe(2));

    toggle.click();
    expect(native.style.display).toBe('');
    expect(box.hidden).toBe(true);
    expect(toggle.textContent).toBe(strings.showHohCompare);
    toggle.click();
    expect(native.style.display).toBe('none');
    expect(box.hidden).toBe(false);
    expect(toggle.textContent).toBe(strings.showDefaultCompare);

    expect(opened.calls[0][0]).toMatchObject({ type: 'ANIME' });
    controller.abort();
    expect(document.querySelector('.hohCompare')).toBeNull();
    expect(document.querySelector('.hohCompareSwitch')).toBeNull();
    expect(native.style.display).toBe('');
    expect(fake.session.close).toHaveBeenCalledTimes(1);
  });

  it("prefers AniList's .compare block when there is one", async () => {
    document.body.innerHTML = '<div class="content"><div class="medialist"></div><div class="compare"></div></div>';
    const controller = new AbortController();
    await act(async () => comparePage.run(context(controller)));
    expect(document.querySelector<HTMLElement>('.compare')!.style.display).toBe('none');
    expect(document.querySelector<HTMLElement>('.medialist')!.style.display).toBe('');
    expect(document.querySelector('.compare')!.nextElementSibling?.firstElementChild?.classList.contains('hohCompareSwitch')).toBe(true);
    controller.abort();
  });

  it('opens a manga session on the manga compare page', async () => {
    history.replaceState(null, '', '/user/Bob/mangalist/compare?users=Alice');
    const controller = new AbortController();
    await act(async () => comparePage.run(context(controller, '/user/Bob/mangalist/compare?users=Alice')));
    expect(opened.calls[0][0]).toMatchObject({ type: 'MANGA' });
    controller.abort();
  });

  it('puts the same box back when AniList re-renders the list area', async () => {
    const controller = new AbortController();
    await act(async () => comparePage.run(context(controller)));
    const box = document.querySelector<HTMLElement>('div.hohCompare')!;
    await waitFor(() => expect(box.querySelectorAll('thead th[data-user]').length).toBe(2));
    // Vue replaces the whole content with a fresh list block.
    await act(async () => {
      document.querySelector('.content')!.innerHTML = '<div class="medialist table"><div class="lists"></div></div>';
    });
    await waitFor(() => expect(document.querySelector('div.hohCompare')).toBe(box));
    const native = document.querySelector<HTMLElement>('.medialist')!;
    expect(native.style.display).toBe('none');
    expect(native.nextElementSibling?.firstElementChild?.classList.contains('hohCompareSwitch')).toBe(true);
    expect(box.querySelectorAll('thead th[data-user]').length).toBe(2);
    expect(fake.session.addUser).toHaveBeenCalledTimes(2);
    controller.abort();
  });

  it('says so in the box when the session cannot be opened', async () => {
    opened.session = Promise.reject(new Error('worker gone'));
    const controller = new AbortController();
    await expect(comparePage.run(context(controller))).rejects.toThrow('worker gone');
    expect(document.querySelector('div.hohCompare')!.textContent).toBe(strings.actionFailed('worker gone'));
    controller.abort();
  });

  it('writes the state back into the address with replaceState', async () => {
    const controller = new AbortController();
    const before = history.length;
    await act(async () => comparePage.run(context(controller)));
    await waitFor(() => expect(document.querySelectorAll('thead th[data-user]').length).toBe(2));
    await act(async () => {
      document.querySelector<HTMLButtonElement>('th[data-user="Bob"] .hohRemoveUser')!.click();
    });
    await waitFor(() => expect(location.search).toBe('?users=Alice'));
    expect(location.pathname).toBe('/user/Bob/animelist/compare');
    expect(history.length).toBe(before);
    controller.abort();
  });
});
