// Text AniList shows for world values: titles in the viewer's language, labels, dates, scores.
import type { FuzzyDate, Media, ScoreFormat, User } from '../world/types.ts';
import { formatName } from '../world/labels.ts';
import { html, slugify, type SafeHtml } from './html.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Manga (Korean)" etc. as the media sidebar shows non-Japanese manga. */
export function formatLabel(media: Media): string {
  if (media.format === 'MANGA' && media.countryOfOrigin === 'KR') return 'Manga (Korean)';
  if (media.format === 'MANGA' && media.countryOfOrigin === 'CN') return 'Manga (Chinese)';
  return formatName(media.format);
}

export { followStatusLabel, listStatusLabel, mediaStatusLabel as statusLabel } from '../world/labels.ts';

/** The title in the viewer's title language (guests see romaji), falling back to romaji. */
export function mediaTitle(media: Media, viewer: User | null): string {
  const language = viewer?.options.titleLanguage ?? 'ROMAJI';
  if (language.startsWith('ENGLISH') && media.title.english) return media.title.english;
  if (language.startsWith('NATIVE') && media.title.native) return media.title.native;
  return media.title.romaji;
}

export function mediaPath(media: Media): string {
  return `/${media.type.toLowerCase()}/${media.id}/${slugify(media.title.romaji)}/`;
}

export function userPath(name: string): string {
  return `/user/${name}/`;
}

/** "Mon D, YYYY", "Mon YYYY" or "YYYY", as the media sidebar prints dates. */
export function fuzzyDateText(date: FuzzyDate): string {
  if (!date.year) return '';
  if (!date.month) return String(date.year);
  const month = MONTHS[date.month - 1];
  return date.day ? `${month} ${date.day}, ${date.year}` : `${month} ${date.year}`;
}

/** Relative time in the words AniList uses ("Just now", "3 hours ago", "1 year ago"). */
export function relativeTime(seconds: number, now: number): string {
  const diff = Math.max(0, now - seconds);
  if (diff < 10) return 'Just now';
  const units: [number, string][] = [
    [365 * 86400, 'year'], [30 * 86400, 'month'], [7 * 86400, 'week'], [86400, 'day'],
    [3600, 'hour'], [60, 'minute'], [1, 'second'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(diff / size);
    if (count >= 1) return count === 1 ? `1 ${name} ago` : `${count} ${name}s ago`;
  }
  return 'Just now';
}

/**
 * `<time datetime title>relative</time>` as in feeds and notifications. The server writes the text
 * against the world's `now`; the page's client (sim/client/navigation.js, `countTimes`) counts it
 * again from the page's clock, as AniList's front end does, so a notification made 14 hours ago
 * reads "14 hours ago" whenever the world was generated. `data-sim-ago` marks the simulator's own
 * times (the script's times are left alone).
 */
export function timeElement(seconds: number, now: number): SafeHtml {
  const date = new Date(seconds * 1000);
  return html`<time datetime="${date.toISOString()}" title="${date.toUTCString()}" data-sim-ago="${seconds}">${relativeTime(seconds, now)}</time>`;
}

/** A relative time inside other text ("replied 3 hours ago"), counted again by the client like `timeElement`. */
export function relativeSpan(seconds: number, now: number): SafeHtml {
  return html`<span data-sim-ago="${seconds}">${relativeTime(seconds, now)}</span>`;
}

const STAR = html`<svg data-icon="star" class="svg-inline--fa fa-star fa-w-18 icon" viewBox="0 0 576 512"><path fill="currentColor" d="M259 17l-65 133-147 21c-26 4-37 36-18 55l106 103-25 146c-5 26 23 46 46 34l131-69 131 69c23 12 51-8 46-34l-25-146 106-103c19-19 8-51-18-55l-147-21-65-133c-12-24-46-24-58 0z"></path></svg>`;

function smiley(score: number): SafeHtml {
  const icon = score >= 3 ? 'smile' : score === 2 ? 'meh' : 'frown';
  return html`<svg data-icon="${icon}" class="svg-inline--fa fa-${icon} fa-w-16 icon" viewBox="0 0 496 512"><circle cx="248" cy="256" r="240" fill="currentColor"></circle></svg>`;
}

/** Score text as AniList prints it in a format ("8", "8.5", "85"; whole decimal scores without ".0"); icons for 5 stars and smileys. */
export function scoreContent(score: number, format: ScoreFormat): SafeHtml {
  if (!score) return html``;
  switch (format) {
    case 'POINT_5': return html`${score} ${STAR}`;
    case 'POINT_3': return smiley(score);
    default: return html`${score}`;
  }
}

/** Score as the media social tab's follow rows show it: "8/10", "85/100", "8.5/10", "4" + star, smiley. */
export function followScore(score: number, format: ScoreFormat): SafeHtml {
  if (!score) return html``;
  switch (format) {
    case 'POINT_100': return html`<span class="score">${score}/100</span>`;
    case 'POINT_10': return html`<span class="score">${score}/10</span>`;
    case 'POINT_10_DECIMAL': return html`<span class="score">${score.toFixed(1)}/10</span>`;
    case 'POINT_5': return html`<span class="score">${score}</span>${STAR}`;
    case 'POINT_3': return smiley(score);
  }
}

export function numberText(value: number): string {
  return value.toLocaleString('en-US');
}
