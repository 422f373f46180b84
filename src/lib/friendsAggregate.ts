/**
 * The stats page's friends queries (spec doc 2 §9: friends statistics read 10 pages; top 20
 * favourites): what the followed users' favourites have in common.
 */

/** spec doc 2 §9. */
export const FRIEND_PAGES = 10;
export const TOP_FAVOURITES = 20;

export interface FavouriteCount<M> {
  readonly media: M;
  /** How many of the friends have it among their favourites. */
  readonly count: number;
}

/**
 * The media most often among the friends' favourites, `count` of them, most shared first;
 * equal counts by id. A friend's duplicate favourite counts once.
 */
export function popularFavourites<M extends { readonly id: number }>(favouritesPerFriend: readonly (readonly M[])[], count = TOP_FAVOURITES): FavouriteCount<M>[] {
  const tally = new Map<number, { media: M; count: number }>();
  for (const favourites of favouritesPerFriend) {
    const seen = new Set<number>();
    for (const media of favourites) {
      if (seen.has(media.id)) continue;
      seen.add(media.id);
      const entry = tally.get(media.id) ?? { media, count: 0 };
      entry.count++;
      tally.set(media.id, entry);
    }
  }
  return [...tally.values()].sort((a, b) => b.count - a.count || a.media.id - b.media.id).slice(0, count);
}

/** spec doc 2 §9: top 10 similar users. */
export const TOP_SIMILAR_USERS = 10;

export interface SimilarUser<U> {
  readonly user: U;
  /** Favourites both have. */
  readonly shared: number;
}

/**
 * The followed users whose favourites overlap most with the user's own, `count` of them, most
 * shared first (equal counts by name); those sharing none are left out.
 */
export function similarByFavourites<U extends { readonly name: string }>(
  ownFavourites: readonly number[],
  friends: readonly { readonly user: U; readonly favourites: readonly number[] }[],
  count = TOP_SIMILAR_USERS,
): SimilarUser<U>[] {
  const own = new Set(ownFavourites);
  return friends
    .map(({ user, favourites }) => ({ user, shared: new Set(favourites.filter((id) => own.has(id))).size }))
    .filter((item) => item.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.user.name.localeCompare(b.user.name))
    .slice(0, count);
}
