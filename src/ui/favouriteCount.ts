/**
 * The favourite count beside AniList's own favourite button (host-dom.md §2.11–2.13:
 * `.favourite .count`, `isFavourite` when the viewer has it). AniList draws the number itself
 * when it has one: then nothing is added (the native `.count` is what we check). When its
 * `.count` is empty or missing, ours (`span.hohFavCount`) goes inside the button and leaves with
 * the visit (selectors: core/selectors.ts `favouriteButton`, `favouriteButtonCount`). Plain DOM:
 * no React needed for one number.
 */
import { element } from '../core/element';
import { selectors } from '../core/selectors';

export const OUR_COUNT_CLASS = 'hohFavCount';

export type FavouriteCountShown = 'native' | 'ours' | 'noButton';

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

export function showFavouriteCount(count: number, signal: AbortSignal, root: ParentNode = document): FavouriteCountShown {
  const button = root.querySelector(selectors.favouriteButton.selector);
  if (!button) return 'noButton';
  const native = button.querySelector(selectors.favouriteButtonCount.selector);
  if (native && /\d/.test(native.textContent ?? '')) return 'native';
  let ours = button.querySelector<HTMLElement>(`.${OUR_COUNT_CLASS}`);
  if (!ours) {
    ours = element('span', { className: OUR_COUNT_CLASS, style: 'margin-right: 6px; font-weight: 600;' });
    button.prepend(ours);
    const added = ours;
    signal.addEventListener('abort', () => added.remove(), { once: true });
  }
  ours.textContent = formatCount(count);
  return 'ours';
}
