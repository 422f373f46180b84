/**
 * The result cards of /search/characters and /search/staff (host-dom.md §2.10: `.results.characters
 * .character`, `.results.staff .staff`; today `.results.cover .staff-card`), found by their links
 * (`/character/{id}`, `/staff/{id}`) rather than by position, so the cards and the API's answer
 * can never be paired wrongly. Cards that scroll in later are handed over as they come.
 */
import { waitForElement } from '../core/dom';
import { element } from '../core/element';
import { selectors } from '../core/selectors';

export type BrowseKind = 'character' | 'staff';

const DONE = 'hohFavDone';
/** The browse page's results grid and content column (host-dom.md §2.16). */
const RESULTS = '.results';
const PAGE_CONTENT = selectors.pageContent.selector;
/** A result card: named by its kind (`.anime`, `.character` …), a staff member's `.staff-card`. */
const STAFF_CARD = '.staff-card';
/** The links of the results to a kind's pages (`/character/…`, `/staff/…`). */
const resultLinks = (kind: string): string => `${RESULTS} a[href^="/${kind}/"]`;

/** The cards not yet handled, by id; each is marked so it is handed over once. */
export function newCards(kind: BrowseKind, root: ParentNode = document): Map<number, HTMLElement> {
  const found = new Map<number, HTMLElement>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>(resultLinks(kind))) {
    const card = link.closest<HTMLElement>(`.${kind}, ${STAFF_CARD}`);
    if (!card || card.dataset[DONE]) continue;
    const id = Number(/^\/\w+\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]);
    if (!id) continue;
    card.dataset[DONE] = '1';
    found.set(id, card);
  }
  return found;
}

/** Forgets the marks (the visit ended), so another visit handles the cards afresh. */
export function clearMarks(root: ParentNode = document): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-hoh-fav-done]')) delete card.dataset[DONE];
}

/** The favourite count on a card: a span in its first child (the cover link). */
export function addCardCount(card: HTMLElement, count: number, signal: AbortSignal): HTMLElement {
  const span = element('span', { className: 'hohFavCountBrowse', text: `♥ ${count.toLocaleString('en-US')}` });
  span.style.cssText =
    'position: absolute; top: 4px; right: 4px; padding: 1px 6px; border-radius: 3px; font-size: 1.2rem; color: rgb(var(--color-white)); background: rgba(0, 0, 0, 0.6);';
  const target = (card.firstElementChild as HTMLElement | null) ?? card;
  const placed = getComputedStyle(target).position === 'static';
  if (placed) target.style.position = 'relative';
  target.append(span);
  signal.addEventListener('abort', () => {
    span.remove();
    if (placed) target.style.position = '';
  }, { once: true });
  return span;
}

export interface BrowseWatch {
  readonly signal: AbortSignal;
  observe(target: Node, init: MutationObserverInit, callback: (records: MutationRecord[]) => unknown): void;
}

/**
 * Hands each batch of new result cards (by id) to `handle`: the cards there now, then those that
 * come in as the visitor scrolls or searches again. Marks are cleared when the visit ends.
 */
export async function watchBrowseCards(
  kind: BrowseKind,
  ctx: BrowseWatch,
  handle: (cards: Map<number, HTMLElement>, ids: number[]) => Promise<void>,
): Promise<void> {
  const { signal } = ctx;
  if (!(await waitForElement(RESULTS, { signal }))) return;
  signal.addEventListener('abort', () => clearMarks(), { once: true });
  const next = async () => {
    const cards = newCards(kind);
    if (cards.size) await handle(cards, [...cards.keys()].sort((a, b) => a - b));
  };
  await next();
  ctx.observe(document.querySelector(PAGE_CONTENT) ?? document.body, { childList: true, subtree: true }, () => void next());
}
