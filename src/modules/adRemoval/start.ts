/** Removes AniList's ad wrappers every 2 s (spec doc 1 §4; selector host-dom.md §1.1). */
import type { ModuleContext } from '../../core/module';
import { selectors } from '../../core/selectors';
import { watchDocumentChanges } from '../../core/domChanges';
import { every } from '../../core/timers';

export const AD_REMOVAL_MS = 2000;

export function removeAds(root: ParentNode): void {
  for (const ad of root.querySelectorAll(selectors.adWrapper.selector)) ad.remove();
}

export function hideAdSlots({ signal }: ModuleContext): void {
  const changed = watchDocumentChanges(document, signal);
  const tick = () => {
    if (changed()) removeAds(document);
  };
  tick();
  every(AD_REMOVAL_MS, tick, signal);
}
