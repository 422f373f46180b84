import { pickTitle, type TitleLanguage } from '../lib/titles';

// Autorecs (spec doc 2 §9, algorithms.md 1f): recommendations of the user's own entries, weighted
// by how far each entry's score sits from the user's mean, summed per recommended media.

export const AUTORECS_TOP = 25;
export const AUTORECS_PER_ENTRY = 5;

export interface AutorecsTitle {
  romaji?: string | null;
  native?: string | null;
  english?: string | null;
}

export interface AutorecsEntry {
  mediaId: number;
  /** Score on the 100-point scale; 0 or null means unscored. */
  score?: number | null;
  status?: string | null;
  media?: {
    recommendations?: {
      nodes?: ReadonlyArray<{
        rating?: number | null;
        mediaRecommendation?: { id: number; title?: AutorecsTitle | null } | null;
      } | null> | null;
    } | null;
  } | null;
}

export interface AutorecsInput {
  entries: readonly AutorecsEntry[];
  /** The host's mean score and standard deviation on the 100-point scale. */
  meanScore: number | null | undefined;
  standardDeviation: number | null | undefined;
  /** Ids on the list that are not in `entries` (e.g. PLANNING, fetched without recommendations). */
  alsoOnList?: Iterable<number>;
  titleLanguage?: TitleLanguage;
  /** User title aliases by media id; used when the preferred language has no title. */
  aliases?: ReadonlyMap<number, string>;
}

export interface Autorec {
  id: number;
  title: string;
  score: number;
  /** The score to 3 significant digits, as shown. */
  display: string;
}

export type AutorecsResult =
  | { ok: true; recs: Autorec[] }
  | { ok: false; reason: 'noDeviation' };

const NO_ALIASES: ReadonlyMap<number, string> = new Map();

/** Raw-mode de-duplication: sorted by mediaId, the last copy of each id wins. */
function uniqueByMediaId(entries: readonly AutorecsEntry[]): AutorecsEntry[] {
  const sorted = [...entries].sort((a, b) => a.mediaId - b.mediaId);
  return sorted.filter((entry, i) => sorted[i + 1]?.mediaId !== entry.mediaId);
}

/**
 * Every media already on the list, PLANNING included, is excluded. A zero or missing standard
 * deviation would make every weight infinite or NaN, so it gives no result instead.
 */
export function computeAutorecs(input: AutorecsInput): AutorecsResult {
  const mean = input.meanScore;
  const sd = input.standardDeviation;
  if (typeof mean !== 'number' || !Number.isFinite(mean) || typeof sd !== 'number' || !Number.isFinite(sd) || sd <= 0) {
    return { ok: false, reason: 'noDeviation' };
  }
  const list = uniqueByMediaId(input.entries);
  const onList = new Set<number>(input.alsoOnList ?? []);
  for (const entry of list) onList.add(entry.mediaId);

  const language = input.titleLanguage ?? 'ROMAJI';
  const totals = new Map<number, Autorec>();
  for (const entry of list) {
    if (entry.status === 'PLANNING' || !entry.score) continue;
    const z = (entry.score - mean) / sd;
    const nodes = entry.media?.recommendations?.nodes ?? [];
    for (const node of nodes.slice(0, AUTORECS_PER_ENTRY)) {
      const rating = node?.rating ?? 0;
      const target = node?.mediaRecommendation;
      if (!(rating > 0) || !target || onList.has(target.id)) continue;
      let rec = totals.get(target.id);
      if (!rec) {
        rec = { id: target.id, title: pickTitle({ id: target.id, title: target.title ?? {} }, language, input.aliases ?? NO_ALIASES, 'aliasAfterLanguage'), score: 0, display: '' };
        totals.set(target.id, rec);
      }
      rec.score += (1 + Math.log(rating)) * z;
    }
  }
  // Stable: ties keep first-encounter order (the mediaId order of the source entries).
  const top = [...totals.values()].sort((a, b) => b.score - a.score).slice(0, AUTORECS_TOP);
  for (const rec of top) rec.display = rec.score.toPrecision(3);
  return { ok: true, recs: top };
}
