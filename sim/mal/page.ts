// MyAnimeList's recommendations page (/<type>/<id>/<slug>/userrecs) for a world media, with the
// pieces the userscript reads by regex: the ratingValue score, the Serialization anchor (manga),
// and the recommendation blocks (picSurround link + detail-user-recs-text).

import type { Media, World } from '../world/types.ts';
import { MAGAZINES } from '../world/vocabulary.ts';

import { escapeHtml as escapeAniListHtml, slugify } from '../pages/html.ts';

const escapeHtml = (text: string) => escapeAniListHtml(text, '&#039;');
const slug = (title: string) => slugify(title, '_');

/** MAL's score for a media, derived from the world's mean score so it is stable. */
export function malScore(media: Media): string | null {
  if (media.meanScore === null) return null;
  return ((media.meanScore * 10 + (media.id % 10)) / 100).toFixed(2);
}

/** The magazine a manga runs in on MAL (novels and one-shots have none). */
export function malSerialization(media: Media): { id: number; name: string } | null {
  if (media.type !== 'MANGA' || media.format !== 'MANGA') return null;
  const index = media.id % MAGAZINES.length;
  return { id: 10 + index, name: MAGAZINES[index] };
}

export interface MalRecommendation {
  idMal: number;
  title: string;
  text: string;
}

/** Up to 7 recommendations (the script keeps the first 5), all with MAL ids. */
export function malRecommendations(world: World, media: Media): MalRecommendation[] {
  const out: MalRecommendation[] = [];
  for (const rec of media.recommendations) {
    const other = world.getMedia(rec.mediaId);
    if (!other || other.idMal === null) continue;
    out.push({
      idMal: other.idMal,
      title: other.title.romaji,
      text: out.length === 0 && media.id % 2 === 0
        ? `Both have <b>great</b> "characters" & a similar mood. <script>alert('mal')</script>`
        : `If you liked ${media.title.romaji}, ${other.title.romaji} has a similar feel and pacing.`,
    });
    if (out.length >= 7) break;
  }
  return out;
}

export function renderMalPage(world: World, media: Media): string {
  const type = media.type.toLowerCase();
  const title = media.title.romaji;
  const score = malScore(media);
  const serialization = malSerialization(media);
  const recs = malRecommendations(world, media);
  const scoreBlock = score
    ? `<div class="spaceit_pad po-r js-statistics-info di-ib" data-id="info1">\n  <span class="dark_text">Score:</span>\n  <span itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><span itemprop="ratingValue" class="score-${score[0]}">${score}</span><sup>1</sup> (scored by <span itemprop="ratingCount">${media.popularity}</span> users)</span>\n</div>`
    : `<div class="spaceit_pad">\n  <span class="dark_text">Score:</span>\n  <span class="score-na">N/A</span>\n</div>`;
  const serializationBlock = serialization
    ? `<div class="spaceit_pad">\n  <span class="dark_text">Serialization:</span>\n  <a href="/manga/magazine/${serialization.id}/${slug(serialization.name)}" title="${escapeHtml(serialization.name)}">${escapeHtml(serialization.name)}</a></div>`
    : media.type === 'MANGA'
      ? `<div class="spaceit_pad">\n  <span class="dark_text">Serialization:</span>\n  None found, <a href="/dbchanges.php?mid=${media.idMal}&t=addserialization">add some</a></div>`
      : '';
  const recBlocks = recs.length
    ? recs.map((r) => `<div class="borderClass"><table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td valign="top" width="70"><div class="picSurround"><a href="https://myanimelist.net/${type}/${r.idMal}/${slug(r.title)}/" class="hoverinfo_trigger"><img width="50" height="70" alt="${escapeHtml(r.title)}" data-src="https://cdn.myanimelist.net/images/${type}/sim/${r.idMal}.jpg" class="lazyload"></a></div></td>
<td valign="top"><div><a href="https://myanimelist.net/${type}/${r.idMal}/${slug(r.title)}/"><strong>${escapeHtml(r.title)}</strong></a></div>
<div class="borderClass bgColor1 detail-user-recs-text">${r.text}</div>
<div class="spaceit_pad">Recommended by <a href="/profile/simuser">simuser</a></div></td></tr></table></div>`).join('\n')
    : '<div class="borderClass">No recommendations have been made for this title. Be the first to make a recommendation!</div>';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>${escapeHtml(title)} - Recommendations - MyAnimeList.net</title></head>
<body class="page-common">
<div id="myanimelist"><div class="wrapper"><div id="contentWrapper">
<div class="h1 edit-info"><div class="h1-title"><h1 class="title-name h1_bold_none"><strong>${escapeHtml(title)}</strong></h1></div></div>
<div id="content"><table border="0" cellpadding="0" cellspacing="0" width="100%"><tr>
<td class="borderClass" width="225" valign="top"><div class="leftside">
<h2>Information</h2>
<div class="spaceit_pad"><span class="dark_text">Type:</span> ${escapeHtml(media.format)}</div>
${serializationBlock}
<h2>Statistics</h2>
${scoreBlock}
<div class="spaceit_pad"><span class="dark_text">Members:</span> ${media.popularity}</div>
</div></td>
<td valign="top" style="padding-left: 5px;"><div class="rightside js-scrollfix-bottom-rel">
<h2>Recommendations</h2>
${recBlocks}
</div></td></tr></table></div>
</div></div></div>
</body></html>`;
}

export function renderMalNotFound(): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>404 Not Found - MyAnimeList.net</title></head>
<body class="page-common"><div id="contentWrapper"><div class="error404"><h1>404 Not Found</h1><p>This page doesn't exist.</p></div></div></body></html>`;
}

/** MyAnimeList's answer while it is down for maintenance (HTTP 503). */
export function renderMalUnavailable(): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>MyAnimeList.net - Under Maintenance</title></head>
<body><div class="maintenance"><h1>MyAnimeList is under maintenance</h1><p>We'll be back soon.</p></div></body></html>`;
}

/**
 * The same page after a redesign: the score, serialization and recommendations are all still
 * there for a reader, but in new markup (no itemprop="ratingValue", no "dark_text" labels, no
 * picSurround/detail-user-recs-text blocks), so a scraper reading the old shape finds nothing.
 */
export function renderMalChangedPage(world: World, media: Media): string {
  const type = media.type.toLowerCase();
  const title = media.title.romaji;
  const score = malScore(media);
  const serialization = malSerialization(media);
  const recs = malRecommendations(world, media);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>${escapeHtml(title)} | Recommendations | MyAnimeList</title></head>
<body class="mal-next">
<main class="media-page" data-media="${type}-${media.idMal}">
<header><h1 class="media-title">${escapeHtml(title)}</h1></header>
<section class="media-facts">
<dl>
<dt>Rating</dt><dd class="media-rating" data-rating="${score ?? ''}">${score ?? 'N/A'}</dd>
${serialization ? `<dt>Published in</dt><dd><a class="media-magazine" href="/magazines/${serialization.id}">${escapeHtml(serialization.name)}</a></dd>` : ''}
</dl>
</section>
<section class="media-recommendations">
${recs.map((r) => `<article class="rec-item"><a class="rec-link" href="/${type}/${r.idMal}">${escapeHtml(r.title)}</a><p class="rec-reason">${escapeHtml(r.text)}</p></article>`).join('\n')}
</section>
</main>
</body></html>`;
}
