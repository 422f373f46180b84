import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { MEDIA_DUB, type MediaDubResult } from '../../api/queries/media';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { manifest } from './manifest';
import { SIDEBAR } from './selectors';

/** Our notice, first in the sidebar. */
export const NOTICE_ID = 'dubNotice';
export const dubNoticeText = (language: string) => `Dubbed in ${language}`;

/** Inline, so the notice's text is all it holds. */
const css = `margin: 0 0 16px; padding: 8px 12px; border-radius: 3px; font-size: 1.3rem; font-weight: 500;
  color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); border-left: 3px solid rgb(var(--color-blue));`;

/** The language setting ("English") as AniList's StaffLanguage enum value ("ENGLISH"). */
export function staffLanguage(language: string): string {
  return language.trim().toUpperCase();
}

/**
 * On anime pages, "Dubbed in <language>" at the top of the sidebar when any main character has a
 * voice actor in the chosen language (dubMarkerLanguage). One query per anime and language.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.type !== 'anime') return; // the spec's dub marker is for anime only
    const language = getSettings().dubMarkerLanguage || 'English';
    const enumValue = staffLanguage(language);
    const data = await query<MediaDubResult>(MEDIA_DUB, { id: Number(ctx.params.id), language: enumValue }, {
      signal,
      cacheKey: `hohDubInfo${ctx.params.id}${enumValue}`,
      duration: CACHE_LIFETIMES.favourites,
    });
    const dubbed = data?.Media?.characters?.edges?.some((edge) => (edge?.voiceActors ?? []).some((actor) => actor !== null)) ?? false;
    if (!dubbed || signal.aborted) return;
    await attachContainer({
      anchor: SIDEBAR,
      create: () => element('p', { id: NOTICE_ID, style: css, text: dubNoticeText(language) }),
      place: (sidebar, notice) => sidebar.prepend(notice),
      signal,
    });
  },
});
