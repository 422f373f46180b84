/**
 * Autorecs fetched and computed in the worker: the list with five recommendations per entry is
 * a few megabytes, the answer is 25 rows.
 */
import { AUTORECS_LIST, type AutorecsListResult } from '../../api/queries/lists';
import type { TitleLanguage } from '../../lib/titles';
import { computeAutorecs, type Autorec, type AutorecsEntry } from '../autorecs';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';

export interface AutorecsJobOptions {
  name: string;
  type: 'ANIME' | 'MANGA';
  titleLanguage?: TitleLanguage;
  aliases?: ReadonlyMap<number, string>;
}

export type AutorecsJobResult =
  | { ok: true; recs: Autorec[] }
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted' | 'noDeviation'; message: string };

/** The response as computeAutorecs takes it (every status, PLANNING included, for the exclusion). */
export function autorecsInput(data: AutorecsListResult, type: 'ANIME' | 'MANGA') {
  const spread = type === 'ANIME' ? data.User?.statistics?.anime : data.User?.statistics?.manga;
  const entries: AutorecsEntry[] = [];
  for (const list of data.MediaListCollection?.lists ?? []) {
    for (const entry of list?.entries ?? []) {
      if (entry) entries.push({ mediaId: entry.mediaId, score: entry.scoreRaw, status: entry.status, media: entry.media });
    }
  }
  return { entries, meanScore: spread?.meanScore, standardDeviation: spread?.standardDeviation };
}

export async function autorecsForUser(bridge: FetchBridge, options: AutorecsJobOptions, signal?: AbortSignal): Promise<AutorecsJobResult> {
  const result = await graphqlInWorker<AutorecsListResult>(bridge, AUTORECS_LIST, { name: options.name, type: options.type }, signal);
  if (result.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
  if (result.kind !== 'ok') return { ok: false, reason: result.kind, message: result.message };
  const computed = computeAutorecs({
    ...autorecsInput(result.data, options.type),
    titleLanguage: options.titleLanguage,
    aliases: options.aliases,
  });
  return computed.ok ? computed : { ok: false, reason: 'noDeviation', message: 'no standard deviation' };
}
