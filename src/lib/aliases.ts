/** [link prefix, text]: "/anime/5114/" → a title, or "css/" → a raw CSS line. */
export type AliasPair = readonly [prefix: string, text: string];

export const ALIAS_MAX_LENGTH = 100;
export const CSS_ALIAS_PREFIX = 'css/';

const MEDIA_PREFIX = /^\/(?:anime|manga)\/(\d+)\//;
const EDITOR_MEDIA_LINE = /^(\/(?:anime|manga)\/\d+\/)(.+)$/;

/** The first 100 characters, counted in code points so an emoji is never cut in half. */
export function cutAlias(text: string): string {
  const chars = Array.from(text);
  return chars.length <= ALIAS_MAX_LENGTH ? text : chars.slice(0, ALIAS_MAX_LENGTH).join('');
}

/** Stored pairs come from localStorage and may be anything; keep only [string, string]. */
export function validAliasPairs(stored: unknown): AliasPair[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (pair): pair is AliasPair =>
      Array.isArray(pair) && pair.length >= 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
  );
}

/** Media id → alias. Later pairs win, so user pairs placed after built-in ones override them. */
export function aliasMapFromPairs(pairs: readonly AliasPair[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const [prefix, text] of pairs) {
    const match = MEDIA_PREFIX.exec(prefix);
    if (match) map.set(Number(match[1]), cutAlias(text));
  }
  return map;
}

/** The CSS lines a user keeps among their aliases (prefix "css/"), without the prefix. */
export function aliasCssLines(storedPairs: unknown): string[] {
  return validAliasPairs(storedPairs)
    .filter(([prefix]) => prefix === CSS_ALIAS_PREFIX)
    .map(([, text]) => text);
}

/** What the alias editor's text holds: the pairs it keeps, and the non-blank lines it drops. */
export interface AliasEditorParse {
  pairs: AliasPair[];
  dropped: string[];
}

/**
 * Reads the alias editor's text: one "/anime/{id}/alias", "/manga/{id}/alias" or "css/..." per
 * line. Blank lines are skipped; every other line is dropped and reported, so the editor can
 * say what it did not keep. Alias titles are cut to 100 characters; CSS lines are kept whole.
 */
export function parseAliasEditorText(text: string): AliasEditorParse {
  const pairs: AliasPair[] = [];
  const dropped: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith(CSS_ALIAS_PREFIX)) {
      pairs.push([CSS_ALIAS_PREFIX, line.slice(CSS_ALIAS_PREFIX.length)]);
      continue;
    }
    const match = EDITOR_MEDIA_LINE.exec(line);
    if (match) pairs.push([match[1], cutAlias(match[2])]);
    else dropped.push(rawLine);
  }
  return { pairs, dropped };
}

/** A stored pair as the page uses it: alias titles cut to 100 characters, CSS lines whole. */
export function cutStoredPair([prefix, text]: AliasPair): AliasPair {
  return prefix === CSS_ALIAS_PREFIX ? [prefix, text] : [prefix, cutAlias(text)];
}

/** The editor's text for stored pairs, one line each (the inverse of parseAliasEditorText). */
export function formatAliasEditorText(storedPairs: unknown): string {
  return validAliasPairs(storedPairs)
    .map(([prefix, text]) => prefix + text)
    .join('\n');
}

/** The address form of a title, as AniList writes slugs: letters and digits joined by hyphens. */
export function titleSlug(title: string): string {
  return title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

const MEDIA_PATH = /^\/(anime|manga)\/(\d+)(?:\/([^/]*))?(\/.*)?$/;

/**
 * The media page's address with the alias as its slug ("/anime/5114/Old/characters" →
 * "/anime/5114/Short-Title/characters"), or null when it already has it or is no media page.
 */
export function aliasedMediaPath(pathname: string, alias: string): string | null {
  const match = MEDIA_PATH.exec(pathname);
  const slug = titleSlug(alias);
  if (!match || !slug) return null;
  const [, type, id, current = '', rest = '/'] = match;
  if (current === slug) return null;
  return `/${type}/${id}/${slug}${rest}`;
}

/** The media id a link names, when it is a media's own page (not a sub-page such as /characters). */
export function mediaIdOfTitleLink(href: string): number | null {
  const match = /^\/(?:anime|manga)\/(\d+)(?:\/[^/?#]*)?\/?(?:[?#].*)?$/.exec(href);
  return match ? Number(match[1]) : null;
}
