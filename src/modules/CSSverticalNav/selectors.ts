/**
 * The AniList element the vertical nav's submenu sits beside (host-dom.md §1.2).
 */

/**
 * The viewer's profile link in the nav: its `a.link` to `/user/<me>/` (with the slash). The
 * submenu goes right after it, level with it. core/selectors.ts `navProfileLink` is the same
 * link for any name.
 */
export function profileLink(userName: string): string {
  return `#nav .links a.link[href="/user/${CSS.escape(userName)}/"]`;
}
