// AniList's pages, served from the world: the document shell for every page address, the late
// page fragments the client fetches, the OAuth implicit grant and the simulator's sign-in doors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { User, World } from '../world/types.ts';
import type { Fragment, PageContext } from './context.ts';
import { route } from './routes.ts';
import { renderShell } from './shell.ts';
import { isSiteTheme } from './theme.ts';
import { localiseCdnUrls } from '../cdn.ts';
import { simIndexPage } from './simIndex.ts';
import { moduleCatalog } from './moduleCatalog.ts';

/** What the simulator's HTTP server passes to the page handler. */
export interface PageServerOptions {
  /** the simulator's own base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  /**
   * Demo mode (`npm start`): the built userscript text. Pages then run it themselves after a
   * GM_xmlhttpRequest shim, the demo user is signed in unless someone logged out, and the
   * signed-in user's token is pre-stored for the script.
   */
  demoScript?: string;
  /** One more Content-Security-Policy for every page (the page policy switch, sim/pagePolicy.ts). */
  pagePolicy?: string | null;
}

export const SIM_USER_COOKIE = 'sim-user';
const THEME_COOKIE = 'site-theme';
const YEAR_SECONDS = 31536000;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * Who is signed in on the site: the sim-user cookie names them (an empty value = signed out);
 * without the cookie, demo pages sign in the demo user and other pages are guests.
 */
export function siteViewer(world: World, cookies: Map<string, string>, demo: boolean): User | null {
  const name = cookies.get(SIM_USER_COOKIE);
  if (name === undefined) return demo ? world.getUserById(world.demoUser.id) ?? null : null;
  if (!name) return null;
  return world.getUserByName(name) ?? null;
}

/** The fragment for a site path as the given viewer sees it. */
export function renderFragment(world: World, viewer: User | null, path: string): Fragment {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, 'https://anilist.co');
  const ctx: PageContext = { world, viewer, url };
  return route(ctx);
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

function cookieHeader(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** AniList's implicit grant: straight back to /home with the signed-in user's token in the hash. */
function authorize(res: ServerResponse, url: URL, viewer: User | null): void {
  if (!url.searchParams.get('client_id') || url.searchParams.get('response_type') !== 'token') {
    send(res, 400, 'text/plain; charset=utf-8', 'invalid_request');
    return;
  }
  if (!viewer || !viewer.token) {
    redirect(res, '/login');
    return;
  }
  redirect(res, `/home#access_token=${encodeURIComponent(viewer.token)}&token_type=Bearer&expires_in=${YEAR_SECONDS}`);
}

export async function handlePageRequest(world: World, req: IncomingMessage, res: ServerResponse, sim: PageServerOptions): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.invalid');
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const demo = sim.demoScript !== undefined;
  const cookies = parseCookies(req.headers.cookie);
  const viewer = siteViewer(world, cookies, demo);

  switch (url.pathname) {
    case '/__sim/fragment': {
      const fragment = renderFragment(world, viewer, url.searchParams.get('path') ?? '/');
      fragment.commit?.();
      const { status, title, html, immediate, redirect: to, navTransparent } = fragment;
      // Always HTTP 200, like AniList's API calls behind a page: the page's own status is in the
      // body, so a missing page does not put a network error in the console.
      // `unread` lets the client drop the nav dot once AniList would (after /notifications).
      const unread = viewer ? world.unreadNotificationCount(viewer.id) : null;
      const body = JSON.stringify({ status, title, html: html.value, immediate: !!immediate, redirect: to ?? null, navTransparent: !!navTransparent, unread });
      send(res, 200, 'application/json; charset=utf-8', demo ? localiseCdnUrls(body) : body);
      return;
    }
    case '/__sim/login': {
      const user = world.getUserByName(url.searchParams.get('name') ?? '');
      if (!user) {
        redirect(res, '/login');
        return;
      }
      redirect(res, '/home', { 'Set-Cookie': cookieHeader(SIM_USER_COOKIE, user.name, YEAR_SECONDS) });
      return;
    }
    case '/__sim/logout':
      redirect(res, '/', { 'Set-Cookie': cookieHeader(SIM_USER_COOKIE, '', YEAR_SECONDS) });
      return;
    case '/__sim':
    case '/__sim/':
      send(res, 200, 'text/html; charset=utf-8', method === 'HEAD' ? '' : simIndexPage(world, viewer?.name ?? null, await moduleCatalog()));
      return;
    case '/__sim/demo':
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ name: world.demoUser.name, token: world.demoUser.token }));
      return;
    case '/api/v2/oauth/authorize':
      authorize(res, url, viewer);
      return;
  }

  const path = url.pathname + url.search;
  const fragment = renderFragment(world, viewer, path);
  if (fragment.immediate) fragment.commit?.();
  const themeCookie = cookies.get(THEME_COOKIE);
  const page = renderShell({
    world,
    viewer,
    path,
    fragment,
    theme: isSiteTheme(themeCookie) ? themeCookie : 'default',
    demoScript: sim.demoScript,
  });
  const headers: Record<string, string> = {};
  // AniList's policy (host-dom-2026 §1.5); only on the https origin, where upgrading is harmless.
  // The page policy switch (sim/pagePolicy.ts) adds a second policy: the browser enforces both.
  const policies = [req.headers['x-forwarded-proto'] === 'https' ? 'upgrade-insecure-requests; block-all-mixed-content' : null, sim.pagePolicy ?? null];
  const policy = policies.filter((one) => one !== null).join(', ');
  if (policy !== '') headers['Content-Security-Policy'] = policy;
  // AniList answers every page address with its app (HTTP 200); the app shows the 404 page.
  // Demo pages run in a real browser: their images must not reach AniList's CDN.
  send(res, 200, 'text/html; charset=utf-8', method === 'HEAD' ? '' : demo ? localiseCdnUrls(page) : page, headers);
}
