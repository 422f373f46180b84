import { query } from '../../api/client';
import { MEDIA_TITLES, type MediaTitlesResult } from '../../api/queries/media';
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { buildAliasMap } from '../../lib/aliasMap';
import { mediaIdOfCategoryLink } from '../../lib/forumThreads';
import { pickTitle } from '../../lib/titles';
import { manifest } from './manifest';
import { CATEGORY_LINKS, FORUM_BLOCK } from './selectors';

const GENERIC = /^(anime|manga)$/i;
/** Titles change rarely; a visit to /home should not ask again on every return. */
const TITLE_CACHE_MS = 10 * 60 * 1000;

/** The media title in place of "Anime"/"Manga" on the home page's thread cards. */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const block = await waitForElement(FORUM_BLOCK, { signal });
    if (!block) return;
    const settings = getSettings();
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    const titles = new Map<number, string>();
    const replaced = new Map<HTMLAnchorElement, string>();
    signal.addEventListener('abort', () => {
      for (const [link, text] of replaced) if (link.isConnected) link.textContent = text;
    }, { once: true });

    const generic = () =>
      [...document.querySelectorAll<HTMLAnchorElement>(CATEGORY_LINKS)]
        .map((link) => ({ link, id: mediaIdOfCategoryLink(link.getAttribute('href') ?? '') }))
        .filter((item): item is { link: HTMLAnchorElement; id: number } => item.id !== null && GENERIC.test((item.link.textContent ?? '').trim()));

    let running = false;
    let again = false;
    const apply = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const found = generic();
          const missing = [...new Set(found.map((item) => item.id).filter((id) => !titles.has(id)))].sort((a, b) => a - b);
          if (missing.length) {
            const result = await query<MediaTitlesResult>(MEDIA_TITLES, { ids: missing, page: 1 }, {
              signal, cacheKey: `forumMediaTitles:${missing.join(',')}`, duration: TITLE_CACHE_MS,
            });
            if (signal.aborted) return;
            for (const media of result?.Page?.media ?? []) {
              if (media?.title) titles.set(media.id, pickTitle({ id: media.id, title: media.title }, settings.titleLanguage, aliases, 'aliasAfterLanguage'));
            }
          }
          for (const { link, id } of generic()) {
            const title = titles.get(id);
            if (!title) continue;
            replaced.set(link, link.textContent ?? '');
            link.textContent = title;
          }
        } while (again && !signal.aborted);
      } finally {
        running = false;
      }
    };
    // AniList's re-render and the rebuilt preview (hideAWC) bring new cards. Watched before the
    // first look: cards added while its query is on the way must send it round once more.
    ctx.observe(block.parentElement ?? block, { childList: true, subtree: true }, () => {
      if (generic().length) return apply();
    });
    await apply();
  },
});
