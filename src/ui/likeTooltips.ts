/**
 * Like tooltips, shared by the activity page ('singleActivityReplyLikes') and the forum thread
 * ('forumLikes'): every like button gets a `title` listing who liked it. Up to five likes the
 * names come from the site's own liker popover (`.like-wrap .users .user`, host-dom-2026 §2.2); above
 * five they are loaded from the API, only when the button is hovered or focused, once per count.
 * Optionally a quick view beside the count shows the names cut short (lib/likeNames).
 * Everything set here is taken back when the visit ends.
 */
import { element } from '../core/element';
import { selectors } from '../core/selectors';
import { addStyleWhile } from '../core/styles';
import type { ModuleContext } from '../core/module';
import { LIKERS_LOAD_ABOVE, likeCount, likersTooltip, quickView, userNameOfHref } from '../lib/likeNames';

export const QUICK_VIEW_CLASS = 'hohLikeQuickView';
/** Set on a prepared like button: the count it was prepared for. */
const MARK = 'data-hoh-likes';

export interface LikeSpot {
  /** The `.action.likes` or `.like-wrap` element that gets the tooltip. */
  element: HTMLElement;
  /** Loads the likers' names (above five likes); null when that failed. */
  load(): Promise<string[] | null>;
}

export interface LikeTooltipOptions {
  /** The like buttons on the page now. */
  find(): LikeSpot[];
  /** Where changes bring new buttons (the page content). */
  root: Element;
  quickView: boolean;
  styleId: string;
}

const css = `
.${QUICK_VIEW_CLASS} { margin-left: 6px; font-size: 1.1rem; color: rgb(var(--color-text-lighter)); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 22em; display: inline-block; vertical-align: middle; }
@media (max-width: 760px) { .${QUICK_VIEW_CLASS} { max-width: 10em; } }
`;

/** The names on the site's own liker popover. */
function nativeNames(element: Element): string[] {
  return [...element.querySelectorAll(selectors.likerTile.selector)].flatMap((tile) => {
    const name = userNameOfHref(tile.getAttribute('href'));
    return name ? [name] : [];
  });
}

export function watchLikeTooltips(ctx: ModuleContext, options: LikeTooltipOptions): void {
  const { signal } = ctx;
  addStyleWhile(options.styleId, css, signal);
  /** Titles the site had before us, put back on abort. */
  const before = new Map<HTMLElement, string | null>();
  const listening = new WeakSet<HTMLElement>();
  const loading = new WeakMap<HTMLElement, Promise<void>>();
  /** AniList's like buttons are plain divs: made reachable by Tab (so focus loads the names), undone on abort. */
  const madeFocusable = new Set<HTMLElement>();

  signal.addEventListener('abort', () => {
    for (const [element, title] of before) {
      if (title === null) element.removeAttribute('title');
      else element.setAttribute('title', title);
      element.removeAttribute(MARK);
    }
    for (const element of madeFocusable) element.removeAttribute('tabindex');
    for (const view of document.querySelectorAll(`.${QUICK_VIEW_CLASS}`)) view.remove();
  }, { once: true });

  const show = (button: HTMLElement, names: string[], count: number) => {
    if (!before.has(button)) before.set(button, button.getAttribute('title'));
    if (names.length) button.setAttribute('title', likersTooltip(names, count));
    else button.removeAttribute('title');
    if (!options.quickView) return;
    let view = button.querySelector<HTMLElement>(`:scope > .${QUICK_VIEW_CLASS}`);
    const text = names.length === count ? quickView(names) : '';
    if (!text) {
      view?.remove();
      return;
    }
    if (!view) {
      view = element('span', { className: QUICK_VIEW_CLASS });
      button.append(view);
    }
    view.textContent = text;
  };

  const countOf = (button: HTMLElement) => likeCount(button.querySelector(selectors.likeCount.selector)?.textContent);

  const prepare = (spot: LikeSpot) => {
    const { element } = spot;
    if (!element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      madeFocusable.add(element);
    }
    const count = countOf(element);
    if (element.getAttribute(MARK) === String(count)) return;
    element.setAttribute(MARK, String(count));
    if (count <= LIKERS_LOAD_ABOVE) {
      show(element, count === 0 ? [] : nativeNames(element), count);
      return;
    }
    // Above five: what was shown for a smaller count no longer holds until the names are loaded.
    if (before.has(element)) show(element, [], count);
    if (listening.has(element)) return;
    listening.add(element);
    const load = () => {
      const wanted = countOf(element);
      if (wanted <= LIKERS_LOAD_ABOVE || loading.has(element) || element.getAttribute(`${MARK}-loaded`) === String(wanted)) return;
      const job = spot.load().then((names) => {
        if (signal.aborted || names === null) return;
        element.setAttribute(`${MARK}-loaded`, String(wanted));
        show(element, names, wanted);
      }).finally(() => loading.delete(element));
      loading.set(element, job);
      return job;
    };
    ctx.listen(element, 'mouseenter', load);
    ctx.listen(element, 'focusin', load);
  };

  const scan = () => {
    for (const spot of options.find()) prepare(spot);
  };
  scan();
  let queued = false;
  ctx.observe(options.root, { childList: true, subtree: true, characterData: true }, () => {
    if (queued) return;
    queued = true;
    ctx.setTimeout(() => {
      queued = false;
      scan();
    }, 100);
  });
  signal.addEventListener('abort', () => {
    for (const element of before.keys()) element.removeAttribute(`${MARK}-loaded`);
  }, { once: true });
}
