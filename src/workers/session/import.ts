/**
 * The Anime-Planet import kept in the worker (algorithms.md 1e): the file is parsed here, the
 * searches go out in aliased batches of 40 (src/api/queries/importSearch.ts), every candidate is
 * scored here, and the page receives one
 * compact review list, worst matches first. Saving (one mutation a second) stays on the page; it
 * asks this session for the variables of the chosen rows.
 */
import { matchColour } from '../../lib/importReview';
import type { ScoreFormat } from '../../lib/scores';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';
import type { RefusedEntry } from '../importEntryCheck';
import { importSearchDocument, type ImportSearchResult } from '../../api/queries/importSearch';
import {
  buildReviewList,
  parseAnimePlanetExport,
  planImport,
  rankCandidates,
  saveVariables,
  tableMatch,
  type ImportItem,
  type ListType,
  type MatchCandidate,
  type SaveVariables,
  type SearchHit,
} from '../importMatch';

export const IMPORT_BATCH_SIZE = 40;

export type ImportLoadResult =
  | { ok: true; warnings: string[]; itemCount: number; skipped: number; refused: RefusedEntry[] }
  | { ok: false; error: string };

export interface ReviewRowView {
  /** Identifies the item in later calls. */
  index: number;
  /** The source name (an anthology's names joined by ", "). */
  source: string;
  title: string;
  mediaId: number;
  distance: number;
  checked: boolean;
  colour: string;
  /** The other media the search found, best first (one per media), so the member can pick another. */
  candidates: { title: string; mediaId: number; distance: number }[];
}

export type ImportMatchResult =
  | { ok: true; rows: ReviewRowView[]; noMatches: string[]; failed: string[] }
  | { ok: false; reason: 'aborted' | 'notLoaded'; message: string };

export interface ImportSaves {
  saves: { index: number; source: string; title: string; variables: SaveVariables }[];
  /** Logged and skipped, as the spec says. */
  unknownStatuses: { source: string; status: string }[];
  /** Dropped because the media is on the list already (overwrite off). */
  alreadyOnList: { index: number; source: string; mediaId: number; title: string }[];
}

export interface ImportSaveOptions {
  onList?: readonly number[];
  overwrite?: boolean;
  /** Row index → the media id picked among its candidates. */
  chosen?: Readonly<Record<number, number>>;
}

/** The best-ranked title of each media, in rank order. */
function onePerMedia(candidates: readonly MatchCandidate[]): MatchCandidate[] {
  const seen = new Set<number>();
  return candidates.filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id));
}

export type ImportProgressCallback = (done: number, total: number) => unknown;

function report(onProgress: ImportProgressCallback | undefined, done: number, total: number): void {
  try {
    void Promise.resolve(onProgress?.(done, total)).catch(() => undefined);
  } catch {
    // Progress display failures do not stop the import.
  }
}

export class ImportSession {
  private items: ImportItem[] = [];
  private matches = new Map<number, MatchCandidate>();
  /** Every media the search offered per item (best title each): the only ids a pick may choose. */
  private offered = new Map<number, MatchCandidate[]>();
  private readonly controller = new AbortController();

  constructor(private readonly listType: ListType) {}

  load(text: string, context: { signedInAs: string | null; now: number }): ImportLoadResult {
    const parsed = parseAnimePlanetExport(text, { listType: this.listType, ...context });
    if (!parsed.ok) return parsed;
    const plan = planImport(parsed.value, this.listType);
    this.items = plan.items;
    this.matches.clear();
    return { ok: true, warnings: parsed.warnings, itemCount: plan.items.length, skipped: plan.skipped, refused: parsed.refused };
  }

  /** Searches every item and returns the review list; progress is reported per batch. */
  async match(bridge: FetchBridge, onProgress?: ImportProgressCallback): Promise<ImportMatchResult> {
    if (this.items.length === 0) return { ok: false, reason: 'notLoaded', message: 'nothing loaded' };
    const type = this.listType === 'anime' ? 'ANIME' : 'MANGA';
    const arrivals: { index: number; candidates: MatchCandidate[] }[] = [];
    const failed: string[] = [];
    for (let start = 0; start < this.items.length; start += IMPORT_BATCH_SIZE) {
      const parts = this.items.slice(start, start + IMPORT_BATCH_SIZE)
        .map((item, offset) => ({ alias: `a${offset}`, variable: `v${offset}`, by: item.kind === 'search' ? 'search' as const : 'id' as const, item }));
      const variables: Record<string, unknown> = { type };
      for (const part of parts) variables[part.variable] = part.item.kind === 'search' ? part.item.name : part.item.mediaId;
      const answer = await graphqlInWorker<ImportSearchResult>(bridge, importSearchDocument(parts), variables, this.controller.signal);
      if (answer.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
      // One failing part (a table id that no longer exists answers 404) leaves the others' data.
      const data = (answer.kind === 'private' ? null : answer.data ?? null) as ImportSearchResult | null;
      parts.forEach((part, offset) => {
        const index = start + offset;
        if (!data) {
          failed.push(part.item.name);
          return;
        }
        const value = data[part.alias] ?? null;
        if (part.item.kind === 'search') {
          const hits = ((value as { media?: (SearchHit | null)[] | null } | null)?.media ?? []).filter((hit): hit is SearchHit => !!hit);
          arrivals.push({ index, candidates: rankCandidates(part.item.name, hits) });
        } else {
          const romaji = (value as SearchHit | null)?.title?.romaji;
          const candidate = romaji ? tableMatch(part.item, romaji) : null;
          arrivals.push({ index, candidates: candidate ? [candidate] : [] });
        }
      });
      report(onProgress, Math.min(start + IMPORT_BATCH_SIZE, this.items.length), this.items.length);
    }
    const review = buildReviewList(arrivals.map(({ index, candidates }) => ({ item: this.items[index], candidates })));
    const indexOf = new Map(arrivals.map(({ index }) => [this.items[index], index]));
    this.matches = new Map(review.rows.map((row) => [indexOf.get(row.item) ?? -1, row.match]));
    this.offered = new Map(arrivals.map(({ index, candidates }) => [index, onePerMedia(candidates)]));
    return {
      ok: true,
      rows: review.rows.map((row) => ({
        index: indexOf.get(row.item) ?? -1,
        source: row.item.name,
        title: row.match.title,
        mediaId: row.match.id,
        distance: row.match.distance,
        checked: row.checked,
        colour: matchColour(row.match.distance),
        candidates: (this.offered.get(indexOf.get(row.item) ?? -1) ?? []).map((c) => ({ title: c.title, mediaId: c.id, distance: c.distance })),
      })),
      noMatches: review.noMatches.map((item) => item.name),
      failed,
    };
  }

  /**
   * Variables for the chosen rows, in the order given. Unless `overwrite`, rows whose media is
   * already on the list are dropped. `chosen` replaces a row's match by another media its search
   * offered (index → media id); an id the search did not offer is ignored.
   */
  saves(indexes: readonly number[], format: ScoreFormat, options: ImportSaveOptions = {}): ImportSaves {
    const onList = new Set(options.overwrite ? [] : options.onList ?? []);
    const result: ImportSaves = { saves: [], unknownStatuses: [], alreadyOnList: [] };
    for (const index of indexes) {
      const item = this.items[index];
      const picked = options.chosen?.[index];
      const match = (picked !== undefined ? this.offered.get(index)?.find((c) => c.id === picked) : undefined) ?? this.matches.get(index);
      if (!item || !match) continue;
      if (onList.has(match.id)) {
        result.alreadyOnList.push({ index, source: item.name, mediaId: match.id, title: match.title });
        continue;
      }
      const save = saveVariables(item, match.id, this.listType, format);
      if (save.ok) result.saves.push({ index, source: item.name, title: match.title, variables: save.variables });
      else result.unknownStatuses.push({ source: item.name, status: save.unknownStatus });
    }
    return result;
  }

  close(): void {
    this.controller.abort();
    this.items = [];
    this.matches.clear();
    this.offered.clear();
  }
}
