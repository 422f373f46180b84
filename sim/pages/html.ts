/**
 * Safe HTML building for the simulated pages. The world holds hostile strings on purpose
 * (script tags, quotes, ampersands in names and titles), so every interpolated value is
 * escaped unless it is already a SafeHtml produced by this module.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Escapes text for element content and quoted attribute values alike. MyAnimeList writes the
 * apostrophe as `&#039;`, and the script's MAL regexes expect exactly that, so its pages ask for it.
 */
export function escapeHtml(text: string, apostrophe: '&#39;' | '&#039;' = '&#39;'): string {
  return text.replace(/[&<>"'`]/g, (ch) => (ch === "'" ? apostrophe : ESCAPES[ch]));
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts are trusted markup, every `${value}` is escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Markup the simulator itself produced (never world text). */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** A CSS `url("…")` for an inline style attribute; quotes and backslashes in the URL are escaped. */
export function cssUrl(url: string | null | undefined): string {
  if (!url) return '';
  return `url("${url.replace(/[\\"\n\r]/g, (ch) => '\\' + ch.charCodeAt(0).toString(16) + ' ')}")`;
}

/** Text for inside an inline <script>: JSON with `<` escaped so no `</script>` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The URL slug after an id: AniList joins words with hyphens, MyAnimeList with underscores. */
export function slugify(title: string, separator: '-' | '_' = '-'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, separator)
    .replace(separator === '-' ? /^-+|-+$/g : /^_+|_+$/g, '');
  return slug || 'untitled';
}
