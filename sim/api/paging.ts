// AniList's paging: Page(page, perPage) with perPage capped at 50, and nested connections.

export const MAX_PER_PAGE = 50;

export interface PageInfo {
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
  hasNextPage: boolean;
}

export function clampPaging(page: unknown, perPage: unknown, defaultPerPage = MAX_PER_PAGE): { page: number; perPage: number } {
  const p = typeof page === 'number' && page >= 1 ? Math.floor(page) : 1;
  const pp = typeof perPage === 'number' && perPage >= 1 ? Math.min(MAX_PER_PAGE, Math.floor(perPage)) : defaultPerPage;
  return { page: p, perPage: pp };
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): { items: T[]; info: PageInfo } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    info: { total, perPage, currentPage: page, lastPage, hasNextPage: page < lastPage },
  };
}

/**
 * One Page() call. Its list field and its pageInfo may resolve in either order, so both go
 * through `list()`: the first to ask computes the list (once), and pageInfo is derived from it.
 */
export class PageState<Key = string> {
  private readonly lists = new Map<Key, readonly unknown[]>();

  constructor(
    readonly page: number,
    readonly perPage: number,
    /** computes the list of the Page's first list field, for pageInfo; null when it has none */
    private readonly primary: { key: Key; compute: () => readonly unknown[] } | null = null,
  ) {}

  /** The full (unpaged) list of a field, computed at most once per Page. */
  list<T>(key: Key, compute: () => readonly T[]): readonly T[] {
    let items = this.lists.get(key);
    if (!items) this.lists.set(key, (items = compute()));
    return items as readonly T[];
  }

  take<T>(key: Key, compute: () => readonly T[]): T[] {
    return paginate(this.list(key, compute), this.page, this.perPage).items;
  }

  get info(): PageInfo {
    const items = this.primary ? this.list(this.primary.key, this.primary.compute) : [];
    return paginate(items, this.page, this.perPage).info;
  }
}

/** A nested connection (Media.characters, Staff.staffMedia, …): edges, nodes and pageInfo. */
export function connection<E, N>(edges: readonly E[], nodeOf: (edge: E) => N, args: { page?: unknown; perPage?: unknown }, defaultPerPage = 25) {
  const { page, perPage } = clampPaging(args.page, args.perPage, defaultPerPage);
  const { items, info } = paginate(edges, page, perPage);
  return { edges: items, nodes: items.map(nodeOf), pageInfo: info };
}
