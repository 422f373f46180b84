// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_REFILTER_DELAY_MS, FEED_REFILTER_EVERY_MS, readEntryFacts, watchFeed } from '../../../src/core/feedWatch';

const listEntry = (id: number, status: string, replies = 0, likes = 0) => `
  <div class="activity-entry activity-anime_list" data-id="${id}"><div class="wrap"><div class="list">
    <a class="cover" href="/anime/77/x/"></a>
    <div class="details"><a class="name" href="/user/Aoi/">Aoi</a> <div class="status">${status} <a class="title" href="/anime/77/x/">Title</a></div></div>
  </div><div class="actions"><div class="action replies">${replies ? `<span class="count">${replies}</span>` : ''}</div>
  <div class="action likes"><div class="like-wrap activity"><div class="button">${likes ? `<span class="count">${likes}</span>` : ''}</div></div></div></div></div></div>`;

const textEntry = (id: number, text: string) => `
  <div class="activity-entry activity-text" data-id="${id}"><div class="wrap"><div class="text">
    <div class="header"><a class="avatar"></a><a class="name" href="/user/Kirin/">Kirin</a></div>
    <div class="activity-markdown"><div class="markdown">${text}</div></div></div>
  <div class="actions"><div class="action replies"><span class="count">3</span></div><div class="action likes"><div class="like-wrap activity"><div class="button"><span class="count">12</span></div></div></div></div></div></div>`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('readEntryFacts', () => {
  it('reads a list activity: kind, owner, phrase without the title or added labels, media, counts', () => {
    document.body.innerHTML = listEntry(1, 'Watched episode 3 of', 2, 0);
    const entry = document.querySelector('.activity-entry')!;
    entry.querySelector('.status')!.insertAdjacentHTML('beforeend', '<span class="hohListScore">8/10</span>');
    expect(readEntryFacts(entry)).toEqual({ kind: 'anime_list', user: 'Aoi', status: 'watched episode 3 of', mediaId: 77, text: '', replies: 2, likes: 0 });
  });

  it('reads a status post: author, text, counts', () => {
    document.body.innerHTML = textEntry(2, 'Hello <b>there</b>');
    expect(readEntryFacts(document.querySelector('.activity-entry')!)).toEqual({ kind: 'text', user: 'Kirin', status: '', mediaId: null, text: 'Hello there', replies: 3, likes: 12 });
  });
});

describe('watchFeed', () => {
  it('handles every entry at once, each added one as it comes, everything 500 ms after a change and every 5 s', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div class="activity-feed-wrap"><div class="section-header">Activity</div><div class="activity-feed">${listEntry(1, 'completed')}${textEntry(2, 'a')}</div></div>`;
    const controller = new AbortController();
    const calls: number[][] = [];
    const watch = await watchFeed({ signal: controller.signal, handle: (entries) => calls.push(entries.map((e) => Number(e.getAttribute('data-id')))) });
    expect(watch.feed).not.toBeNull();
    expect(calls).toEqual([[1, 2]]);

    document.querySelector('.activity-feed')!.insertAdjacentHTML('beforeend', textEntry(3, 'b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([[1, 2], [3]]);
    await vi.advanceTimersByTimeAsync(FEED_REFILTER_DELAY_MS);
    expect(calls.at(-1)).toEqual([1, 2, 3]);
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(FEED_REFILTER_EVERY_MS);
    expect(calls.length).toBe(before + 1);

    controller.abort();
    document.querySelector('.activity-feed')!.insertAdjacentHTML('beforeend', textEntry(4, 'c'));
    await vi.advanceTimersByTimeAsync(FEED_REFILTER_EVERY_MS * 2);
    expect(calls.length).toBe(before + 1);
  });

  it('gives up quietly when no feed appears', async () => {
    vi.useFakeTimers();
    const handle = vi.fn();
    const pending = watchFeed({ signal: new AbortController().signal, handle, timeout: 100 });
    await vi.advanceTimersByTimeAsync(200);
    expect((await pending).feed).toBeNull();
    expect(handle).not.toHaveBeenCalled();
  });
});
