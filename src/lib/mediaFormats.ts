/** AniList's MediaFormat values as the site writes them ('TV Short', 'Light Novel'). */
const FORMAT_LABELS: Readonly<Record<string, string>> = {
  TV: 'TV', TV_SHORT: 'TV Short', MOVIE: 'Movie', SPECIAL: 'Special', OVA: 'OVA', ONA: 'ONA', MUSIC: 'Music',
  MANGA: 'Manga', NOVEL: 'Light Novel', ONE_SHOT: 'One Shot',
};

/** The site's name of a format; a value AniList adds later stays readable ('NEW_KIND' → 'NEW KIND'). */
export function formatLabel(format: string | null | undefined): string | null {
  if (!format) return null;
  return FORMAT_LABELS[format] ?? format.replace(/_/g, ' ');
}
