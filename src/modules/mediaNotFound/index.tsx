import { query } from '../../api/client';
import { MEDIA_BY_ID, type MediaByIdResult } from '../../api/queries/media';
import { defineModule } from '../../core/module';
import { explainNotFound, triedAddress } from '../../core/notFoundPage';
import { pages } from '../../core/pages';
import { manifest } from './manifest';

export const ADULT_MEDIA_MESSAGE =
  'This media is adult content, which AniList hides unless it is enabled. You can show adult content in settings > Anime & Manga.';

/** The media page this tab was on last; AniList moves to /404 from it with replaceState. */
const triedMedia = triedAddress((url) => {
  const params = pages.media.match(url);
  return params ? { type: params.type, id: Number(params.id) } : null;
});

/**
 * Explains a /404 reached from a media page when that media is adult content (the original
 * checks its genres for Hentai; the API's isAdult says the same more surely).
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.page === pages.media.name) {
      triedMedia.note(ctx.url, signal);
      return;
    }
    const previous = triedMedia.take();
    if (!previous) return;
    const data = await query<MediaByIdResult>(MEDIA_BY_ID, { id: previous.id, type: previous.type === 'manga' ? 'MANGA' : 'ANIME' }, { signal });
    const media = data?.Media;
    const adult = media?.isAdult === true || (media?.genres ?? []).includes('Hentai');
    if (!adult || signal.aborted) return;
    await explainNotFound(ADULT_MEDIA_MESSAGE, signal);
  },
});
