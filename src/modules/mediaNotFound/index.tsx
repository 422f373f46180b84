import { query } from '../../api/client';
import { MEDIA_BY_ID, type MediaByIdResult } from '../../api/queries/media';
import { waitFor } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';

/** AniList's not-found message element (host-dom.md §2.21). */
export const NOT_FOUND = '.not-found';
export const ADULT_MEDIA_MESSAGE =
  'This media is adult content, which AniList hides unless it is enabled. You can show adult content in settings > Anime & Manga.';

/** The media page this tab was on last; AniList moves to /404 from it with replaceState. */
let lastMedia: { type: string; id: number } | null = null;

/**
 * Explains a /404 reached from a media page when that media is adult content (the original
 * checks its genres for Hentai; the API's isAdult says the same more surely).
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.page === 'media') {
      lastMedia = { type: ctx.params.type, id: Number(ctx.params.id) };
      return;
    }
    const previous = lastMedia;
    lastMedia = null;
    if (!previous) return;
    const data = await query<MediaByIdResult>(MEDIA_BY_ID, { id: previous.id, type: previous.type === 'manga' ? 'MANGA' : 'ANIME' }, { signal });
    const media = data?.Media;
    const adult = media?.isAdult === true || (media?.genres ?? []).includes('Hentai');
    if (!adult || signal.aborted) return;
    const message = await waitFor<HTMLElement>(NOT_FOUND, { signal });
    if (!message || signal.aborted) return;
    const original = message.textContent;
    message.textContent = ADULT_MEDIA_MESSAGE;
    signal.addEventListener('abort', () => {
      if (message.isConnected) message.textContent = original;
    }, { once: true });
  },
});
