/**
 * Custom tags written into list notes ("#comfy", "#slice of life"), as the profile stats
 * "Custom Anime/Manga Tags" table groups them. Pure: the caller says where an entry's notes are.
 */

/** A note holding this token switches off merging and case fixing for the whole list. */
export const STRICT_TOKEN = '##STRICT';

/** `#` then non-space characters, where a backslash-escaped space keeps the tag going. */
const PLAIN_TAG = /#(?:\\\s|\S)+/g;
/**
 * A two-word candidate: "#word", one space, one character that is not "#", more non-space.
 * It never spans more than two words ("#slice of life" gives "#slice of"); merging later keeps
 * the candidate or its first word, whichever the notes support better.
 */
const TWO_WORD_TAG = /#\S+ [^#]\S+/g;
/** "&#039;" is how AniList escapes an apostrophe inside notes; it is not a tag. */
const HTML_APOSTROPHE = '#039';

function unescapeTag(raw: string): string {
  return raw.replace(/\\([\s\S])/g, '$1');
}

function firstWord(tag: string): string {
  const space = tag.indexOf(' ');
  return space === -1 ? tag : tag.slice(0, space);
}

/**
 * Every tag occurrence in one note, in order: the plain tags first, then the two-word
 * candidates. Repeats are kept (a tag written twice counts twice). An escaped multi-word tag
 * ("#foo\ bar") is found by both patterns, so it appears twice per note.
 */
export function noteTagTokens(notes: string): string[] {
  const tokens: string[] = [];
  const take = (raw: string) => {
    if (!raw.startsWith(HTML_APOSTROPHE)) tokens.push(unescapeTag(raw));
  };
  for (const match of notes.matchAll(PLAIN_TAG)) take(match[0]);
  for (const match of notes.matchAll(TWO_WORD_TAG)) {
    // "##STRICT foo" is a switch followed by a word, not a tag.
    if (firstWord(match[0]) !== STRICT_TOKEN) take(match[0]);
  }
  return tokens;
}

/**
 * The non-strict clean-up, in place, in Map insertion order:
 * (a) two-word candidates (keys with a space): used once → dropped; otherwise, when the first
 *     word is also a tag, the one to drop is the first word if both have the same count (the
 *     longer name is what was meant) and the candidate if the counts differ (the words only
 *     happened to follow each other sometimes). An unknown first word (an escaped tag) keeps it.
 * (b) case fix: "#Foo" and "#foo" merge when one of them is used only once, into the other.
 *     A tag whose second character has no case is left alone (the original deleted single uses
 *     of such tags, e.g. "#1st"; the team keeps them).
 */
export function mergeNoteTags<T>(tags: Map<string, T[]>): void {
  for (const [key, list] of tags) {
    if (!key.includes(' ')) continue;
    if (list.length === 1) {
      tags.delete(key);
      continue;
    }
    const prefix = firstWord(key);
    const prefixList = tags.get(prefix);
    if (!prefixList) continue;
    tags.delete(prefixList.length === list.length ? prefix : key);
  }

  for (const [key, list] of tags) {
    const second = key.charAt(1);
    if (second !== second.toUpperCase()) continue;
    const lowerKey = key.charAt(0) + second.toLowerCase() + key.slice(2);
    if (lowerKey === key) continue;
    const lowerList = tags.get(lowerKey);
    if (!lowerList) continue;
    if (list.length === 1) {
      lowerList.push(...list);
      tags.delete(key);
    } else if (lowerList.length === 1) {
      list.push(...lowerList);
      tags.delete(lowerKey);
    }
  }
}

export interface NoteTagTable<T> {
  /** Tag (with its "#") → the entries carrying it, once per occurrence. */
  tags: Map<string, T[]>;
  /** Some note held ##STRICT, so no merging or case fixing was done. */
  strict: boolean;
}

/**
 * Groups entries by the tags in their notes. Only note tags go in: rows of another kind
 * (custom lists, pinned site tags) must be added after this, or the two-word pass would
 * treat a name like "All media" as a candidate.
 */
export function collectNoteTags<T>(
  entries: Iterable<T>,
  notesOf: (entry: T) => string | null | undefined,
): NoteTagTable<T> {
  const tags = new Map<string, T[]>();
  for (const entry of entries) {
    const notes = notesOf(entry);
    if (!notes) continue;
    for (const token of noteTagTokens(notes)) {
      const list = tags.get(token);
      if (list) list.push(entry);
      else tags.set(token, [entry]);
    }
  }
  const strict = tags.delete(STRICT_TOKEN);
  if (!strict) mergeNoteTags(tags);
  return { tags, strict };
}
