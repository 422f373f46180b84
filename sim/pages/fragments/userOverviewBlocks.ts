// The profile overview's desktop-only blocks between the about text and the favourites:
// the activity-history heat map (`.history-day.lv-N` cells) and the genre overview
// (`.genre-overview` with its `.percentage-bar`). host-dom.md §2.3: the overview's first column
// holds `.desktop` blocks; CSSprofileClutter hides the 2nd and 3rd, favourites stay.
import type { Activity, User } from '../../world/types.ts';
import type { PageContext } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';

const HISTORY_DAYS = 7 * 26;
const DAY = 86_400;

/** Heat level 1–9 for a day's activity count; 0 leaves the cell unlevelled (AniList: grey). */
function level(count: number): number {
  return count <= 0 ? 0 : Math.min(9, Math.ceil(count / 2));
}

export function activityHistory(ctx: PageContext, activities: readonly Activity[]): SafeHtml {
  const counts = new Array<number>(HISTORY_DAYS).fill(0);
  for (const activity of activities) {
    const daysAgo = Math.floor((ctx.world.now - activity.createdAt) / DAY);
    if (daysAgo >= 0 && daysAgo < HISTORY_DAYS) counts[HISTORY_DAYS - 1 - daysAgo]! += 1;
  }
  return html`<div class="desktop"><h2 class="section-header">Activity History</h2><div class="activity-history">${counts.map((count) => {
    const lv = level(count);
    return html`<div class="history-day${lv ? ` lv-${lv}` : ''}" title="${count} activities"></div>`;
  })}</div></div>`;
}

const GENRE_COLOURS = ['var(--color-blue)', 'var(--color-green)', 'var(--color-orange)', 'var(--color-red)'];

export function genreOverview(ctx: PageContext, user: User): SafeHtml {
  const counts = new Map<string, number>();
  for (const entry of ctx.world.listEntries(user.id, 'ANIME')) {
    for (const genre of ctx.world.getMedia(entry.mediaId)?.genres ?? []) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4);
  const total = top.reduce((sum, [, count]) => sum + count, 0);
  return html`<div class="desktop"><h2 class="section-header">Genre Overview</h2><div class="genre-overview content-wrap"><div class="genres">${top.map(([genre, count], i) =>
    html`<a href="/user/${user.name}/animelist?genre=${genre}" class="genre" style="background: rgb(${GENRE_COLOURS[i]!})">${genre} <span class="count">${count}</span></a>`)}</div><div class="percentage-bar">${top.map(([, count], i) =>
    html`<span class="percentage" style="width: ${total ? (count / total) * 100 : 0}%; background: rgb(${GENRE_COLOURS[i]!})"></span>`)}</div></div></div>`;
}
