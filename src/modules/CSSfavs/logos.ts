/**
 * The favourite-studio logo table (spec doc 1; host-dom.md §5 "Studio logos") and the CSS it
 * becomes. Keyed on the favourite-studio href of host-dom.md §2.3:
 * `a.favourite.studio[href="/studio/<id>/<Slug-With-Hyphens>"]`.
 */
import studioLogos from '../../data/studio-logos.json';

/** [studio id, slug, logo URL, width px?, height px?] (spec doc 1, favourite-studio logo table) */
export type StudioLogoRow = readonly [number, string, string, number?, number?];
// JSON arrays type as (string | number)[]; the unit test checks every row has this shape.
export const STUDIO_LOGOS = studioLogos as unknown as readonly StudioLogoRow[];
const DEFAULT_LOGO_HEIGHT = 40;

/** The logo drawn under one favourite studio's name; sizes from the table where it has them. */
function studioLogoRule([id, slug, url, width, height]: StudioLogoRow): string {
  const size = width && height ? `width: ${width}px; height: ${height}px;` : `width: 100%; height: ${DEFAULT_LOGO_HEIGHT}px;`;
  return `a.favourite.studio[href="/studio/${id}/${slug}"]::after { content: ""; display: block; ${size} max-width: 100%; margin-top: 6px; background: url(${JSON.stringify(url)}) center / contain no-repeat; }`;
}

export function studioLogoCss(rows: readonly StudioLogoRow[] = STUDIO_LOGOS): string {
  return rows.map(studioLogoRule).join('\n');
}
