/**
 * The staff page's role lists kept in the worker: every page of a staff member's anime roles,
 * manga roles and voice roles is fetched and parsed here (a prolific staff member has thousands),
 * filtered and sorted here; the page only receives the counts and the rows it draws.
 */
import {
  STAFF_ROLE_PAGES_PER_REQUEST,
  staffRolePagesDocument,
  type StaffCharacterPage,
  type StaffMediaPage,
  type StaffRoleKind,
  type StaffRolePagesResult,
} from '../../api/queries/staffRoles';
import { SIGNED_IN_SORTS, type StaffSort } from '../../lib/staffSorts';
import type { TitleLanguage } from '../../lib/titles';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';
import { parseRoleFilter } from '../staffRoles/filter';
import { itemsFromCharacters, itemsFromStaffMedia, type StaffRoleItem } from '../staffRoles/items';
import { sortItems } from '../staffRoles/sort';
import { rowView, type StaffRoleRowView } from '../staffRoles/view';

export const STAFF_ROLE_KINDS: readonly StaffRoleKind[] = ['ANIME', 'MANGA', 'VOICE'];

export interface StaffRolesConfig {
  staffId: number;
  titleLanguage: TitleLanguage;
}

export type StaffRolesLoadResult =
  | { ok: true; totals: Record<StaffRoleKind, number> }
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; message: string };

export interface StaffRolesView {
  /** The filter's problem, when the text is not valid (the lists are then unfiltered). */
  error: string | null;
  totals: Record<StaffRoleKind, number>;
  counts: Record<StaffRoleKind, number>;
}

/** Called after each request with the number of roles fetched so far. */
export type StaffRolesProgress = (loaded: number) => unknown;

type Page = StaffMediaPage | StaffCharacterPage;

function report(onProgress: StaffRolesProgress | undefined, loaded: number): void {
  try {
    void Promise.resolve(onProgress?.(loaded)).catch(() => undefined);
  } catch {
    // A failing progress display is not the job's problem.
  }
}

const emptyCounts = (): Record<StaffRoleKind, number> => ({ ANIME: 0, MANGA: 0, VOICE: 0 });

export class StaffRolesSession {
  private readonly items: Record<StaffRoleKind, StaffRoleItem[]> = { ANIME: [], MANGA: [], VOICE: [] };
  private shown: Record<StaffRoleKind, StaffRoleItem[]> = { ANIME: [], MANGA: [], VOICE: [] };
  private readonly controller = new AbortController();
  private loaded = 0;

  constructor(private readonly config: StaffRolesConfig, private readonly bridge: FetchBridge) {}

  /** Fetches every page of the three lists: the first page of each, then the rest in aliased batches. */
  async load(onProgress?: StaffRolesProgress): Promise<StaffRolesLoadResult> {
    for (const kind of STAFF_ROLE_KINDS) {
      const pages: Page[] = [];
      const first = await this.fetchPages(kind, [1]);
      if (!first.ok) return first;
      pages.push(...first.pages);
      const lastPage = first.pages[0]?.pageInfo?.lastPage ?? 1;
      this.count(first.pages, onProgress);
      for (let page = 2; page <= lastPage; page += STAFF_ROLE_PAGES_PER_REQUEST) {
        const wanted = [];
        for (let p = page; p < page + STAFF_ROLE_PAGES_PER_REQUEST && p <= lastPage; p++) wanted.push(p);
        const next = await this.fetchPages(kind, wanted);
        if (!next.ok) return next;
        pages.push(...next.pages);
        this.count(next.pages, onProgress);
      }
      this.items[kind] =
        kind === 'VOICE'
          ? itemsFromCharacters(pages as StaffCharacterPage[], this.config.titleLanguage)
          : itemsFromStaffMedia(kind, pages as StaffMediaPage[], this.config.titleLanguage);
    }
    return { ok: true, totals: this.totals() };
  }

  /** Applies a filter text and a sort to all three lists. */
  query(filterText: string, sort: StaffSort, signedIn: boolean): StaffRolesView {
    const parsed = parseRoleFilter(filterText);
    const test = parsed.ok ? parsed.test : null;
    // The viewer's own sorts need sign-in (spec doc 2 §6); without it the lists sort by popularity.
    const order: StaffSort = !signedIn && SIGNED_IN_SORTS.includes(sort) ? 'popularity' : sort;
    const counts = emptyCounts();
    for (const kind of STAFF_ROLE_KINDS) {
      const kept = test ? this.items[kind].filter(test) : this.items[kind];
      this.shown[kind] = sortItems(kept, order);
      counts[kind] = this.shown[kind].length;
    }
    return { error: parsed.ok ? null : parsed.error, totals: this.totals(), counts };
  }

  rowWindow(kind: StaffRoleKind, start: number, count: number): StaffRoleRowView[] {
    return this.shown[kind].slice(Math.max(0, start), Math.max(0, start) + Math.max(0, count)).map(rowView);
  }

  close(): void {
    this.controller.abort();
  }

  private totals(): Record<StaffRoleKind, number> {
    return { ANIME: this.items.ANIME.length, MANGA: this.items.MANGA.length, VOICE: this.items.VOICE.length };
  }

  private count(pages: readonly Page[], onProgress?: StaffRolesProgress): void {
    for (const page of pages) this.loaded += page.edges?.length ?? 0;
    report(onProgress, this.loaded);
  }

  private async fetchPages(
    kind: StaffRoleKind,
    pages: readonly number[],
  ): Promise<{ ok: true; pages: Page[] } | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; message: string }> {
    const result = await graphqlInWorker<StaffRolePagesResult>(
      this.bridge,
      staffRolePagesDocument(kind, pages),
      { id: this.config.staffId },
      this.controller.signal,
    );
    if (result.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
    if (result.kind !== 'ok') return { ok: false, reason: result.kind, message: result.message };
    const staff = result.data.Staff;
    if (!staff) return { ok: false, reason: 'notFound', message: 'Not Found.' };
    return { ok: true, pages: pages.map((page) => (staff[`p${page}`] ?? {}) as Page) };
  }
}
