// The allow-list the simulated pages apply to user-written HTML (about texts, activities, forum
// comments, descriptions), as AniList's renderer keeps a subset of HTML and drops the rest.
// Written as a re-serialiser, not a filter: every tag in the output is one this file built from
// a parsed, allowed tag with checked attributes, and every other character is escaped text. A
// tag that is not allowed is shown as its text, so hostile content stays visible but inert.
// The API's `asHtml` answers do NOT pass through here: AniList sends raw HTML there.
import { escapeHtml } from './pages/html.ts';

type AttributeRule = 'url' | 'src' | 'class' | 'id' | 'number' | 'text' | 'flag' | 'target' | 'mediaType';

const COMMON: Record<string, AttributeRule> = { title: 'text' };
const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  a: { href: 'url', target: 'target', rel: 'text', class: 'class', 'data-media-id': 'number', 'data-media-type': 'mediaType' },
  img: { src: 'src', width: 'number', height: 'number', alt: 'text' },
  video: { muted: 'flag', loop: 'flag', controls: 'flag', width: 'number' },
  source: { src: 'src', type: 'text' },
  span: { class: 'class', id: 'id' },
  div: { class: 'class', align: 'text' },
  p: { align: 'text' },
  ...Object.fromEntries(
    ['b', 'strong', 'i', 'em', 'u', 'del', 's', 'strike', 'sub', 'sup', 'small', 'code', 'pre', 'blockquote', 'center',
      'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li'].map((tag) => [tag, {}]),
  ),
};
const VOID = new Set(['br', 'hr', 'img', 'source']);
/** Tags that mean nothing without their one required attribute. */
const REQUIRED: Record<string, string> = { img: 'src', source: 'src' };
/** The classes AniList's own markdown produces; anything else a user writes is dropped. */
const CLASSES = new Set(['youtube', 'markdown-spoiler', 'media-embed', 'embed', 'title', 'spoiler']);

const OPEN_TAG = /^<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const CLOSE_TAG = /^<\/([a-zA-Z][a-zA-Z0-9]*)\s*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (_m, body: string) => {
    if (body[0] !== '#') return NAMED[body];
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Text outside tags: `<`, `>` and quotes escaped; entities the author wrote are kept. */
function escapeText(text: string): string {
  return text.replace(/&(?!(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;').replace(/[<>"'`]/g, (ch) => escapeHtml(ch));
}

/** Links go to the web or to the site itself; images and videos load from the web only. */
function checkedValue(rule: AttributeRule, value: string): string | null {
  const trimmed = value.trim();
  switch (rule) {
    case 'url': return /^(https?:\/\/|\/|#)/i.test(trimmed) && !/[\s<>"'`]/.test(trimmed) ? trimmed : null;
    case 'src': return /^https?:\/\//i.test(trimmed) && !/[\s<>"'`]/.test(trimmed) ? trimmed : null;
    case 'class': {
      const kept = trimmed.split(/\s+/).filter((name) => CLASSES.has(name));
      return kept.length ? kept.join(' ') : null;
    }
    case 'id': return /^[\w-]{1,40}$/.test(trimmed) ? trimmed : null;
    case 'number': return /^\d{1,5}%?$/.test(trimmed) ? trimmed : null;
    case 'target': return trimmed === '_blank' ? trimmed : null;
    case 'mediaType': return trimmed === 'anime' || trimmed === 'manga' ? trimmed : null;
    case 'flag': return '';
    case 'text': return value;
  }
}

function openTag(name: string, attributeText: string): string | null {
  const rules = ALLOWED[name];
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    const attribute = match[1].toLowerCase();
    const rule = rules[attribute] ?? COMMON[attribute];
    if (!rule || seen.has(attribute)) continue;
    const value = checkedValue(rule, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    if (value === null) continue;
    seen.add(attribute);
    parts.push(rule === 'flag' ? ` ${attribute}` : ` ${attribute}="${escapeHtml(value)}"`);
  }
  if (REQUIRED[name] && !seen.has(REQUIRED[name])) return null;
  return `<${name}${parts.join('')}>`;
}

/** User HTML reduced to AniList's allowed subset, well nested, with nothing that can run. */
export function sanitizeHtml(source: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(source.slice(i));
      break;
    }
    out += escapeText(source.slice(i, lt));
    const rest = source.slice(lt);
    if (rest.startsWith('<!--')) {
      // Comments never reach the page (profile JSON hides in them; AniList shows nothing).
      const end = rest.indexOf('-->', 4);
      i = end < 0 ? source.length : lt + end + 3;
      continue;
    }
    const close = CLOSE_TAG.exec(rest);
    if (close) {
      const name = close[1].toLowerCase();
      const at = open.lastIndexOf(name);
      if (ALLOWED[name] && at >= 0) {
        while (open.length > at) out += `</${open.pop()}>`;
      } else if (!ALLOWED[name]) {
        out += escapeText(close[0]);
      }
      i = lt + close[0].length;
      continue;
    }
    const tag = OPEN_TAG.exec(rest);
    const name = tag?.[1].toLowerCase();
    const built = tag && name && ALLOWED[name] ? openTag(name, tag[2]) : null;
    if (tag && built) {
      out += built;
      if (!VOID.has(name!)) open.push(name!);
      i = lt + tag[0].length;
    } else if (tag) {
      out += escapeText(tag[0]);
      i = lt + tag[0].length;
    } else {
      out += '&lt;';
      i = lt + 1;
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
