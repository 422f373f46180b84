/**
 * The line under a media page's title (subTitleInfo, host-dom.md §3.2: "alternate title, year
 * link, format, studios"). The spec says no more, so the choices are ours: the alternative title
 * is the most useful one the page does not already show (English for a romaji reader, romaji
 * for English and native readers), the year is the start year (the season's year when AniList
 * has no start date) linked to the browse page of that year, and the studios are the main ones.
 */
import { formatLabel } from './mediaFormats';
import type { MediaTitle, TitleLanguage } from './titles';

export interface SubtitleMedia {
  type: 'ANIME' | 'MANGA' | null;
  format: string | null;
  title: MediaTitle | null;
  startYear: number | null;
  seasonYear: number | null;
  studios: readonly { id: number; name: string }[];
}

export interface SubtitleLink {
  text: string;
  href: string;
}

export interface SubtitleParts {
  alternativeTitle: string | null;
  year: SubtitleLink | null;
  format: string | null;
  studios: SubtitleLink[];
}

/** Which titles to offer, best first, for each language the page shows its title in. */
const ALTERNATIVES: Readonly<Record<TitleLanguage, readonly (keyof MediaTitle)[]>> = {
  ROMAJI: ['english', 'native'],
  ENGLISH: ['romaji', 'native'],
  NATIVE: ['romaji', 'english'],
};

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The title AniList's header shows in this language (romaji when the language has none). */
function shownTitle(title: MediaTitle, language: TitleLanguage): string {
  const chosen = language === 'ENGLISH' ? title.english : language === 'NATIVE' ? title.native : null;
  return chosen || title.romaji || title.english || title.native || '';
}

export function alternativeTitle(title: MediaTitle | null, language: TitleLanguage): string | null {
  if (!title) return null;
  const shown = shownTitle(title, language);
  for (const key of ALTERNATIVES[language]) {
    const candidate = title[key];
    if (candidate && !same(candidate, shown)) return candidate;
  }
  return null;
}

export function subtitleParts(media: SubtitleMedia, language: TitleLanguage): SubtitleParts {
  const year = media.startYear ?? media.seasonYear;
  const browse = media.type === 'MANGA' ? 'manga' : 'anime';
  return {
    alternativeTitle: alternativeTitle(media.title, language),
    year: year ? { text: String(year), href: `/search/${browse}?year=${year}` } : null,
    format: formatLabel(media.format),
    studios: media.studios.map((studio) => ({ text: studio.name, href: `/studio/${studio.id}` })),
  };
}

/** Whether there is anything to draw. */
export function hasSubtitle(parts: SubtitleParts): boolean {
  return !!(parts.alternativeTitle || parts.year || parts.format || parts.studios.length);
}
