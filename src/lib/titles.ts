/** The title languages the script knows; the site's other options (the _STYLISED ones) count as romaji. */
export const titleLanguages = ['ROMAJI', 'NATIVE', 'ENGLISH'] as const;
export type TitleLanguage = (typeof titleLanguages)[number];

export interface MediaTitle {
  romaji?: string | null;
  native?: string | null;
  english?: string | null;
}

export interface TitledMedia {
  id: number;
  title: MediaTitle;
}

/**
 * Where a user alias ranks:
 * - 'aliasFirst' (profile stats tables): an alias beats the language setting;
 * - 'aliasAfterLanguage' (compare table, Autorecs): a native or English title in the chosen
 *   language beats the alias, which beats romaji.
 */
export type AliasOrder = 'aliasFirst' | 'aliasAfterLanguage';

function languageTitle(title: MediaTitle, language: TitleLanguage): string | null {
  if (language === 'NATIVE' && title.native) return title.native;
  if (language === 'ENGLISH' && title.english) return title.english;
  return null;
}

/**
 * The title to show for a media. Romaji is the fallback; should AniList ever send none, the
 * other titles are tried so that a row never shows an empty name.
 */
export function pickTitle(
  media: TitledMedia,
  language: TitleLanguage,
  aliases: ReadonlyMap<number, string>,
  order: AliasOrder,
): string {
  const alias = aliases.get(media.id);
  if (order === 'aliasFirst' && alias) return alias;
  const preferred = languageTitle(media.title, language);
  if (preferred) return preferred;
  if (alias) return alias;
  return media.title.romaji || media.title.english || media.title.native || '';
}
