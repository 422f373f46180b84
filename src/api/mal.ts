/**
 * MyAnimeList (the spec's "second anime database"): one GET of a media's user-recommendations
 * page, scraped for the score, the serialization (manga) and up to 5 recommendations
 * (host-dom.md §5). The request goes through the userscript manager's GM_xmlhttpRequest when
 * granted (no CORS, anonymous: no MAL cookies), else through fetch without credentials.
 * It never carries the AniList token or any AniList header.
 */
import { GM_xmlhttpRequest } from '$';
import { MAL_ORIGIN, malBase } from './endpoint';

export type MalMediaType = 'anime' | 'manga';

export const MAX_MAL_RECOMMENDATIONS = 5;

export interface MalSerialization {
  name: string;
  /** Absolute MyAnimeList URL of the magazine. */
  url: string;
}

export interface MalRecommendation {
  type: MalMediaType;
  idMal: number;
  /** Absolute MyAnimeList URL of the recommended media. */
  url: string;
  /** The recommender's text, as plain text. */
  text: string;
}

export interface MalPage {
  /**
   * False when the page lacks the markers every recommendations page has (the "Score:" label or
   * the schema.org rating): MyAnimeList changed its pages, and nothing read from it can be trusted.
   */
  recognised: boolean;
  score: number | null;
  serialization: MalSerialization | null;
  recommendations: MalRecommendation[];
}

/**
 * The recommendations page. MAL ignores the slug segment, so a fixed '_' stands in for the title.
 */
export function malRecsUrl(type: MalMediaType, idMal: number, base: string = malBase()): string {
  return `${base}/${type}/${idMal}/_/userrecs`;
}

/** The public link shown to users ("MAL Score"). */
export function malMediaUrl(type: MalMediaType, idMal: number): string {
  return `${MAL_ORIGIN}/${type}/${idMal}`;
}

function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const MEDIA_LINK = /\/(anime|manga)\/(\d+)(?:\/|$|\?)/;

function absolute(href: string): string | null {
  try {
    const url = new URL(href, `${MAL_ORIGIN}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function parseScore(doc: Document): number | null {
  const node = doc.querySelector('[itemprop="ratingValue"]');
  const match = /\d+\.\d+/.exec(node?.textContent ?? '');
  return match ? Number(match[0]) : null;
}

function isRecognised(doc: Document): boolean {
  if (doc.querySelector('[itemprop="ratingValue"]')) return true;
  return [...doc.querySelectorAll('span.dark_text')].some((label) => collapse(label.textContent) === 'Score:');
}

function parseSerialization(doc: Document): MalSerialization | null {
  for (const label of doc.querySelectorAll('span.dark_text')) {
    if (collapse(label.textContent) !== 'Serialization:') continue;
    // Only a magazine link counts: a manga without one shows "None found, add some" with an edit link.
    const link = label.parentElement?.querySelector('a[href*="/magazine/"]');
    const url = link ? absolute(link.getAttribute('href') ?? '') : null;
    if (!link || !url) return null;
    const name = collapse(link.getAttribute('title') || link.textContent);
    return name ? { name, url } : null;
  }
  return null;
}

/** What a reader sees of an element: its text without the source of scripts and styles in it. */
function readableText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('script, style, noscript, template').forEach((node) => node.remove());
  return collapse(copy.textContent);
}

function follows(node: Node, reference: Node): boolean {
  return (reference.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * Each recommendation is a picture link (`.picSurround a`) followed, somewhere before the next
 * picture, by its text (an element whose class contains `detail-user-recs-text`).
 */
function parseRecommendations(doc: Document, ownType: MalMediaType, ownId: number | null): MalRecommendation[] {
  const pictures = [...doc.querySelectorAll('.picSurround a[href]')];
  const texts = [...doc.querySelectorAll('[class*="detail-user-recs-text"]')];
  const found: MalRecommendation[] = [];
  const seen = new Set<number>();
  pictures.forEach((picture, index) => {
    if (found.length >= MAX_MAL_RECOMMENDATIONS) return;
    const url = absolute(picture.getAttribute('href') ?? '');
    const match = url ? MEDIA_LINK.exec(new URL(url).pathname) : null;
    if (!url || !match) return;
    const type = match[1] as MalMediaType;
    const idMal = Number(match[2]);
    if (type !== ownType || idMal === ownId || seen.has(idMal)) return;
    const next = pictures[index + 1];
    const text = texts.find((node) => follows(node, picture) && (!next || follows(next, node)));
    if (!text) return;
    seen.add(idMal);
    found.push({ type, idMal, url: malMediaUrl(type, idMal), text: readableText(text) });
  });
  return found;
}

/**
 * Reads a recommendations page. Pure apart from needing DOMParser (a browser, or jsdom in tests);
 * DOMParser documents are inert, so nothing in the page runs or loads.
 */
export function parseMalPage(html: string, type: MalMediaType, idMal: number | null = null): MalPage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    recognised: isRecognised(doc),
    score: parseScore(doc),
    serialization: type === 'manga' ? parseSerialization(doc) : null,
    recommendations: parseRecommendations(doc, type, idMal),
  };
}

function gmAvailable(): boolean {
  // The built script reads GM_xmlhttpRequest at load time; it is undefined when not granted.
  return typeof GM_xmlhttpRequest === 'function';
}

function viaGm(url: string, signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: string | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const fail = (reason: string) => {
      if (!signal?.aborted) console.warn(`Automail: MyAnimeList request failed: ${reason}`);
      finish(null);
    };
    const handle = GM_xmlhttpRequest({
      method: 'GET',
      url,
      anonymous: true,
      onload(response) {
        if (response.status === 200) finish(String(response.responseText ?? ''));
        else if (response.status === 404) finish(null);
        else fail(`HTTP ${response.status}`);
      },
      onerror: () => fail('network error'),
      ontimeout: () => fail('timeout'),
      onabort: () => finish(null),
    });
    signal?.addEventListener(
      'abort',
      () => {
        handle?.abort();
        finish(null);
      },
      { once: true },
    );
  });
}

async function viaFetch(url: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await globalThis.fetch(url, { method: 'GET', credentials: 'omit', signal });
    if (response.status === 404) return null;
    if (!response.ok) {
      console.warn(`Automail: MyAnimeList request failed: HTTP ${response.status}`);
      return null;
    }
    return await response.text();
  } catch (error) {
    if (!signal?.aborted) console.warn(`Automail: MyAnimeList request failed: ${error instanceof Error ? error.message : 'network error'}`);
    return null;
  }
}

/** The raw page text, or null (404, failure or abort; a failure is logged as one warning). */
export function fetchMalHtml(url: string, signal?: AbortSignal): Promise<string | null> {
  if (signal?.aborted) return Promise.resolve(null);
  return gmAvailable() ? viaGm(url, signal) : viaFetch(url, signal);
}

/** Fetches and reads the recommendations page of one MyAnimeList media. */
export async function fetchMalPage(type: MalMediaType, idMal: number, signal?: AbortSignal): Promise<MalPage | null> {
  const html = await fetchMalHtml(malRecsUrl(type, idMal), signal);
  return html === null ? null : parseMalPage(html, type, idMal);
}
