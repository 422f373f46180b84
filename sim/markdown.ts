// AniList's markdown, one renderer for the simulated pages and the API's `asHtml: true` answers: a
// small part of it, enough for the shapes the script reads (links, `span.youtube`, `.media-embed`
// with data-media-id/-type, empty adult embeds, spoilers, images; host-dom.md §1.5).
// Pages escape the source FIRST, so nothing the world writes can open a tag or an attribute there.
// API answers pass raw HTML through on purpose: the userscript must treat every answer as hostile.
import type { World } from './world/types.ts';
import { escapeHtml, html, trusted, type SafeHtml } from './pages/html.ts';
import { mediaPath } from './pages/format.ts';

const SAFE_URL = /^https?:\/\/[^\s"'<>]+$/;

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

/** 'escaped': the simulated site's own rendering; 'raw': the API's, with the source's HTML kept. */
export type MarkdownSource = 'escaped' | 'raw';

export function markdownToHtml(world: World, source: string, mode: MarkdownSource): string {
  let text = mode === 'escaped' ? escapeHtml(source) : source;
  text = text.replace(/youtube\(\s*([\w-]{6,15})\s*\)/g, '<span class="youtube" id="$1"></span>');
  text = text.replace(/webm\(\s*(https?:\/\/[^\s()<>]+)\s*\)/g, (_m, url: string) =>
    SAFE_URL.test(url) ? `<video muted loop controls><source src="${url}" type="video/webm"></video>` : '');
  text = text.replace(/img(\d{0,4}%?)\(\s*(https?:\/\/[^\s()<>]+)\s*\)/g, (_m, width: string, url: string) =>
    SAFE_URL.test(url) ? `<img src="${url}"${width ? ` width="${width}"` : ''} alt="">` : '');
  text = text.replace(/~!([\s\S]*?)!~/g, '<span class="markdown-spoiler"><span>$1</span></span>');
  text = text.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  text = text.replace(/__([^_]+)__/g, '<strong>$1</strong>');
  text = text.replace(/(^|[\s(])https:\/\/anilist\.co\/(anime|manga)\/(\d+)\/?[^\s<)]*/g,
    (_m, lead: string, kind: string, id: string) => lead + embed(world, kind, id));
  text = text.replace(/(^|[\s(])(https?:\/\/[^\s<>()]+)/g, (_m, lead: string, url: string) =>
    `${lead}<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`);
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`);
  return paragraphs.join('');
}

/** For page fragments: the escaped rendering as trusted markup. */
export function renderMarkdown(world: World, source: string | null): SafeHtml {
  if (!source) return html``;
  return trusted(markdownToHtml(world, source, 'escaped'));
}

/** For API resolvers: `asHtml: true` gives the raw rendering, otherwise the source as stored. */
export function apiMarkdown(world: World, source: string | null, asHtml: unknown): string | null {
  if (source === null) return null;
  return asHtml ? markdownToHtml(world, source, 'raw') : source;
}
