/**
 * A plain left click (no modifier: those open new tabs) on an element matching `selector`, made
 * while /home is shown: the nav links AniList's router ignores there, which the home tweaks
 * ('homeScroll', 'ALbuttonReload') give a use.
 */
export function homeLinkClicked(event: MouseEvent, selector: string): Element | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest(selector) : null;
  return target && /^\/home\/?$/.test(location.pathname) ? target : null;
}
