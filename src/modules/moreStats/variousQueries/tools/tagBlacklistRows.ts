/**
 * The tag blacklist (module tagBlacklist) in the tools that list media: Autorecs and related media
 * not on the list. While its switch is on and its list has entries, the rows' media are looked up
 * in batches of 50 (api/mediaTags.ts, cached) and matching rows are dropped or marked, as the
 * member chose for that place. When the lookup fails the rows stay as they are (nothing is hidden
 * by mistake) and the caption says the blacklist could not be applied.
 */
import { mediaTags } from '../../../../api/mediaTags';
import { getSettings } from '../../../../core/settings/store';
import { blacklistMatches, describeMatches } from '../../../../lib/tagBlacklist';
import type { BlacklistPlace } from '../../../../lib/tagBlacklistValue';
import type { QueryCell } from '../types';

export const tagBlacklistRowStrings = {
  column: 'Tag blacklist',
  hidden: (count: number) => `${count} blacklisted media hidden (tag blacklist).`,
  failed: 'The tag blacklist could not be applied: AniList did not answer for the tags.',
};

export interface BlacklistRows {
  columns: string[];
  rows: QueryCell[][];
  caption?: string;
}

/** The table with the blacklist applied for this place; `ids[i]` is the media of `rows[i]`. */
export async function applyTagBlacklist(
  place: BlacklistPlace,
  columns: readonly string[],
  rows: readonly QueryCell[][],
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<BlacklistRows> {
  const settings = getSettings();
  const { entries, modes } = settings.tagBlacklistValue;
  if (!settings.tagBlacklist || !entries.length || !rows.length) return { columns: [...columns], rows: [...rows] };
  const answer = await mediaTags(ids, signal);
  const matched = ids.map((id) => {
    const facts = answer.known.get(id);
    return facts ? describeMatches(blacklistMatches(facts, entries)) : '';
  });
  const caption = answer.failed ? tagBlacklistRowStrings.failed : undefined;
  if (modes[place] === 'hide') {
    const kept = rows.filter((_, index) => !matched[index]);
    const hidden = rows.length - kept.length;
    return { columns: [...columns], rows: kept, caption: caption ?? (hidden ? tagBlacklistRowStrings.hidden(hidden) : undefined) };
  }
  return {
    columns: [...columns, tagBlacklistRowStrings.column],
    rows: rows.map((row, index) => [...row, matched[index] ? { text: matched[index], tone: 'bad' as const } : '']),
    caption,
  };
}
