// The parts of every page that exist in the very first HTML: nav and footer
// (host-dom.md §1.2–1.3, host-dom-2026.md §1.1–1.2). No element here carries the class
// `container` before the page content: /terms is found as the first `.container` on the page.
import type { User, World } from '../world/types.ts';
import { cssUrl, html, type SafeHtml } from './html.ts';
import { userPath } from './format.ts';

function activeClass(current: string, href: string): string {
  return current === href || current === href.replace(/\/$/, '') ? ' router-link-exact-active router-link-active' : '';
}

function browse(current: string): SafeHtml {
  return html`<div class="browse-wrap"><a href="/search/anime" class="link${activeClass(current, '/search/anime')}">Browse</a><div class="dropdown"><div class="primary-links"><div class="primary-link-wrap"><a href="/search/anime" class="primary-link">Anime</a><div class="secondary-links"><a href="/search/anime/top-100">Top 100</a><a href="/search/anime/trending">Trending</a><a href="/search/anime/top-movies">Top Movies</a></div></div><div class="primary-link-wrap"><a href="/search/manga" class="primary-link">Manga</a><div class="secondary-links"><a href="/search/manga/top-100">Top 100</a><a href="/search/manga/trending">Trending</a></div></div></div><div class="footer"><a href="/search/staff">Staff</a><a href="/search/characters">Characters</a><a href="/reviews">Reviews</a><a href="/recommendations">Recommendations</a></div></div></div>`;
}

export function navHtml(world: World, viewer: User | null, current: string, transparent: boolean): SafeHtml {
  const classes = `nav nav-unscoped${transparent ? ' transparent' : ''}`;
  if (!viewer) {
    return html`<div id="nav" class="${classes}"><div class="wrap guest"><a href="/" class="logo"><span class="logo-full">AniList</span></a><div class="links"><a href="/social" class="link${activeClass(current, '/social')}">Social</a>${browse(current)}<a href="/forum/overview" class="link${activeClass(current, '/forum/overview')}">Forum</a></div><div class="search"><span class="search-label">Search</span></div><div class="guest-links"><a href="/login" class="link login">Login</a><a href="/signup" class="link signup">Sign Up</a></div></div></div>${mobileNav(null, 0)}`;
  }
  const unread = world.unreadNotificationCount(viewer.id);
  const me = userPath(viewer.name);
  return html`<div id="nav" class="${classes}"><div class="wrap"><a href="/home" class="logo"><span class="logo-full">AniList</span></a><div class="links"><a href="/home" class="link${activeClass(current, '/home')}">Home</a><a href="${me}" class="link${activeClass(current, me)}">Profile</a><a href="/user/${viewer.name}/animelist" class="link${activeClass(current, `/user/${viewer.name}/animelist`)}">Anime List</a><a href="/user/${viewer.name}/mangalist" class="link${activeClass(current, `/user/${viewer.name}/mangalist`)}">Manga List</a>${browse(current)}<a href="/forum/overview" class="link${activeClass(current, '/forum/overview')}">Forum</a></div><div class="search"><span class="search-label">Search</span></div><div class="user"><div class="el-dropdown user-wrap"><div class="el-dropdown-link" aria-controls="dropdown-menu-user"><img src="${viewer.avatar.medium}" alt="" class="avatar"><span class="chevron">▾</span></div><div id="dropdown-menu-user" class="el-dropdown-menu dropdown" style="display: none;"><a href="${me}" class="link"><span class="label">Profile</span></a><a href="/notifications" class="link"><span class="label">Notifications</span></a><a href="/settings" class="link"><span class="label">Settings</span></a><a href="/__sim/logout" class="link logout"><span class="label">Logout</span></a></div></div>${unread > 0 ? html`<a href="/notifications" class="notification-dot">${unread}</a>` : html``}</div></div></div>${mobileNav(viewer, unread)}`;
}

function mobileNav(viewer: User | null, unread: number): SafeHtml {
  const links = viewer
    ? html`<a href="/home">Home</a><a href="${userPath(viewer.name)}">Profile</a><a href="/notifications">Notifications</a><a href="/search/anime">Browse</a><a href="/forum/overview">Forum</a>`
    : html`<a href="/social">Social</a><a href="/search/anime">Browse</a><a href="/login">Login</a>`;
  return html`<div class="mobile-nav"><div class="hamburger">☰${unread > 0 ? html`<span class="notification-dot">${unread}</span>` : html``}</div><div class="menu">${links}</div></div>`;
}

export function footerHtml(): SafeHtml {
  return html`<div class="footer"><div class="container"><div class="theme-selector"><h2>Site Theme</h2><div class="el-tooltip theme-preview default" data-sim-theme="default" title="Default">A</div><div class="el-tooltip theme-preview dark" data-sim-theme="dark" title="Dark">A</div><div class="el-tooltip theme-preview contrast" data-sim-theme="contrast" title="High Contrast">A</div></div><div class="links"><section><a href="https://anilist.co" target="_blank">AniList.co</a><a href="/donate">Donate</a><a href="https://anilist.co/apps" target="_blank">Apps</a><a href="/site-stats">Site Stats</a></section><section><a href="/recommendations">Recommendations</a><a href="/forum/overview">Forum</a><a href="/reviews">Reviews</a></section><section><a href="/terms">Terms &amp; Privacy</a><a href="/sitemap/index.xml">Site Map</a></section></div></div></div>`;
}

/** A user's avatar as a background image link (feed avatars, follow cards). */
export function avatarLink(user: User, className = 'avatar'): SafeHtml {
  return html`<a href="${userPath(user.name)}" class="${className}" style="background-image: ${cssUrl(user.avatar.large)}"></a>`;
}
