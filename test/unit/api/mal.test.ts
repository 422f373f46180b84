// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGmHandler, type GmHandler } from '../../mocks/gm';
import { configureApi, resetApiForTests } from '../../../src/api/apiConfig';
import { malBase } from '../../../src/api/endpoint';
import { fetchMalPage, malMediaUrl, malRecsUrl, MAX_MAL_RECOMMENDATIONS, parseMalPage } from '../../../src/api/mal';

function recBlock(type: string, id: number, text: string): string {
  return `
  <div class="borderClass">
    <table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
      <td valign="top" width="70"><div class="picSurround"><a href="https://myanimelist.net/${type}/${id}/Title_${id}" class="hoverinfo_trigger"><img data-src="x.jpg" alt="t"></a></div></td>
      <td valign="top">
        <div><a href="https://myanimelist.net/${type}/${id}/Title_${id}"><strong>Title ${id}</strong></a></div>
        <div class="borderClass bgColor1" style="padding: 5px 0 5px 0;">
          <div class="spaceit_pad detail-user-recs-text">${text}</div>
          <div class="spaceit_pad">recommended by <a href="/profile/someone">someone</a></div>
        </div>
      </td>
    </tr></table>
  </div>`;
}

const MANGA_PAGE = `<!DOCTYPE html><html><head><title>Monster - Recommendations - MyAnimeList.net</title>
<script>window.evil = 1;</script></head><body>
<div id="content"><table><tr><td class="borderClass">
  <div class="spaceit_pad"><span class="dark_text">Type:</span> <a href="/topmanga.php?type=manga">Manga</a></div>
  <div class="spaceit_pad">
    <span class="dark_text">Serialization:</span>
    <a href="/manga/magazine/2/Big_Comic_Original" title="Big Comic Original">Big Comic Original</a>
  </div>
  <div class="spaceit_pad po-r js-statistics-info di-ib" data-id="info1">
    <span class="dark_text">Score:</span>
    <span itemprop="ratingValue" class="score-label score-9">9.16</span><sup>1</sup>
    (scored by <span itemprop="ratingCount">140000</span> users)
  </div>
</td><td>
  <h2>Recommendations</h2>
  ${recBlock('manga', 21, 'Both are <b>psychological</b>\n   thrillers.')}
  ${recBlock('manga', 1, 'Self link that should be skipped.')}
  ${recBlock('anime', 19, 'An anime, wrong kind.')}
  ${recBlock('manga', 21, 'Duplicate of the first.')}
  ${recBlock('manga', 22, 'Second.')}
  ${recBlock('manga', 23, 'Third.')}
  ${recBlock('manga', 24, 'Fourth.')}
  ${recBlock('manga', 25, 'Fifth.')}
  ${recBlock('manga', 26, 'Sixth, over the limit.')}
</td></tr></table></div></body></html>`;

describe('parseMalPage', () => {
  it('reads the score, the serialization and up to 5 recommendations', () => {
    const page = parseMalPage(MANGA_PAGE, 'manga', 1);
    expect(page.score).toBe(9.16);
    expect(page.serialization).toEqual({ name: 'Big Comic Original', url: 'https://myanimelist.net/manga/magazine/2/Big_Comic_Original' });
    expect(MAX_MAL_RECOMMENDATIONS).toBe(5);
    expect(page.recommendations).toEqual([
      { type: 'manga', idMal: 21, url: 'https://myanimelist.net/manga/21', text: 'Both are psychological thrillers.' },
      { type: 'manga', idMal: 22, url: 'https://myanimelist.net/manga/22', text: 'Second.' },
      { type: 'manga', idMal: 23, url: 'https://myanimelist.net/manga/23', text: 'Third.' },
      { type: 'manga', idMal: 24, url: 'https://myanimelist.net/manga/24', text: 'Fourth.' },
      { type: 'manga', idMal: 25, url: 'https://myanimelist.net/manga/25', text: 'Fifth.' },
    ]);
    expect((window as unknown as { evil?: number }).evil).toBeUndefined();
  });

  it('has no serialization for anime, and nothing on an empty page', () => {
    expect(parseMalPage(MANGA_PAGE, 'anime').serialization).toBeNull();
    expect(parseMalPage('<html><body>Not found</body></html>', 'manga')).toEqual({ recognised: false, score: null, serialization: null, recommendations: [] });
  });

  it('has no serialization when MAL lists none (only an edit link)', () => {
    const html = `<div class="spaceit_pad">
      <span class="dark_text">Serialization:</span>
      None found, <a href="/dbchanges.php?mid=1&t=addserialization">add some</a></div>`;
    expect(parseMalPage(html, 'manga').serialization).toBeNull();
  });

  it('reads "N/A" scores as no score', () => {
    const page = parseMalPage('<span itemprop="ratingValue">N/A</span>', 'anime');
    expect(page.score).toBeNull();
  });

  it('pairs each picture with the text that follows it, not a later one', () => {
    const html = `
      <div class="picSurround"><a href="https://myanimelist.net/anime/5/x"></a></div>
      <div class="picSurround"><a href="https://myanimelist.net/anime/6/y"></a></div>
      <div class="detail-user-recs-text">belongs to 6</div>`;
    expect(parseMalPage(html, 'anime').recommendations).toEqual([
      { type: 'anime', idMal: 6, url: 'https://myanimelist.net/anime/6', text: 'belongs to 6' },
    ]);
  });

  it('keeps recommendation text as plain text, without the source of scripts in it', () => {
    const html = `<div class="picSurround"><a href="/anime/7/z"></a></div>
      <div class="detail-user-recs-text"><img src=x onerror="alert(1)">Nice &amp; <script>bad()</script>calm</div>`;
    expect(parseMalPage(html, 'anime').recommendations[0].text).toBe('Nice & calm');
  });
});

describe('fetchMalPage', () => {
  const TOKEN = 'anilist-secret-token';
  let seen: Parameters<GmHandler>[0][];

  beforeEach(() => {
    seen = [];
    configureApi({ getToken: () => TOKEN, clearToken: () => undefined });
  });

  afterEach(() => {
    setGmHandler();
    resetApiForTests();
    vi.restoreAllMocks();
  });

  it('GETs the userrecs page through GM_xmlhttpRequest, anonymously and without the AniList token', async () => {
    setGmHandler((details) => {
      seen.push(details);
      (details.onload as (r: { status: number; responseText: string }) => void)({ status: 200, responseText: MANGA_PAGE });
    });
    const page = await fetchMalPage('manga', 1);
    expect(page?.score).toBe(9.16);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe(`${malBase()}/manga/1/_/userrecs`);
    expect(seen[0].anonymous).toBe(true);
    expect(seen[0].headers).toBeUndefined();
    expect(JSON.stringify(seen[0])).not.toContain(TOKEN);
  });

  it('gives null for a 404 without logging, and logs other failures as one warning', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setGmHandler((details) => (details.onload as (r: { status: number; responseText: string }) => void)({ status: 404, responseText: '' }));
    await expect(fetchMalPage('anime', 1)).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
    setGmHandler((details) => (details.onerror as (e: { error: string }) => void)({ error: 'offline' }));
    await expect(fetchMalPage('anime', 1)).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });

  it('settles with null when the signal fires while waiting', async () => {
    setGmHandler(() => undefined); // never answers
    const controller = new AbortController();
    const pending = fetchMalPage('anime', 3, controller.signal);
    controller.abort();
    await expect(pending).resolves.toBeNull();
  });
});

describe('MyAnimeList URLs', () => {
  it('builds the recommendations and media links', () => {
    expect(malRecsUrl('anime', 5114, 'https://myanimelist.net')).toBe('https://myanimelist.net/anime/5114/_/userrecs');
    expect(malMediaUrl('manga', 1)).toBe('https://myanimelist.net/manga/1');
  });
});

describe('parseMalPage recognition', () => {
  it('recognises a recommendations page by its Score label, with or without a score', () => {
    expect(parseMalPage('<div><span class="dark_text">Score:</span> <span class="score-na">N/A</span></div>', 'anime').recognised).toBe(true);
    expect(parseMalPage('<span itemprop="ratingValue">8.10</span>', 'anime').recognised).toBe(true);
    expect(parseMalPage('<dl><dt>Rating</dt><dd class="media-rating">8.10</dd></dl>', 'anime')).toMatchObject({ recognised: false, score: null });
  });
});
