/**
 * Our additions to AniList's notifications filter column (the grouped-list toggle, the settings
 * tip) placed where they fit at every width. On a wide page the filters are a column and our items
 * go into it. On a phone AniList lays the same filters out as one horizontal, scrolling row: an
 * item of ours inside it becomes one more narrow cell, so the row grows from one line to hundreds of
 * pixels and a sentence wraps one word per line. There, our items go just below the row instead,
 * each a full-width line of the page's single column, in a fixed order.
 */

import { listen } from '../core/dom';
import { selectors } from '../core/selectors';

/** Marks our items placed below the row, with their order. */
const ORDER_ATTRIBUTE = 'data-hoh-beside-filters';

/**
 * True when AniList shows the filters as a horizontal row: its first two links sit side by side
 * (read from the layout, not from a breakpoint of ours, so it follows AniList's own).
 */
export function isFilterRow(filters: Element): boolean {
  const links = filters.querySelectorAll(`:scope > ${selectors.filterLink.selector}`);
  if (links.length < 2) return false;
  const first = links[0].getBoundingClientRect();
  const second = links[1].getBoundingClientRect();
  return Math.abs(first.top - second.top) < 2 && second.left > first.left;
}

/**
 * Places `node` in the filter column (through `inColumn`) or, when the filters are a row, right
 * after the row among our other items by `order` (lower first). Moves only when the place changes.
 */
export function placeBesideFilters(filters: Element, node: HTMLElement, order: number, inColumn: (filters: Element, node: HTMLElement) => void): void {
  if (!isFilterRow(filters)) {
    node.removeAttribute(ORDER_ATTRIBUTE);
    if (node.parentElement !== filters) inColumn(filters, node);
    return;
  }
  node.setAttribute(ORDER_ATTRIBUTE, String(order));
  // Our items already below the row, in order; `node` goes before the first with a higher order.
  let after: Element = filters;
  for (let next = filters.nextElementSibling; next?.hasAttribute(ORDER_ATTRIBUTE); next = next.nextElementSibling) {
    if (next === node) continue;
    if (Number(next.getAttribute(ORDER_ATTRIBUTE)) > order) break;
    after = next;
  }
  if (after.nextElementSibling !== node) after.after(node);
}

/**
 * Places `node` now and again whenever the window's width changes (AniList switches between the
 * column and the row by width), for as long as the visit lasts.
 */
export function keepBesideFilters(
  filtersSelector: string,
  node: HTMLElement,
  order: number,
  inColumn: (filters: Element, node: HTMLElement) => void,
  signal: AbortSignal,
): (filters: Element, node: HTMLElement) => void {
  const place = (filters: Element, item: HTMLElement): void => placeBesideFilters(filters, item, order, inColumn);
  listen(window, 'resize', () => {
    const filters = document.querySelector(filtersSelector);
    if (filters && node.isConnected) place(filters, node);
  }, signal);
  return place;
}
