/**
 * A naive stats pass, as the original computed its tables: every table recomputes the
 * per-entry amounts it needs, groups with plain objects, counts statuses with one filter pass
 * per status, and the staff table pairs the staff list with the stats list by array position.
 */

import type { ProcessedEntry } from '../../src/lib/listEntries';
import { noteTagTokens } from '../../src/lib/noteTags';

const STATUSES = ['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING'];

function minutesOf(entry: ProcessedEntry): number {
  const d = entry.media?.duration || 1;
  const p = entry.progress || 0;
  const e = entry.media?.episodes || 1;
  const r = entry.repeat || 0;
  const adjust = entry.listJSON?.adjustValue || 0;
  return Math.max(0, d * p + r * Math.max(p, e) * d + adjust * d);
}

function naiveGroup(name: string, list: ProcessedEntry[]) {
  const scored = list.filter((e) => e.scoreRaw);
  const mean = scored.length ? scored.reduce((s, e) => s + (e.scoreRaw || 0), 0) / scored.length : 0;
  return {
    name,
    count: list.length,
    mean,
    weighted: (scored.reduce((s, e) => s + (e.scoreRaw || 0), 0) + 41) / (scored.length + 1),
    minutes: list.reduce((s, e) => s + minutesOf(e), 0),
    statuses: STATUSES.map((status) => list.filter((e) => e.status === status).length),
    items: [...list].sort((a, b) => (b.scoreRaw || 0) - (a.scoreRaw || 0)),
  };
}

export function naiveStats(entries: ProcessedEntry[], staffEntries: ProcessedEntry[]) {
  const custom: Record<string, ProcessedEntry[]> = {};
  for (const entry of entries) {
    if (entry.notes) for (const token of noteTagTokens(entry.notes)) (custom[token] ??= []).push(entry);
    if (entry.isCustomList) for (const name of entry.listLocations) (custom[name] ??= []).push(entry);
  }
  const customRows = Object.keys(custom).map((name) => naiveGroup(name, custom[name])).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const tags: Record<string, ProcessedEntry[]> = {};
  const genres: Record<string, ProcessedEntry[]> = {};
  for (const entry of entries) {
    for (const tag of entry.media?.tags ?? []) if (tag) (tags[tag.name] ??= []).push(entry);
    for (const genre of entry.media?.genres ?? []) if (genre) (genres[genre] ??= []).push(entry);
  }
  let tagRows = Object.keys(tags).map((name) => naiveGroup(name, tags[name])).sort((a, b) => b.weighted - a.weighted || b.count - a.count);
  if (tagRows.length > 50) tagRows = tagRows.filter((row) => row.count >= 3);
  const genreRows = Object.keys(genres).map((name) => naiveGroup(name, genres[name])).sort((a, b) => b.weighted - a.weighted || b.count - a.count);

  const staff: Record<number, { name: string; count: number; minutes: number; scoreSum: number; scoreCount: number }> = {};
  staffEntries.forEach((staffEntry, index) => {
    const entry = entries[index];
    if (!entry || entry.status === 'PLANNING') return;
    const minutes = minutesOf(entry);
    const nodes = Array.isArray(staffEntry.media?.staff) ? staffEntry.media.staff : [];
    for (const node of nodes) {
      const row = (staff[node.id] ??= { name: `${node.name?.first ?? ''} ${node.name?.last ?? ''}`.trim(), count: 0, minutes: 0, scoreSum: 0, scoreCount: 0 });
      if (minutes > 0) {
        row.count++;
        row.minutes += minutes;
      }
      if (entry.scoreRaw) {
        row.scoreSum += entry.scoreRaw;
        row.scoreCount++;
      }
    }
  });
  let staffRows = Object.values(staff).filter((row) => row.count >= 1).sort((a, b) => b.count - a.count || b.minutes - a.minutes);
  for (const min of [3, 5, 10]) if (staffRows.length > 300) staffRows = staffRows.filter((row) => row.count >= min);

  const studios: Record<string, ProcessedEntry[]> = {};
  for (const entry of entries) {
    if (entry.status === 'PLANNING') continue;
    for (const node of entry.media?.studios?.nodes ?? []) if (node?.isAnimationStudio) (studios[node.name] ??= []).push(entry);
  }
  const studioRows = Object.keys(studios).map((name) => naiveGroup(name, studios[name])).sort((a, b) => b.count - a.count || b.minutes - a.minutes);

  return { customRows, tagRows, genreRows, staffRows, studioRows };
}
