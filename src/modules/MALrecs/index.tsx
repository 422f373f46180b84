import { query } from '../../api/client';
import type { MalRecommendation } from '../../api/mal';
import { malDataUntil } from '../../api/malMedia';
import { MEDIA_BY_ID_MALS, type MediaByIdMalsResult } from '../../api/queries/media';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { manifest } from './manifest';
import { GRID_SECTION, OVERVIEW } from './selectors';
import { HEADING, ON_MAL } from './strings';

export const CONTAINER_CLASS = 'hohRecContainer';
const STYLE_ID = 'hohMalRecsStyle';

type Mapped = NonNullable<NonNullable<NonNullable<MediaByIdMalsResult['Page']>['media']>[number]>;

const css = `
.${CONTAINER_CLASS} h2 { font-size: 1.4rem; font-weight: 500; margin: 0 0 10px; color: rgb(var(--color-text)); }
.${CONTAINER_CLASS} .hohMalRecs { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr)); gap: 12px; margin-bottom: 20px; }
.${CONTAINER_CLASS} .hohMalRec { display: flex; gap: 10px; padding: 10px; border-radius: 3px; background: rgb(var(--color-foreground)); color: rgb(var(--color-text)); font-size: 1.3rem; }
.${CONTAINER_CLASS} .hohMalRecCover { flex: none; width: 60px; height: 85px; border-radius: 3px; background: rgb(var(--color-foreground-grey-dark, var(--color-background))) center / cover no-repeat; }
.${CONTAINER_CLASS} .hohMalRecBody { min-width: 0; }
.${CONTAINER_CLASS} .hohMalRecTitle { display: block; font-weight: 600; color: rgb(var(--color-blue)); margin-bottom: 4px; }
.${CONTAINER_CLASS} .hohMalRecText { margin: 0; line-height: 1.4; color: rgb(var(--color-text-light, var(--color-text))); display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
.${CONTAINER_CLASS} .hohMalRecSource { font-size: 1.1rem; color: rgb(var(--color-text-lighter)); }
.${CONTAINER_CLASS} a:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
`;

function titleOf(media: Mapped): string {
  const language = getSettings().titleLanguage;
  const title = media.title;
  const wanted = language === 'ENGLISH' ? title?.english : language === 'NATIVE' ? title?.native : title?.romaji;
  return wanted || title?.romaji || title?.english || title?.native || `#${media.id}`;
}

/** An https address from the API, or null (a cover is never loaded from anything else). */
function httpsUrl(text: string | null | undefined): string | null {
  try {
    const url = new URL(text ?? '');
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One card: the AniList cover and title (a link to AniList), the recommender's text as text. */
function card(rec: MalRecommendation, media: Mapped): HTMLElement {
  const path = `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${media.id}/`;
  const image = httpsUrl(media.coverImage?.medium ?? media.coverImage?.large);
  const cover = element('a', { className: 'hohMalRecCover', href: path, attrs: { 'aria-hidden': 'true' }, tabIndex: -1 });
  if (image) cover.style.backgroundImage = `url(${JSON.stringify(image)})`;
  return element('div', { className: 'hohMalRec' }, [
    cover,
    element('div', { className: 'hohMalRecBody' }, [
      element('a', { className: 'hohMalRecTitle', href: path, text: titleOf(media) }),
      element('p', { className: 'hohMalRecText', text: rec.text, title: rec.text }),
      element('a', { className: 'hohMalRecSource', href: rec.url, target: '_blank', rel: 'noopener noreferrer', text: ON_MAL }),
    ]),
  ]);
}

/**
 * Up to five MyAnimeList user recommendations at the end of the media overview, each mapped back
 * to its AniList media with one query; the text is shown as text, never as HTML.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.sub) return; // the overview only
    const data = await malDataUntil(Number(ctx.params.id), signal);
    const recs = data?.page.recommendations ?? [];
    if (!data || recs.length === 0 || signal.aborted) return;
    const mapped = await query<MediaByIdMalsResult>(
      MEDIA_BY_ID_MALS,
      { ids: recs.map((rec) => rec.idMal), type: data.type === 'manga' ? 'MANGA' : 'ANIME' },
      { signal, cacheKey: `hohMALrecs${data.type}${data.idMal}` },
    );
    const byIdMal = new Map<number, Mapped>();
    for (const media of mapped?.Page?.media ?? []) if (media?.idMal) byIdMal.set(media.idMal, media);
    const shown = recs.filter((rec) => byIdMal.has(rec.idMal));
    if (shown.length === 0 || signal.aborted) return;
    ctx.addStyle(STYLE_ID, css);

    await attachContainer({
      anchor: OVERVIEW,
      create: () => element('div', { className: `grid-section-wrap ${CONTAINER_CLASS}` }, [
        element('h2', { text: HEADING }),
        element('div', { className: 'hohMalRecs' }, shown.map((rec) => card(rec, byIdMal.get(rec.idMal)!))),
      ]),
      place: (overview, wrap) => {
        const sections = [...overview.querySelectorAll(`:scope > ${GRID_SECTION}`)].filter((section) => section !== wrap);
        const last = sections[sections.length - 1];
        if (last) last.after(wrap);
        else overview.append(wrap);
      },
      signal,
    });
  },
});
