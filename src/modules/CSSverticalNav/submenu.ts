/**
 * The vertical nav's submenu (spec doc 3 §2): the viewer's favourites, stats (manga stats when
 * the Browse link opens manga), social, reviews and submissions.
 */
export const SUBMENU_CLASS = 'hohSubMenu';

export interface SubmenuLink {
  readonly label: string;
  readonly href: string;
}

export function submenuLinks(userName: string, mangaBrowse: boolean): SubmenuLink[] {
  const base = `/user/${encodeURIComponent(userName)}`;
  return [
    { label: 'Favourites', href: `${base}/favorites` },
    { label: 'Stats', href: `${base}/stats/${mangaBrowse ? 'manga' : 'anime'}/overview` },
    { label: 'Social', href: `${base}/social` },
    { label: 'Reviews', href: `${base}/reviews` },
    { label: 'Submissions', href: `${base}/submissions` },
  ];
}
