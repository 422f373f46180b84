import type { User, World } from '../world/types.ts';
import { html, type SafeHtml } from './html.ts';

/** Everything a route renderer needs for one request. */
export interface PageContext {
  readonly world: World;
  /** who is signed in on the site (the sim-user cookie), or null for a guest */
  readonly viewer: User | null;
  /** the page address on the site (path and query; origin is irrelevant) */
  readonly url: URL;
}

/** The rendered content of one page: what goes into `.page-content`, and how the page behaves. */
export interface Fragment {
  /** the page's own status (404 for missing ids and unknown routes); HTTP answers stay 200 */
  status: number;
  /** document title without the " · AniList" suffix */
  title: string;
  html: SafeHtml;
  /**
   * Present in the very first HTML and swapped in at once on client navigation. Only for the
   * pages 8.80 reads without waiting (/settings/apps, /terms); every other page arrives late,
   * as AniList's Vue app renders it after its API calls.
   */
  immediate?: boolean;
  /** AniList sends the browser here client-side instead (e.g. missing or private users → /404) */
  redirect?: string;
  /** the nav is see-through over a banner (profiles, media pages) */
  navTransparent?: boolean;
  /** state change the page causes once it is really shown (e.g. /notifications marks all read) */
  commit?: () => void;
}

export function notFound(): Fragment {
  return { status: 404, title: '404', redirect: '/404', html: notFoundHtml() };
}

export function notFoundHtml(): SafeHtml {
  return html`<div class="container"><div class="not-found"><h1>404</h1><div class="message">This page could not be found.</div><a class="home-link" href="/home">Go back home</a></div></div>`;
}
