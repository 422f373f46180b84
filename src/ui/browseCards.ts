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

/** Per kind, a card's link in the results and the card around it. */
const CARD_SELECTORS: Record<BrowseKind, { link: string; card: string }> = {
  character: { link: selectors.characterCardLink.selector, card: selectors.characterCard.selector },
  staff: { link: selectors.staffCardLink.selector, card: selectors.staffCard.selector },
};

const DONE = 'hohFavDone';

/** The cards not yet handled, by id; each is marked so it is handed over once. */
export function newCards(kind: BrowseKind, root: ParentNode = document): Map<number, HTMLElement> {
  const found = new Map<number, HTMLElement>();
  const { link: linkSelector, card: cardSelector } = CARD_SELECTORS[kind];
  for (const link of root.querySelectorAll<HTMLAnchorElement>(linkSelector)) {
    const card = link.closest<HTMLElement>(cardSelector);
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
  const span = element('span', {
    className: 'hohFavCountBrowse',
    text: `♥ ${count.toLocaleString('en-US')}`,
    style: 'position: absolute; top: 4px; right: 4px; padding: 1px 6px; border-radius: 3px; font-size: 1.2rem; color: rgb(var(--color-white)); background: rgba(0, 0, 0, 0.6);',
  });
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
  if (!(await waitForElement(selectors.searchResults.selector, { signal }))) return;
  signal.addEventListener('abort', () => clearMarks(), { once: true });
  const next = async () => {
    const cards = newCards(kind);
    if (cards.size) await handle(cards, [...cards.keys()].sort((a, b) => a - b));
  };
  await next();
  ctx.observe(document.querySelector(selectors.pageContent.selector) ?? document.body, { childList: true, subtree: true }, () => void next());
}
