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

/** One Page() call: its list fields record their total here for pageInfo. */
export class PageState {
  info: PageInfo;
  constructor(readonly page: number, readonly perPage: number) {
    this.info = { total: 0, perPage, currentPage: page, lastPage: 1, hasNextPage: false };
  }
  take<T>(items: readonly T[]): T[] {
    const { items: slice, info } = paginate(items, this.page, this.perPage);
    this.info = info;
    return slice;
  }
}

/** A nested connection (Media.characters, Staff.staffMedia, …): edges, nodes and pageInfo. */
export function connection<E, N>(edges: readonly E[], nodeOf: (edge: E) => N, args: { page?: unknown; perPage?: unknown }, defaultPerPage = 25) {
  const { page, perPage } = clampPaging(args.page, args.perPage, defaultPerPage);
  const { items, info } = paginate(edges, page, perPage);
  return { edges: items, nodes: items.map(nodeOf), pageInfo: info };
}
