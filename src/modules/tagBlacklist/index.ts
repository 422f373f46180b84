/**
 * The tag blacklist on AniList's pages: media whose genres or ranked tags match the member's list
 * (lib/tagBlacklist.ts) are hidden or greyed where AniList lists them (browse results as they load
 * on scroll, a media page's recommendations, the home previews), each place as the member chose;
 * a media page that matches carries a banner naming the tags and their ranks. The cards' media are
 * read from their links; what is not known yet is asked for in batches of up to 50 (api/mediaTags.ts,
 * cached), one request for all the cards that came together, never one per card. A failed batch
 * leaves its cards as AniList drew them and is asked for again later (growing waits), or as soon
 * as more cards come.
 */
import { mediaTags, cachedMediaTags } from '../../api/mediaTags';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule, type ModuleContext } from '../../core/module';
import { pages } from '../../core/pages';
import { getSettings } from '../../core/settings/store';
import { blacklistMatches, describeMatches } from '../../lib/tagBlacklist';
import type { BlacklistPlace, TagBlacklistValue } from '../../lib/tagBlacklistValue';
import { manifest } from './manifest';
import { BROWSE_CARD, HOME_PREVIEW_CARD, MEDIA_HEADER_CONTENT, MEDIA_LINK, RECOMMENDATION_CARD } from './selectors';
import { tagBlacklistStrings } from './strings';

export const HIDDEN_CLASS = 'hohBlacklistHidden';
export const GREY_CLASS = 'hohBlacklistGrey';
export const BANNER_CLASS = 'hohBlacklistBanner';
const STYLE_ID = 'hohTagBlacklistStyle';
/** The card's data attribute naming what it matched (`data-hoh-blacklist`). */
const MATCH_DATA = 'hohBlacklist';

const CSS = `
.${HIDDEN_CLASS} { display: none !important; }
.${GREY_CLASS} { opacity: 0.3; filter: grayscale(1); transition: opacity 0.2s, filter 0.2s; }
.${GREY_CLASS}:hover, .${GREY_CLASS}:focus-within { opacity: 0.85; filter: none; }
.${BANNER_CLASS} { margin: 0 0 12px; padding: 8px 12px; border-radius: 4px; border-left: 4px solid rgb(var(--color-red));
  background: rgb(var(--color-foreground)); color: rgb(var(--color-text)); font-size: 1.3rem; line-height: 1.4; overflow-wrap: anywhere; }
.${BANNER_CLASS}[hidden] { display: none; }
`;

/** First wait after a failed batch; it doubles up to the last. */
const RETRY_FIRST_MS = 4000;
const RETRY_MAX_MS = 60_000;

const MEDIA_HREF = /^\/(?:anime|manga)\/(\d+)(?:\/|$)/;

/** The card selectors of this visit's page, each with its place. */
function placesOf(ctx: ModuleContext): { place: BlacklistPlace; card: string }[] {
  if (ctx.page === pages.search.name) return [{ place: 'browse', card: BROWSE_CARD }];
  if (ctx.page === pages.home.name) return [{ place: 'home', card: HOME_PREVIEW_CARD }];
  return [{ place: 'recommendations', card: RECOMMENDATION_CARD }];
}

function mediaIdOf(card: Element): number | null {
  for (const link of card.querySelectorAll(MEDIA_LINK)) {
    const id = Number(MEDIA_HREF.exec(link.getAttribute('href') ?? '')?.[1]);
    if (id) return id;
  }
  return null;
}

function unmark(card: HTMLElement): void {
  card.classList.remove(HIDDEN_CLASS, GREY_CLASS);
  if (card.dataset[MATCH_DATA] !== undefined) {
    delete card.dataset[MATCH_DATA];
    card.removeAttribute('title');
  }
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const places = placesOf(ctx);
    const pageMediaId = ctx.page === pages.media.name ? Number(ctx.params.id) || null : null;
    const blacklist = (): TagBlacklistValue => getSettings().tagBlacklistValue;

    ctx.addStyle(STYLE_ID, CSS);
    signal.addEventListener('abort', () => {
      for (const card of document.querySelectorAll<HTMLElement>(`.${HIDDEN_CLASS}, .${GREY_CLASS}`)) unmark(card);
    }, { once: true });

    // The media page's banner: one container, filled when the media is known to match.
    let banner: HTMLElement | null = null;
    if (pageMediaId) {
      banner = element('div', { className: BANNER_CLASS, hidden: true, attrs: { role: 'note' } });
      const made = banner;
      void attachContainer({ anchor: MEDIA_HEADER_CONTENT, create: () => made, place: (anchor, container) => anchor.prepend(container), signal });
    }

    /** Marks every card on the page (and the banner) from what is known now; returns the unknown ids. */
    const apply = (): number[] => {
      const { entries, modes } = blacklist();
      const unknown: number[] = [];
      if (banner && pageMediaId) {
        const facts = entries.length ? cachedMediaTags(pageMediaId) : undefined;
        const matches = facts ? blacklistMatches(facts, entries) : [];
        if (entries.length && !facts) unknown.push(pageMediaId);
        const text = matches.length ? tagBlacklistStrings.banner(describeMatches(matches)) : '';
        // Only on change: the page's observer sees our own text too.
        if (banner.textContent !== text) banner.textContent = text;
        banner.hidden = matches.length === 0;
      }
      for (const { place, card: selector } of places) {
        for (const card of document.querySelectorAll<HTMLElement>(selector)) {
          const id = entries.length ? mediaIdOf(card) : null;
          const facts = id ? cachedMediaTags(id) : undefined;
          if (id && !facts) unknown.push(id);
          const matches = facts ? blacklistMatches(facts, entries) : [];
          if (!matches.length) {
            unmark(card);
            continue;
          }
          const text = describeMatches(matches);
          const mode = modes[place];
          card.classList.toggle(HIDDEN_CLASS, mode === 'hide');
          card.classList.toggle(GREY_CLASS, mode === 'grey');
          if (card.dataset[MATCH_DATA] !== text) {
            card.dataset[MATCH_DATA] = text;
            card.title = tagBlacklistStrings.cardTitle(text);
          }
        }
      }
      return unknown;
    };

    // One batch at a time: cards that come while one is asked for go in the next.
    let asking = false;
    let again = false;
    let retryMs = RETRY_FIRST_MS;
    let retryQueued = false;
    /** Ids of a failed batch: page changes alone do not ask for them again before the retry. */
    const failedIds = new Set<number>();
    const update = async (fromRetry = false): Promise<void> => {
      if (signal.aborted) return;
      if (asking) {
        again = true;
        return;
      }
      const unknown = apply();
      if (!unknown.length) return;
      if (!fromRetry && retryQueued && unknown.every((id) => failedIds.has(id))) return;
      asking = true;
      const answer = await mediaTags(unknown, signal).finally(() => {
        asking = false;
      });
      if (signal.aborted) return;
      apply();
      if (answer.failed) {
        // Shown as AniList drew them meanwhile; asked for again later, or when more cards come.
        for (const id of unknown) if (!answer.known.has(id)) failedIds.add(id);
        if (!retryQueued) {
          retryQueued = true;
          ctx.setTimeout(() => {
            retryQueued = false;
            void update(true);
          }, retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        }
      } else {
        failedIds.clear();
        retryMs = RETRY_FIRST_MS;
      }
      if (again) {
        again = false;
        await update();
      }
    };

    // AniList adds cards as they load (scroll, a new search, the overview rendered late): once a frame.
    let queued = false;
    const schedule = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(ctx.guard(() => {
        queued = false;
        void update();
      }));
    };
    ctx.onSettingsChange((next, previous) => {
      if (next.tagBlacklistValue !== previous.tagBlacklistValue) schedule();
    });
    // Wait for the page's content, so the cards there at first (and a media page's own id) go in one request.
    await waitForElement(pageMediaId ? MEDIA_HEADER_CONTENT : places.map((p) => p.card).join(', '), { signal, timeout: 15_000 });
    if (signal.aborted) return;
    ctx.observe(document.body, { childList: true, subtree: true }, schedule);
    await update();
  },
});
