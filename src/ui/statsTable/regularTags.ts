/**
 * The site tags a reader pinned to a custom tag table, kept in local storage per table title
 * (spec doc 2 §3 "Regular tags"). A broken or foreign value reads as no tags.
 */
export const REGULAR_TAGS_KEY_PREFIX = 'regularTags';

export function readRegularTags(title: string, storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REGULAR_TAGS_KEY_PREFIX + title) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function writeRegularTags(title: string, tags: readonly string[], storage: Storage = localStorage): void {
  try {
    storage.setItem(REGULAR_TAGS_KEY_PREFIX + title, JSON.stringify(tags));
  } catch {
    // Storage full or refused: the tag still shows for this visit.
  }
}
