/** The facts line and genres of a media embed card (pure; the card itself is drawn by the module). */

export interface EmbedFacts {
  format: string | null;
  status: string | null;
  season: string | null;
  year: number | null;
  score: number | null;
}

const words = (value: string) => value.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
/** Formats AniList writes in capitals. */
const UPPER = new Set(['TV', 'OVA', 'ONA']);

/** "TV · Finished · Spring 2019 · 78%": what is known, in that order. */
export function embedFactsLine(facts: EmbedFacts): string {
  const parts: string[] = [];
  if (facts.format) parts.push(UPPER.has(facts.format) ? facts.format : facts.format === 'TV_SHORT' ? 'TV Short' : words(facts.format));
  if (facts.status) parts.push(words(facts.status));
  const when = [facts.season ? words(facts.season) : '', facts.year ? String(facts.year) : ''].filter(Boolean).join(' ');
  if (when) parts.push(when);
  if (facts.score !== null && facts.score > 0) parts.push(`${facts.score}%`);
  return parts.join(' · ');
}

/** A cover address the card may use: the web only (an `url()` in a style must not carry anything else). */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url || !/^https:\/\/[^\s"'()\\<>]+$/.test(url)) return null;
  return url;
}
