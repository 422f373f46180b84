import { clearMarks, markEntry, readEntryFacts, watchFeed } from '../../core/feedWatch';
import { waitForElement } from '../../core/dom';
import { defineModule, type ModuleContext } from '../../core/module';
import { pages, type VisitPage } from '../../core/pages';
import { isStatusPost } from '../../lib/feedFilter';
import { containsBlockedWord, SFW_BLOCKED_TAGS } from '../../lib/sfwWords';
import { manifest } from './manifest';
import { MEDIA_TAG_NAMES, PAGE_CONTENT } from './selectors';

/** Spec doc 1 §6, doc 3 §6: the page title in safe-for-work mode. */
export const SFW_TITLE = 'Table of Contents';
export const DIMMED_CLASS = 'hohSfwDimmed';
export const SFW_DIM_OPACITY = 0.5;
/** On `.page-content` of a media page whose tags hold a blocked one (host-dom.md §2.7 "SFW class"). */
export const CENSORED_CLASS = 'hohSfwCensored';

const FEED_PAGES = new Set<VisitPage>([pages.home.name, pages.social.name, pages.user.name]);

const STYLE = `
.activity-entry.${DIMMED_CLASS} { opacity: ${SFW_DIM_OPACITY}; }
.${CENSORED_CLASS} .header .cover, .${CENSORED_CLASS} .header-wrap .banner { visibility: hidden; }
`;

/** Keeps the document title at SFW_TITLE while the mode is on; AniList's title comes back after. */
function forceTitle(ctx: ModuleContext): void {
  let original = document.title;
  const force = (): void => {
    if (document.title === SFW_TITLE) return;
    original = document.title;
    document.title = SFW_TITLE;
  };
  force();
  ctx.observe(document.head, { childList: true, subtree: true, characterData: true }, force);
  ctx.signal.addEventListener('abort', () => {
    if (document.title === SFW_TITLE) document.title = original;
  }, { once: true });
}

/** Status posts with a blocked word at half opacity (spec doc 1 §6). */
function dimFeed(ctx: ModuleContext): void {
  ctx.signal.addEventListener('abort', () => clearMarks(DIMMED_CLASS), { once: true });
  void watchFeed({
    signal: ctx.signal,
    handle: (entries) => {
      for (const entry of entries) {
        const facts = readEntryFacts(entry);
        markEntry(entry, DIMMED_CLASS, isStatusPost(facts) && containsBlockedWord(facts.text));
      }
    },
  });
}

/** A media page whose tags include a blocked one hides its cover and banner. */
async function censorMedia(ctx: ModuleContext): Promise<void> {
  const first = await waitForElement(MEDIA_TAG_NAMES, { signal: ctx.signal });
  if (!first || ctx.signal.aborted) return;
  const names = [...document.querySelectorAll(MEDIA_TAG_NAMES)].map((tag) => (tag.textContent ?? '').trim());
  if (!names.some((name) => containsBlockedWord(name, SFW_BLOCKED_TAGS))) return;
  const content = document.querySelector(PAGE_CONTENT);
  if (!content) return;
  content.classList.add(CENSORED_CLASS);
  ctx.signal.addEventListener('abort', () => content.classList.remove(CENSORED_CLASS), { once: true });
}

/**
 * `SFWmode`: the page title becomes 'Table of Contents', feed status posts with a blocked word
 * are dimmed, and media pages with a blocked tag hide their cover and banner. The other effects
 * belong to the parts they change and read the same setting (core/sfwMode.ts `isSfwMode`):
 * profile CSS and backgrounds stay off (customCSS, profileBackground), embeds are not drawn.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.addStyle('hoh-sfw-mode', STYLE);
    forceTitle(ctx);
    if (FEED_PAGES.has(ctx.page)) dimFeed(ctx);
    if (ctx.page === pages.media.name) void censorMedia(ctx);
  },
});
