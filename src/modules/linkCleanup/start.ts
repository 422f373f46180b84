/**
 * Every 2 s, links that open in a new tab and point to a blocked host (compared by the hash of
 * the host's second-level label, src/lib/linkHosts.ts) are replaced by a link to AniList's
 * forum thread 14 with the spec's mock text (spec doc 1 §4, §8).
 */
import { watchDocumentChanges } from '../../core/domChanges';
import { element } from '../../core/element';
import type { ModuleContext } from '../../core/module';
import { selectors } from '../../core/selectors';
import { every } from '../../core/timers';
import { BAD_LINK_REPLACEMENT_PATH, BAD_LINK_TEXT, isBlockedLinkHost } from '../../lib/linkHosts';

export const LINK_CLEANUP_MS = 2000;
export const BAD_LINK_TARGET = `https://anilist.co${BAD_LINK_REPLACEMENT_PATH}`;

function hostOf(link: HTMLAnchorElement): string | null {
  try {
    return new URL(link.getAttribute('href') ?? '', link.ownerDocument.baseURI).hostname;
  } catch {
    return null;
  }
}

/** Replaces the blocked links under `root`; returns how many were replaced. */
export function cleanLinks(root: ParentNode & Node): number {
  let replaced = 0;
  for (const link of root.querySelectorAll<HTMLAnchorElement>(selectors.newTabLink.selector)) {
    const host = hostOf(link);
    if (host === null || !isBlockedLinkHost(host)) continue;
    link.replaceWith(element('a', { href: BAD_LINK_TARGET, text: BAD_LINK_TEXT }, [], link.ownerDocument));
    replaced += 1;
  }
  return replaced;
}

export function replaceBlockedLinks({ signal }: ModuleContext): void {
  const changed = watchDocumentChanges(document, signal);
  const tick = () => {
    if (changed()) cleanLinks(document);
  };
  tick();
  every(LINK_CLEANUP_MS, tick, signal);
}
