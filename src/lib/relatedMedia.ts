/**
 * Related media not on the list (the stats page's query over "media lists with relations",
 * spec doc 2 §7): every media a list entry relates to that is not itself on the list, with how
 * many entries lead to it, most first.
 */

export interface RelationEdge<M> {
  readonly relationType: string | null;
  readonly node: M | null;
}

export interface MissingRelation<M> {
  readonly media: M;
  /** The relation types seen, in first-seen order (e.g. SEQUEL, SIDE_STORY). */
  readonly relations: readonly string[];
  /** How many entries of the list relate to it. */
  readonly from: number;
}

/**
 * `types`: the media types kept (a list's own type; adaptations across types are left out
 * unless asked for).
 */
export function relatedNotOnList<M extends { readonly id: number; readonly type: string | null }>(
  entries: readonly { readonly mediaId: number; readonly edges: readonly (RelationEdge<M> | null)[] }[],
  types: readonly string[],
): MissingRelation<M>[] {
  const onList = new Set(entries.map((entry) => entry.mediaId));
  const found = new Map<number, { media: M; relations: string[]; sources: Set<number> }>();
  for (const entry of entries) {
    for (const edge of entry.edges) {
      const media = edge?.node;
      if (!media || onList.has(media.id) || !types.includes(media.type ?? '')) continue;
      const item = found.get(media.id) ?? { media, relations: [], sources: new Set<number>() };
      const relation = edge.relationType ?? 'OTHER';
      if (!item.relations.includes(relation)) item.relations.push(relation);
      item.sources.add(entry.mediaId);
      found.set(media.id, item);
    }
  }
  return [...found.values()]
    .map((item) => ({ media: item.media, relations: item.relations, from: item.sources.size }))
    .sort((a, b) => b.from - a.from || a.media.id - b.media.id);
}
