/**
 * 'embedHentai': AniList leaves the `.media-embed` of an adult media empty (host-dom.md §1.5 and
 * §3.2: `a.media-embed[data-media-id][data-media-type]` with no children); this fills it with a
 * card from the embed query (cover, title, format, status, season, score, genres). Safe-for-work
 * mode suppresses embeds (spec doc 3 §6), so then it does nothing. Everything here comes from the
 * API and goes in as text; the cover only as a checked https address.
 */
import { query } from '../../api/client';
import { EMBED_MEDIA, type EmbedMedia, type EmbedMediaResult } from '../../api/queries/embeds';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { serialTask } from '../../core/serialTask';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { buildAliasMap } from '../../lib/aliasMap';
import { embedFactsLine, safeImageUrl } from '../../lib/embedCard';
import { pickTitle } from '../../lib/titles';
import { manifest } from './manifest';
import { APP_ROOT, MEDIA_EMBED } from './selectors';

export const CARD_CLASS = 'hohEmbedCard';
/** Media facts change rarely: an hour (spec doc 1's media cache). */
const CACHE_MS = 60 * 60 * 1000;

const css = `
.${CARD_CLASS} .embed { display: flex; gap: 10px; max-width: 420px; margin: 6px 0; padding: 8px; border-radius: 4px; background: rgb(var(--color-foreground)); color: rgb(var(--color-text)); text-decoration: none; }
.${CARD_CLASS} .cover { flex: 0 0 50px; height: 70px; border-radius: 3px; background-size: cover; background-position: center; background-color: rgb(var(--color-background)); }
.${CARD_CLASS} .wrap { min-width: 0; display: flex; flex-direction: column; gap: 4px; font-size: 1.3rem; }
.${CARD_CLASS} .title { font-weight: 600; color: rgb(var(--color-blue)); overflow-wrap: anywhere; }
.${CARD_CLASS} .info, .${CARD_CLASS} .genres { color: rgb(var(--color-text-light)); font-size: 1.2rem; }
`;

function isEmpty(embed: Element): boolean {
  return embed.childElementCount === 0 && (embed.textContent ?? '').trim() === '';
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const settings = getSettings();
    if (settings.SFWmode) return;
    const root = document.querySelector(APP_ROOT) ?? document.body;
    ctx.addStyle('hoh-embed-hentai', css);
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    const known = new Map<number, EmbedMedia>();
    /** Asked and not answered: not asked again this visit (each page change would ask anew). */
    const failed = new Set<number>();
    const filled = new Set<HTMLElement>();
    signal.addEventListener('abort', () => {
      for (const embed of filled) {
        embed.replaceChildren();
        embed.classList.remove(CARD_CLASS);
      }
    }, { once: true });

    const draw = (embed: HTMLElement, media: EmbedMedia) => {
      const cover = element('div', { className: 'cover' });
      const image = safeImageUrl(media.coverImage?.medium);
      if (image) cover.style.backgroundImage = `url("${image}")`;
      const title = pickTitle({ id: media.id, title: media.title ?? {} }, settings.titleLanguage, aliases, 'aliasAfterLanguage');
      const info = embedFactsLine({
        format: media.format, status: media.status, season: media.season, year: media.startDate?.year ?? null, score: media.meanScore ?? media.averageScore,
      });
      const genres = (media.genres ?? []).filter((g): g is string => !!g).join(', ');
      const card = element('div', {}, [
        element('div', { className: 'embed' }, [
          cover,
          element('div', { className: 'wrap' }, [
            element('div', { className: 'title', text: title }),
            element('div', { className: 'info', text: info }),
            element('div', { className: 'genres', text: genres }),
          ]),
        ]),
      ]);
      embed.classList.add(CARD_CLASS);
      embed.replaceChildren(card);
      filled.add(embed);
    };

    const fill = serialTask(async () => {
      const empty = [...root.querySelectorAll<HTMLElement>(MEDIA_EMBED)].filter(isEmpty);
      const missing = [...new Set(empty.map((e) => Number(e.dataset.mediaId)).filter((id) => Number.isInteger(id) && id > 0 && !known.has(id) && !failed.has(id)))].sort((a, b) => a - b);
      // 50 a request (the API's page); a longer list is the next round's.
      const ids = missing.slice(0, 50);
      if (ids.length) {
        const result = await query<EmbedMediaResult>(EMBED_MEDIA, { ids, perPage: ids.length }, { signal, cacheKey: `hohEmbed:${ids.join(',')}`, duration: CACHE_MS });
        if (signal.aborted) return;
        // Nothing on failure: the embeds stay as AniList left them.
        for (const media of result?.Page?.media ?? []) if (media) known.set(media.id, media);
        for (const id of ids) if (!known.has(id)) failed.add(id);
      }
      for (const embed of empty) {
        const media = known.get(Number(embed.dataset.mediaId));
        if (media && isEmpty(embed)) draw(embed, media);
      }
      if (missing.length > ids.length) void fill();
    }, signal);
    // Watched before the first fill: embeds that arrive while its query is on the way are filled
    // by the next round (fill is serial and runs once more when asked meanwhile).
    let queued = false;
    ctx.observe(root, { childList: true, subtree: true }, () => {
      if (queued) return;
      queued = true;
      ctx.setTimeout(() => {
        queued = false;
        return fill();
      }, 200);
    });
    await fill();
  },
});
