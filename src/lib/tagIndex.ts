import { collectNoteTags } from './noteTags';

export interface TagCount {
  tag: string;
  count: number;
}

/**
 * The tag index of a list (spec doc 3 §5 "Notes tags"): every #tag in the notes, each entry
 * once (an entry on custom lists comes once per list), most used first, then by name.
 */
export function tagIndex(entries: Iterable<{ mediaId: number; notes: string | null }>): TagCount[] {
  const unique = new Map<number, string | null>();
  for (const entry of entries) if (!unique.has(entry.mediaId)) unique.set(entry.mediaId, entry.notes);
  const { tags } = collectNoteTags(unique.entries(), ([, notes]) => notes);
  return [...tags].map(([tag, list]) => ({ tag, count: new Set(list.map(([id]) => id)).size }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The address with the search text in `param` (dropped when empty), everything else kept. */
export function withSearch(href: string, param: string, text: string): string {
  const url = new URL(href);
  if (text) url.searchParams.set(param, text);
  else url.searchParams.delete(param);
  return url.pathname + url.search + url.hash;
}
