// /user/{name}/stats/{anime|manga}/{tab} (host-dom.md §2.5): the user root carries `type` and
// `page` attributes, a `.filter-wrap` of tab links and a `.stats-wrap` of native panels.
import type { MediaListEntry, MediaType, User } from '../../world/types.ts';
import type { Fragment, PageContext } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { numberText } from '../format.ts';
import { userFrame } from './user.ts';

export const STATS_TABS: Record<'anime' | 'manga', string[]> = {
  anime: ['overview', 'genres', 'tags', 'voice-actors', 'studios', 'staff'],
  manga: ['overview', 'genres', 'tags', 'staff'],
};

const TAB_LABELS: Record<string, string> = {
  overview: 'Overview', genres: 'Genres', tags: 'Tags', 'voice-actors': 'Voice Actors', studios: 'Studios', staff: 'Staff',
};

interface Group { name: string; count: number; meanScore: number; amount: number }

function group(entries: MediaListEntry[], keysOf: (e: MediaListEntry) => string[]): Group[] {
  const groups = new Map<string, { count: number; scoreSum: number; scored: number; amount: number }>();
  for (const entry of entries) {
    for (const key of keysOf(entry)) {
      const g = groups.get(key) ?? { count: 0, scoreSum: 0, scored: 0, amount: 0 };
      g.count++;
      if (entry.scoreRaw > 0) { g.scoreSum += entry.scoreRaw; g.scored++; }
      g.amount += entry.progress;
      groups.set(key, g);
    }
  }
  return [...groups].map(([name, g]) => ({ name, count: g.count, meanScore: g.scored ? g.scoreSum / g.scored : 0, amount: g.amount }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

function cards(groups: Group[], unit: string): SafeHtml {
  return html`<div class="stat-cards">${groups.slice(0, 30).map((g, i) =>
    html`<div class="stat-card"><div class="title"><span class="rank">#${i + 1}</span> ${g.name}</div><div class="inner-wrap"><div class="detail"><div class="value">${g.count}</div><div class="label">Count</div></div><div class="detail"><div class="value">${g.meanScore.toFixed(1)}</div><div class="label">Mean Score</div></div><div class="detail"><div class="value">${numberText(g.amount)}</div><div class="label">${unit}</div></div></div></div>`)}</div>`;
}

function panel(ctx: PageContext, user: User, type: MediaType, tab: string): SafeHtml {
  const { world } = ctx;
  const entries = world.listEntries(user.id, type).filter((e) => !e.private || ctx.viewer?.id === user.id);
  const unit = type === 'ANIME' ? 'Episodes Watched' : 'Chapters Read';
  const media = (e: MediaListEntry) => world.getMedia(e.mediaId);
  switch (tab) {
    case 'genres': return cards(group(entries, (e) => media(e)?.genres ?? []), unit);
    case 'tags': return cards(group(entries, (e) => (media(e)?.tags ?? []).filter((t) => t.rank >= 20).map((t) => t.name)), unit);
    case 'studios': return cards(group(entries, (e) => (media(e)?.studios ?? []).filter((s) => s.isMain).map((s) => world.getStudio(s.studioId)?.name ?? '').filter(Boolean)), unit);
    case 'staff': return cards(group(entries, (e) => (media(e)?.staff ?? []).map((s) => world.getStaff(s.staffId)?.name.full ?? '').filter(Boolean)), unit);
    case 'voice-actors': return cards(group(entries, (e) => (media(e)?.characters ?? []).flatMap((c) => c.voiceActors.filter((v) => v.language === 'JAPANESE').map((v) => world.getStaff(v.staffId)?.name.full ?? '')).filter(Boolean)), unit);
    default: {
      const scored = entries.filter((e) => e.scoreRaw > 0);
      const mean = scored.length ? scored.reduce((s, e) => s + e.scoreRaw, 0) / scored.length : 0;
      const progress = entries.reduce((s, e) => s + e.progress, 0);
      return html`<div class="highlights"><div class="highlight"><div class="circle"></div><div class="value">${entries.length}</div><div class="label">Total ${type === 'ANIME' ? 'Anime' : 'Manga'}</div></div><div class="highlight"><div class="circle"></div><div class="value">${numberText(progress)}</div><div class="label">${unit}</div></div><div class="highlight"><div class="circle"></div><div class="value">${mean.toFixed(2)}</div><div class="label">Mean Score</div></div></div>`;
    }
  }
}

export function statsPage(ctx: PageContext, user: User, kind: 'anime' | 'manga', tab: string): Fragment | null {
  if (!STATS_TABS[kind].includes(tab)) return null;
  const base = `/user/${user.name}/stats`;
  const menu = html`<div class="filter-wrap">${(['anime', 'manga'] as const).map((k) =>
    html`<div class="filter-group"><div class="group-header">${k === 'anime' ? 'Anime Stats' : 'Manga Stats'}</div>${STATS_TABS[k].map((t) => {
      const href = `${base}/${k}/${t}`;
      const active = k === kind && t === tab ? ' router-link-exact-active router-link-active' : '';
      return html`<a href="${href}" class="${active.trim()}">${TAB_LABELS[t]}</a>`;
    })}</div>`)}</div>`;
  // Every tab carries the notice; the script's CSS keys on it with the root's type/page attributes.
  const notice = html`<div class="increase-stats">Add more entries to your list to get more detailed stats.</div>`;
  const inner = html`<div class="stats-page">${menu}<div class="stats-wrap"><div class="${tab}">${panel(ctx, user, kind === 'anime' ? 'ANIME' : 'MANGA', tab)}</div>${notice}</div></div>`;
  return {
    status: 200,
    title: `${user.name} · Stats`,
    navTransparent: true,
    html: userFrame(ctx, user, `${base}/anime/overview`, inner, html` type="${kind}" page="${tab}"`),
  };
}
