/**
 * What MALscore, MALserial and MALrecs share: ONE GET of MyAnimeList per media, however many of
 * the three are on (host-dom.md §5, spec doc 1 §7). The AniList media's MAL id comes first
 * (cached as hohIDmal<id>), then the page; whoever asks first starts the work and the others wait
 * for the same answer. A failure or a page MyAnimeList changed the shape of is logged as one
 * warning and gives null, so every module shows nothing.
 */
import { query } from './client';
import { fetchMalHtml, malRecsUrl, parseMalPage, type MalMediaType, type MalPage } from './mal';
import { MEDIA_ID_MAL, type MediaIdMalResult } from './queries/media';

export interface MalMediaData {
  type: MalMediaType;
  idMal: number;
  page: MalPage;
}

export const MAL_CHANGED_WARNING = (type: MalMediaType, idMal: number) =>
  `Automail: the MyAnimeList page of ${type} ${idMal} is not in the shape the script reads (MyAnimeList may have changed it); nothing from it is shown`;

const pending = new Map<number, Promise<MalMediaData | null>>();

async function load(mediaId: number): Promise<MalMediaData | null> {
  const media = await query<MediaIdMalResult>(MEDIA_ID_MAL, { id: mediaId }, { cacheKey: `hohIDmal${mediaId}` });
  const idMal = media?.Media?.idMal;
  const type: MalMediaType = media?.Media?.type === 'MANGA' ? 'manga' : 'anime';
  if (!idMal) return null;
  // No signal: the one GET serves every module of the page, even if the one that started it ends.
  const html = await fetchMalHtml(malRecsUrl(type, idMal));
  if (html === null) return null;
  const page = parseMalPage(html, type, idMal);
  if (!page.recognised) {
    console.warn(MAL_CHANGED_WARNING(type, idMal));
    return null;
  }
  return { type, idMal, page };
}

/** The MyAnimeList data of an AniList media, fetched at most once per page life; null when there is none. */
export function malDataFor(mediaId: number): Promise<MalMediaData | null> {
  let found = pending.get(mediaId);
  if (!found) {
    found = load(mediaId);
    pending.set(mediaId, found);
  }
  return found;
}

/** Waits for the data unless the visit ends first (then null). */
export function malDataUntil(mediaId: number, signal: AbortSignal): Promise<MalMediaData | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    malDataFor(mediaId).then(
      (data) => {
        signal.removeEventListener('abort', onAbort);
        resolve(signal.aborted ? null : data);
      },
      () => resolve(null),
    );
  });
}

export function resetMalDataForTests(): void {
  pending.clear();
}
