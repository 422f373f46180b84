// AniList's markdown, one renderer for the simulated pages and the API's `asHtml: true` answers: a
// part of it, enough for the shapes the script reads and what members write (links, `span.youtube`,
// `.media-embed` with data-media-id/-type, empty adult embeds, spoilers, images, webm, bold,
// italics, strike, centred text, headings, quotes, inline code, rules, @mentions; host-dom.md §1.5).
// Pages then pass the result through the allow-list (`sanitize.ts`), as AniList's renderer keeps a
// subset of HTML. API answers keep the source's raw HTML on purpose: the userscript must treat every
// answer as hostile.
import type { World } from './world/types.ts';
import { escapeHtml, html, trusted, type SafeHtml } from './pages/html.ts';
import { mediaPath } from './pages/format.ts';
import { sanitizeHtml } from './sanitize.ts';

const SAFE_URL = /^https?:\/\/[^\s"'<>]+$/;
/** A link target in `[text](url)`: the web or the site's own paths. */
const LINK_URL = /^(https?:\/\/|\/)[^\s"'<>]*$/;

function embed(world: World, kind: string, id: string): string {
  const media = world.getMedia(Number(id));
  const type = kind.toLowerCase();
  if (!media || media.type.toLowerCase() !== type) {
    return `<a href="/${type}/${id}/">https://anilist.co/${type}/${id}/</a>`;
  }
  // AniList leaves adult embeds empty; embedHentai looks for exactly that.
  const inner = media.isAdult ? '' : `<span class="embed"><span class="title">${escapeHtml(media.title.romaji)}</span></span>`;
  return `<a href="${escapeHtml(mediaPath(media))}" class="media-embed" data-media-id="${media.id}" data-media-type="${type}">${inner}</a>`;
}

/** 'escaped': the simulated site's own rendering (allow-listed); 'raw': the API's, source HTML kept. */
export type MarkdownSource = 'escaped' | 'raw';

/** Inline markdown of one block (no paragraph breaks inside). */
function inline(world: World, text: string): string {
  let out = text;
  out = out.replace(/youtube\(\s*([\w-]{6,15})\s*\)/g, '<span class="youtube" id="$1"></span>');
  out = out.replace(/webm\(\s*(https?:\/\/[^\s()<>]+)\s*\)/g, (_m, url: string) =>
    SAFE_URL.test(url) ? `<video muted loop controls><source src="${url}" type="video/webm"></video>` : '');
  out = out.replace(/img(\d{0,4}%?)\(\s*(https?:\/\/[^\s()<>]+)\s*\)/g, (_m, width: string, url: string) =>
    SAFE_URL.test(url) ? `<img src="${url}"${width ? ` width="${width}"` : ''} alt="">` : '');
  out = out.replace(/~!([\s\S]*?)!~/g, '<span class="markdown-spoiler"><span>$1</span></span>');
  out = out.replace(/~~~([\s\S]+?)~~~/g, '<center>$1</center>');
  out = out.replace(/~~([^~\n]+)~~/g, '<del>$1</del>');
  out = out.replace(/`([^`\n]+)`/g, '<code>$1</code>');
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/__([^_]+)__/g, '<strong>$1</strong>');
  // Single-mark italics only at word edges, so URLs and snake_case names stay whole.
  out = out.replace(/(^|[\s>(])[*_]([^*_\n<>]+)[*_](?=$|[\s<.,!?;:)])/g, '$1<em>$2</em>');
  out = out.replace(/\[([^\]\n]+)\]\(\s*([^\s()<>]+)\s*\)/g, (match, label: string, url: string) =>
    LINK_URL.test(url) ? `<a href="${url}"${url.startsWith('/') ? '' : ' target="_blank" rel="noopener noreferrer"'}>${label}</a>` : match);
  out = out.replace(/(^|[\s(])https:\/\/anilist\.co\/(anime|manga)\/(\d+)\/?[^\s<)]*/g,
    (_m, lead: string, kind: string, id: string) => lead + embed(world, kind, id));
  out = out.replace(/(^|[\s(])(https?:\/\/[^\s<>()]+)/g, (_m, lead: string, url: string) =>
    `${lead}<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`);
  out = out.replace(/(^|[\s(>])@([A-Za-z0-9_]{2,20})\b/g, (match, lead: string, name: string) => {
    const user = world.getUserByName(name);
    return user ? `${lead}<a href="/user/${user.name}/">@${user.name}</a>` : match;
  });
  return out;
}

/** One block: a heading, a rule, a quote or a paragraph with line breaks. */
function block(world: World, text: string): string {
  const heading = /^(#{1,5})\s+(.+)$/.exec(text);
  if (heading && !text.includes('\n')) return `<h${heading[1].length}>${inline(world, heading[2])}</h${heading[1].length}>`;
  if (/^(-{3,}|\*{3,})$/.test(text.trim())) return '<hr>';
  const lines = text.split('\n');
  if (lines.every((line) => /^(>|&gt;)\s?/.test(line))) {
    const quoted = lines.map((line) => line.replace(/^(>|&gt;)\s?/, '')).join('\n');
    return `<blockquote>${inline(world, quoted).replace(/\n/g, '<br>')}</blockquote>`;
  }
  return `<p>${inline(world, text).replace(/\n/g, '<br>')}</p>`;
}

export function markdownToHtml(world: World, source: string, mode: MarkdownSource): string {
  const rendered = source.split(/\n{2,}/).map((part) => block(world, part)).join('');
  return mode === 'escaped' ? sanitizeHtml(rendered) : rendered;
}

/** For page fragments: markdown rendered and allow-listed, as trusted markup. */
export function renderMarkdown(world: World, source: string | null): SafeHtml {
  if (!source) return html``;
  return trusted(markdownToHtml(world, source, 'escaped'));
}

/** For HTML fields that AniList shows as HTML without markdown (media descriptions). */
export function renderHtml(source: string | null): SafeHtml {
  if (!source) return html``;
  return trusted(sanitizeHtml(source));
}

/** For API resolvers: `asHtml: true` gives the raw rendering, otherwise the source as stored. */
export function apiMarkdown(world: World, source: string | null, asHtml: unknown): string | null {
  if (source === null) return null;
  return asHtml ? markdownToHtml(world, source, 'raw') : source;
}
