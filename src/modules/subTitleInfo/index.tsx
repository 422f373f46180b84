import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { MEDIA_SUBTITLE, type MediaSubtitleResult } from '../../api/queries/media';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { hasSubtitle, subtitleParts, type SubtitleParts } from '../../lib/subTitle';
import { manifest } from './manifest';
import { TITLE } from './selectors';

export const SUBTITLE_CLASS = 'hohSubTitle';

const ITEMS_CLASS = 'hohSubTitleItems';
const STYLE_ID = 'hohSubTitleStyle';
/**
 * Every item carries its "·" before it, and the items' row is pulled left by the separator's
 * width inside a clipping box: the separator of whichever item starts a line (the first, or the
 * first after a wrap at 500 px) sits in the clipped strip, so no line starts with a stray dot.
 */
const css = `.${SUBTITLE_CLASS}{overflow:hidden;margin:-6px 0 14px;font-size:1.4rem;color:rgb(var(--color-text-lighter))}
.${ITEMS_CLASS}{display:flex;flex-wrap:wrap;gap:2px 0;margin-left:-18px}
.${ITEMS_CLASS}>*::before{content:'·';display:inline-block;width:18px;text-align:center;color:rgb(var(--color-text-lighter))}
.${SUBTITLE_CLASS} a{color:rgb(var(--color-blue))}
.${SUBTITLE_CLASS} a:focus-visible{outline:2px solid rgb(var(--color-blue));outline-offset:-2px}`;

function subtitleLine(parts: SubtitleParts): HTMLElement {
  const { alternativeTitle, year, format, studios } = parts;
  return element('div', { className: SUBTITLE_CLASS }, [
    element('div', { className: ITEMS_CLASS }, [
      alternativeTitle ? element('span', { className: 'hohAltTitle', text: alternativeTitle }) : null,
      year && element('a', { className: 'hohYear', href: year.href, text: year.text }),
      format ? element('span', { className: 'hohFormat', text: format }) : null,
      studios.length > 0 && element('span', { className: 'hohStudios' }, studios.flatMap((studio, index) => [
        index > 0 && ', ',
        element('a', { className: 'hohStudio', href: studio.href, text: studio.text }),
      ])),
    ]),
  ]);
}

/**
 * Native element checked: AniList's header shows only the title `h1` and the description (the
 * other titles, dates, format and studios are sidebar `.data-set` rows, host-dom-2026 §2.7), so
 * there is no native line under the title to duplicate; `attachContainer` keeps ours to one.
 *
 * Under the media title: its other title, the start year (linked to that year's browse page),
 * the format and the main studios. One query per media, cached an hour; nothing when it fails.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const data = await query<MediaSubtitleResult>(MEDIA_SUBTITLE, { id: Number(ctx.params.id) }, {
      signal,
      cacheKey: `hohSubTitle${ctx.params.id}`,
      duration: CACHE_LIFETIMES.mediaSubtitle,
    });
    const media = data?.Media;
    if (!media || signal.aborted) return;
    const parts = subtitleParts({
      type: media.type,
      format: media.format,
      title: media.title,
      startYear: media.startDate?.year ?? null,
      seasonYear: media.seasonYear,
      studios: (media.studios?.nodes ?? []).filter((studio) => studio !== null),
    }, getSettings().titleLanguage);
    if (!hasSubtitle(parts)) return;
    ctx.addStyle(STYLE_ID, css);
    await attachContainer({
      anchor: TITLE,
      create: () => subtitleLine(parts),
      place: (title, line) => title.after(line),
      signal,
    });
  },
});
