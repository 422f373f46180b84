// Chromium with the userscript injected the way a userscript manager does, on the real origin
// https://anilist.co, with every request answered by the simulator (toolchain.md §4, §9).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './build.ts';
import { ANILIST_CDN_PREFIX, LOCAL_CDN_PATH } from './cdn.ts';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Route } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const BASE_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  // Identical pixels on every run for the screenshot check: no colour profile, no LCD text.
  '--force-color-profile=srgb', '--disable-lcd-text', '--font-render-hinting=none',
  // A new RenderFrameHost for every navigation (RenderDocument) makes DevTools hand the new
  // document its whole session state, the 1.4 MB init script with the userscript included, on
  // every load, pages without the script too: measured, a visit's about:blank and seed loads
  // cost Chromium 0.50 s of CPU with it and 0.17 without, a page load 0.66 and 0.37. Only how
  // the browser hosts a document changes; what a page sees is the same.
  '--disable-features=RenderDocument',
];
/**
 * Images off by default: most tests only read image URLs, never pixels, and every image is a
 * request through page routing. `launchChromium({ images: true })` shows the simulator's
 * placeholders (screenshots, the list-page bench).
 */
export const CHROMIUM_ARGS = [...BASE_ARGS, '--blink-settings=imagesEnabled=false'];

export function chromiumArgs(images = false): string[] {
  return images ? BASE_ARGS : CHROMIUM_ARGS;
}
export const SITE_ORIGIN = 'https://anilist.co';
/** The harness's channel to the manager's value storage (taken off `window` before page scripts run). */
const GM_VALUES_BINDING = '__gmValues';
/**
 * The injected script's name in stack traces and profiles (a manager names it too), so a trace
 * can tell the script's work from the page's. The lazily evaluated chunks are `automail/<name>`.
 */
export const USERSCRIPT_SOURCE_URL = 'automail.user.js';
const API_ORIGIN = 'https://graphql.anilist.co';
/** The built userscript, as users install it. */
export { BUILT_SCRIPT_PATH } from './build.ts';

export type SiteThemeName = 'default' | 'dark' | 'contrast';

export interface ScriptedPageOptions {
  /** name of the user signed in on the site (the sim-user cookie); absent = guest */
  siteUser?: string;
  /** the script's own access token, in the manager's value storage; 'demo' = the demo user's token */
  token?: string;
  /** settings stored in localStorage 'hohSettings' before the script first runs */
  settings?: Record<string, unknown>;
  /** AniList's theme as stored in localStorage 'site-theme' */
  theme?: SiteThemeName;
  /** serve pages with `Content-Security-Policy: worker-src 'self'` (Blob workers blocked) */
  blockWorkers?: boolean;
  /** the userscript text to inject; null = none (pages only); default: dist/automail.user.js, built first when stale */
  script?: string | null;
  /**
   * The manager injects the script only once the page's address is this path: a script that
   * comes late, as on a busy machine, after the page has already moved (AniList's /404).
   */
  scriptWaitsForPath?: string;
  /** a running Chromium to open a fresh context in; without it a persistent one is launched */
  browser?: Browser;
  /** without `browser`: launch the persistent Chromium with images on (the simulator's placeholders) */
  images?: boolean;
}

/** A request the page made through GM_xmlhttpRequest (the manager's background request). */
export interface GmRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface ScriptedPage {
  page: Page;
  context: BrowserContext;
  /** every GM_xmlhttpRequest the page made, in order */
  gmRequests: GmRequest[];
  /** what the manager's value storage (GM_setValue) holds now for this context */
  gmValues(): Record<string, unknown>;
  close(): Promise<void>;
}

interface GmDetails {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  data?: string;
}

export function launchChromium(opts: { images?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(opts.images) });
}

/**
 * The manager's value storage, page side (GM_getValue and friends, as Tampermonkey and
 * Violentmonkey have them): synchronous reads from a copy loaded before the script runs, writes
 * applied at once and sent to the harness (Node, the manager's background), which keeps them for
 * the whole browser context (across reloads and pages, like a manager's storage) and tells every
 * other page of the context, whose listeners hear `remote` true. Kept apart from the page: the
 * binding is taken off `window` before any page script runs, and the values and functions live
 * in this closure, handed to the userscript's scope only, never to `window`.
 */
const GM_VALUES_SHIM = `
  var gmCall = window.${GM_VALUES_BINDING};
  try { delete window.${GM_VALUES_BINDING}; } catch (e) { /* stays unreadable in practice */ }
  var gmPage = Math.random().toString(36).slice(2);
  var gmValues = {};
  var gmListeners = [];
  var gmNextListener = 1;
  function gmParse(json) { return json === undefined || json === null ? undefined : JSON.parse(json); }
  function gmNotify(key, oldValue, newValue, remote) {
    gmListeners.slice().forEach(function (entry) {
      if (entry.key !== key) return;
      try { entry.listener(key, oldValue, newValue, remote); } catch (error) { setTimeout(function () { throw error; }, 0); }
    });
  }
  function gmChange(key, json) {
    var old = gmParse(gmValues[key]);
    if (json === null) delete gmValues[key]; else gmValues[key] = json;
    gmCall({ op: 'change', key: key, json: json, page: gmPage });
    gmNotify(key, old, gmParse(json), false);
  }
  function gmWatch(since) {
    gmCall({ op: 'wait', since: since }).then(function (answer) {
      answer.changes.forEach(function (change) {
        if (change.page === gmPage) return;
        var old = gmParse(gmValues[change.key]);
        if (change.json === null) delete gmValues[change.key]; else gmValues[change.key] = change.json;
        gmNotify(change.key, old, gmParse(change.json), true);
      });
      gmWatch(answer.version);
    }, function () { /* the page is going away */ });
  }
  var gmReady = gmCall ? gmCall({ op: 'load' }).then(function (state) { gmValues = state.values; gmWatch(state.version); }) : Promise.resolve();
  var gmApi = {
    GM_getValue: function (key, fallback) { return Object.prototype.hasOwnProperty.call(gmValues, key) ? gmParse(gmValues[key]) : fallback; },
    GM_setValue: function (key, value) { var json = JSON.stringify(value); if (json !== undefined) gmChange(String(key), json); },
    GM_deleteValue: function (key) { if (Object.prototype.hasOwnProperty.call(gmValues, key)) gmChange(String(key), null); },
    GM_listValues: function () { return Object.keys(gmValues); },
    GM_addValueChangeListener: function (key, listener) { var id = gmNextListener++; gmListeners.push({ id: id, key: String(key), listener: listener }); return id; },
    GM_removeValueChangeListener: function (id) { gmListeners = gmListeners.filter(function (entry) { return entry.id !== id; }); },
  };`;

/**
 * Page-side set-up, run before any page script: long-task log, the GM_xmlhttpRequest shim over
 * the `__gmXhr` binding, and the userscript itself after DOMContentLoaded (@run-at document-idle),
 * in a task of its own as a manager runs it (its injection is a message away from the event), so
 * the page's own DOMContentLoaded work and ours are never counted as one task.
 */
function initScript(script: string | null, waitsForPath?: string): string {
  const run = script === null ? '' : `
  function whenAtPath(path, then) {
    if (path === undefined || location.pathname === path) then();
    else setTimeout(function () { whenAtPath(path, then); }, 20);
  }
  document.addEventListener('DOMContentLoaded', function () {
    // A manager injects at document-idle once it has the script's stored values.
    gmReady.then(function () { whenAtPath(${JSON.stringify(waitsForPath)}, function () {
      setTimeout(function __automailUserscript() {
        // The harness's stand-in for an HTTP redirect is not a page; a manager would not see it.
        if (document.querySelector('meta[name="sim-redirect"]')) return;
        // The value functions reach the script's own scope only, as a manager passes them.
        var GM_getValue = gmApi.GM_getValue, GM_setValue = gmApi.GM_setValue, GM_deleteValue = gmApi.GM_deleteValue,
          GM_listValues = gmApi.GM_listValues, GM_addValueChangeListener = gmApi.GM_addValueChangeListener,
          GM_removeValueChangeListener = gmApi.GM_removeValueChangeListener;
${script}
      }, 0);
    }); });
  }, { once: true });`;
  return `(function () {
  window.__longTasks = [];
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { window.__longTasks.push({ start: e.startTime, duration: e.duration, name: e.name }); });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* no long-task support */ }
  if (location.origin !== ${JSON.stringify(SITE_ORIGIN)} || window.top !== window || location.pathname === ${JSON.stringify(SEED_PATH)}) return;
${GM_VALUES_SHIM}
  window.GM_xmlhttpRequest = function (details) {
    var aborted = false;
    var payload = { method: details.method || 'GET', url: String(details.url), headers: details.headers || {},
      data: typeof details.data === 'string' ? details.data : undefined };
    function finish(result) {
      if (aborted) return;
      var response = result.responseText;
      if (details.responseType === 'json') { try { response = JSON.parse(result.responseText); } catch (e) { response = null; } }
      var event = { readyState: 4, status: result.status, statusText: result.statusText, responseText: result.responseText,
        response: response, responseHeaders: result.responseHeaders, finalUrl: result.finalUrl, context: details.context, error: result.error };
      if (result.error) { if (details.onerror) details.onerror(event); }
      else if (details.onload) details.onload(event);
      if (details.onloadend) details.onloadend(event);
    }
    window.__gmXhr(payload).then(finish, function (error) {
      finish({ status: 0, statusText: '', responseText: '', responseHeaders: '', finalUrl: payload.url, error: String(error) });
    });
    return { abort: function () { if (aborted) return; aborted = true; if (details.onabort) details.onabort({}); } };
  };
  window.unsafeWindow = window;${run}
})();${script === null ? '' : `
//# sourceURL=${USERSCRIPT_SOURCE_URL}`}`;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'accept-encoding']);
const DROP_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

async function forward(route: Route, target: string, extraHeaders: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const request = route.request();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) {
    if (!HOP_HEADERS.has(name.toLowerCase()) && !name.startsWith(':')) headers[name] = value;
  }
  Object.assign(headers, extraHeaders);
  const method = request.method();
  const posted = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  const body = posted ? new Uint8Array(posted) : undefined;
  const response = await fetch(target, { method, headers, body, redirect: 'manual' });
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROP_RESPONSE_HEADERS.has(name)) out[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) out['set-cookie'] = setCookies.join('\n');
  return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
}

const BLANK_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const CORS_HEADERS = {
  'access-control-allow-origin': SITE_ORIGIN,
  'access-control-allow-headers': 'authorization, content-type, accept, schema, x-csrf-token',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, retry-after',
  'access-control-max-age': '600',
};

async function installRoutes(context: BrowserContext, simUrl: string, blockWorkers: () => boolean): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    try {
      if (url.origin === SITE_ORIGIN) {
        const answer = await forward(route, simUrl + url.pathname + url.search, { 'x-forwarded-proto': 'https' });
        const location = answer.headers.location;
        if (answer.status >= 300 && answer.status < 400 && location && route.request().isNavigationRequest()) {
          // Chromium here cannot follow a redirect that page routing fulfils (it reports
          // ERR_NAME_NOT_RESOLVED), so the redirect happens in the page, replacing this entry.
          const target = new URL(location, url).href;
          const headers: Record<string, string> = { ...answer.headers, 'content-type': 'text/html; charset=utf-8' };
          delete headers.location;
          await route.fulfill({
            status: 200,
            headers,
            body: `<!DOCTYPE html><meta name="sim-redirect"><script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')})</script>`,
          });
          return;
        }
        if (blockWorkers() && (answer.headers['content-type'] ?? '').startsWith('text/html')) {
          const policy = answer.headers['content-security-policy'];
          answer.headers['content-security-policy'] = policy ? `${policy}; worker-src 'self'` : "worker-src 'self'";
        }
        await route.fulfill(answer);
      } else if (url.origin === API_ORIGIN) {
        if (route.request().method() === 'OPTIONS') {
          await route.fulfill({ status: 204, headers: CORS_HEADERS });
          return;
        }
        const answer = await forward(route, `${simUrl}/graphql`, {});
        await route.fulfill({ ...answer, headers: { ...answer.headers, ...CORS_HEADERS } });
      } else if (url.href.startsWith(ANILIST_CDN_PREFIX)) {
        // AniList's image CDN: the simulator's placeholder in the world's colours.
        await route.fulfill(await forward(route, simUrl + LOCAL_CDN_PATH + url.href.slice(ANILIST_CDN_PREFIX.length), {}));
      } else if (/(^|\.)anilist\.co$|(^|\.)anili\.st$/.test(url.hostname) && route.request().resourceType() === 'image') {
        // Other AniList image hosts: a blank pixel keeps pages quiet (no console errors).
        await route.fulfill({ status: 200, contentType: 'image/gif', body: BLANK_GIF });
      } else {
        // No internet: every other host is refused, as a test must never reach the real web.
        await route.abort('blockedbyclient');
      }
    } catch (error) {
      // The page closed mid-request, or the simulator went away: nothing left to answer.
      if (!String(error).includes('closed')) await route.abort('failed').catch(() => {});
    }
  });
}

async function exposeGm(context: BrowserContext, simUrl: string, log: () => GmRequest[]): Promise<void> {
  await context.exposeBinding('__gmXhr', async (_source, details: GmDetails) => {
    const target = new URL(details.url);
    const method = (details.method ?? 'GET').toUpperCase();
    log().push({ method, url: target.href, headers: { ...(details.headers ?? {}) } });
    // Like Tampermonkey's @connect: only myanimelist.net is reachable.
    if (target.protocol !== 'https:' && target.protocol !== 'http:' || !/(^|\.)myanimelist\.net$/.test(target.hostname)) {
      return { status: 0, statusText: '', responseText: '', responseHeaders: '', finalUrl: target.href, error: `Refused to connect to "${target.hostname}": not in @connect` };
    }
    const response = await fetch(`${simUrl}/mal${target.pathname}${target.search}`, {
      method, headers: details.headers ?? {}, body: method === 'GET' || method === 'HEAD' ? undefined : details.data,
    });
    let responseHeaders = '';
    response.headers.forEach((value, name) => { responseHeaders += `${name}: ${value}\r\n`; });
    return { status: response.status, statusText: response.statusText, responseText: await response.text(), responseHeaders, finalUrl: target.href };
  });
}

/** One change of the manager's values, as pages of the context hear it (json null: deleted). */
interface GmValueChange {
  version: number;
  key: string;
  json: string | null;
  page: string;
}

type GmValueCall =
  | { op: 'load' }
  | { op: 'change'; key: string; json: string | null; page: string }
  | { op: 'wait'; since: number };

/**
 * The manager's storage for one browser context (its background side): the values as JSON text,
 * and the changes in order, so each page hears every change made elsewhere.
 */
export class GmValueStore {
  private readonly values = new Map<string, string>();
  private readonly changes: GmValueChange[] = [];
  private waiters: (() => void)[] = [];

  constructor(initial: Record<string, unknown> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, JSON.stringify(value));
  }

  private get version(): number {
    return this.changes.length;
  }

  /** What the manager holds now (for tests). */
  snapshot(): Record<string, unknown> {
    return Object.fromEntries([...this.values].map(([key, json]) => [key, JSON.parse(json) as unknown]));
  }

  async call(request: GmValueCall): Promise<unknown> {
    switch (request.op) {
      case 'load':
        return { values: Object.fromEntries(this.values), version: this.version };
      case 'change': {
        if (request.json === null) this.values.delete(request.key);
        else this.values.set(request.key, request.json);
        this.changes.push({ version: this.version + 1, key: request.key, json: request.json, page: request.page });
        const waiting = this.waiters;
        this.waiters = [];
        for (const wake of waiting) wake();
        return this.version;
      }
      case 'wait': {
        if (this.version <= request.since) await new Promise<void>((resolve) => this.waiters.push(resolve));
        return { changes: this.changes.slice(request.since), version: this.version };
      }
    }
  }
}

async function demoToken(simUrl: string): Promise<string> {
  const response = await fetch(`${simUrl}/__sim/demo`);
  const demo = (await response.json()) as { token: string };
  return demo.token;
}

/** The token goes where the script keeps it: the manager's storage, not `hohSettings`. */
async function managerValues(simUrl: string, opts: ScriptedPageOptions): Promise<Record<string, unknown>> {
  const token = opts.token === 'demo' ? await demoToken(simUrl) : opts.token;
  return token ? { accessToken: token } : {};
}

/** What AniList's own storage holds before the first visit: the preset settings and the theme. */
function presetLocalStorage(opts: ScriptedPageOptions): { name: string; value: string }[] {
  const local: { name: string; value: string }[] = [];
  if (opts.settings) local.push({ name: 'hohSettings', value: JSON.stringify(opts.settings) });
  if (opts.theme) local.push({ name: 'site-theme', value: opts.theme });
  return local;
}

function siteCookies(opts: ScriptedPageOptions) {
  return opts.siteUser === undefined ? [] : [{
    name: 'sim-user', value: encodeURIComponent(opts.siteUser), domain: 'anilist.co', path: '/', expires: -1,
    httpOnly: false, secure: true, sameSite: 'Lax' as const,
  }];
}

/** An address of the site's origin that is no page: the harness answers it with an empty document. */
const SEED_PATH = '/__sim-seed';

/**
 * Writes the preset localStorage from the visit's tab, on an empty document of the site's
 * origin (where the init script does nothing), and clears the tab's sessionStorage of an earlier
 * visit. Playwright's `storageState.origins` does the same from a page of its own: another
 * renderer process, about a second of CPU each time on the CI machine.
 */
async function seedStorage(page: Page, items: { name: string; value: string }[], clearSession: boolean): Promise<void> {
  if (!items.length && !clearSession) return;
  const seedUrl = SITE_ORIGIN + SEED_PATH;
  const answer = (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>seed</title>' });
  await page.route(seedUrl, answer);
  await gotoSurely(page, seedUrl);
  await page.evaluate(({ entries, clear }) => {
    if (clear) sessionStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, { entries: items, clear: clearSession });
  await page.unroute(seedUrl, answer);
}

/**
 * `page.goto` that starts again when another navigation interrupted it: the last visit's tab may
 * still have one under way (a test that ends as the script sends the tab to AniList's authorise
 * page, which redirects to /home), and it can interrupt the visit-end's about:blank or the seed
 * page (CI of bbfafbc: "Navigation to .../__sim-seed is interrupted by another navigation to
 * about:blank").
 */
async function gotoSurely(page: Page, url: string, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('is interrupted by another navigation')) throw error;
    }
  }
}

/** What a visit sets on a prepared context: who is signed in, what is stored, how pages are served. */
export type VisitOptions = Pick<ScriptedPageOptions, 'siteUser' | 'token' | 'settings' | 'theme' | 'blockWorkers'>;

type Removable = { dispose(): Promise<unknown> };

/**
 * A browser context made ready for the userscript once (the manager's bindings, the init
 * script, the routes to the simulator), which visits then use one after another, on the same
 * tab: each visit starts with the site's storage, the cookies and the manager's values cleared
 * and set anew. A new context and tab cost Chromium about 3.5 s of CPU on the CI machine, the
 * browser's side of a new tab alone over a second, and the suite opens hundreds.
 *
 * What a test adds to the context or the tab (init scripts, routes, listeners, the viewport) is
 * taken away when its visit ends, and `close()` of the context or of the visit's tab ends the
 * visit, so tests go on closing what they opened. A test that installs a clock leaves a context
 * that cannot be cleared: it is closed for good.
 */
export class ScriptedContext {
  private values = new GmValueStore();
  private gmRequests: GmRequest[] = [];
  private blockWorkers = false;
  private tab: Page | null = null;
  private reusable = true;
  private visited = false;
  private cdp: { page: Page; session: CDPSession } | null = null;
  private readonly added: Removable[] = [];
  private readonly closeContext: () => Promise<void>;
  /** set while a visit runs: what ends it */
  private ending: (() => Promise<void>) | null = null;

  private constructor(readonly context: BrowserContext, private readonly simUrl: string, private readonly profile: string | null) {
    this.closeContext = context.close.bind(context);
    this.track(context, ['addInitScript', 'route']);
    context.close = (async () => { await this.ending?.(); }) as BrowserContext['close'];
  }

  /** Wraps `target`'s methods so that what a test adds through them is removed when its visit ends. */
  private track(target: BrowserContext | Page, methods: ('addInitScript' | 'route' | 'on')[]): void {
    const object = target as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of methods) {
      const original = object[method].bind(target);
      object[method] = (...args: unknown[]) => {
        const result = original(...args);
        if (method === 'on') this.added.push({ dispose: async () => void (target as Page).off(args[0] as 'close', args[1] as () => void) });
        else if (method === 'route') this.added.push({ dispose: () => (target as Page).unroute(args[0] as string, args[1] as () => void) });
        else void (result as Promise<Removable>).then((added) => this.added.push(added), () => {});
        return result;
      };
    }
  }

  /** `script`: the userscript text, or null for pages only; `waitsForPath`: see ScriptedPageOptions. */
  static async open(simUrl: string, script: string | null, where: { browser: Browser } | { images: boolean }, waitsForPath?: string): Promise<ScriptedContext> {
    const base = simUrl.replace(/\/$/, '');
    let context: BrowserContext;
    let profile: string | null = null;
    if ('browser' in where) {
      context = await where.browser.newContext({ viewport: { width: 1280, height: 900 } });
    } else {
      profile = await mkdtemp(join(tmpdir(), 'automail-chromium-'));
      context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(where.images), viewport: { width: 1280, height: 900 },
      });
    }
    // The tab comes before the init script: its first document (about:blank) would otherwise
    // parse the whole userscript for nothing.
    const tab = context.pages()[0] ?? await context.newPage();
    await exposeGm(context, base, () => prepared.gmRequests);
    // Before the init script, which takes the binding off `window` before any page script runs.
    await context.exposeBinding(GM_VALUES_BINDING, (_source, request: GmValueCall) => prepared.values.call(request));
    await context.addInitScript({ content: initScript(script, waitsForPath) });
    await installRoutes(context, base, () => prepared.blockWorkers);
    const prepared: ScriptedContext = new ScriptedContext(context, base, profile);
    prepared.adopt(tab);
    return prepared;
  }

  private adopt(tab: Page): void {
    this.tab = tab;
    this.track(tab, ['addInitScript', 'route', 'on']);
    const close = tab.close.bind(tab);
    // The visit's tab closed while others of the visit stay open (a two-tab test) closes for real.
    tab.close = (async (options?: Parameters<Page['close']>[0]) => {
      if (this.ending && this.context.pages().length === 1) return this.ending();
      if (this.tab === tab) this.tab = null;
      return close(options);
    }) as Page['close'];
    const install = tab.clock.install.bind(tab.clock);
    tab.clock.install = ((...args: Parameters<Page['clock']['install']>) => {
      this.reusable = false;
      return install(...args);
    }) as Page['clock']['install'];
  }

  /**
   * Starts a visit; `done` runs when it ends (by `close()` of the page handed out, of its tab or
   * of the context), told whether the context can serve another visit.
   */
  async visit(opts: VisitOptions, done: (reusable: boolean) => Promise<void> = async () => {}): Promise<ScriptedPage> {
    this.values = new GmValueStore(await managerValues(this.simUrl, opts));
    this.gmRequests = [];
    this.blockWorkers = opts.blockWorkers ?? false;
    // The tab of an earlier visit keeps that visit's sessionStorage, which no other clearing reaches.
    const keptTab = this.visited && this.tab !== null && !this.tab.isClosed();
    if (!this.tab || this.tab.isClosed()) this.adopt(await this.context.newPage());
    const page = this.tab!;
    if (this.visited) await this.clearSiteData(page);
    this.visited = true;
    await this.context.addCookies(siteCookies(opts));
    await seedStorage(page, presetLocalStorage(opts), keptTab);
    let ended: Promise<void> | null = null;
    const end = () => (ended ??= (async () => {
      this.ending = null;
      const tab = this.tab;
      await Promise.all(this.context.pages().filter((open) => open !== tab).map((open) => open.close().catch(() => {})));
      await Promise.all(this.added.splice(0).map((added) => added.dispose().catch(() => {})));
      if (tab && !tab.isClosed()) {
        await tab.setViewportSize({ width: 1280, height: 900 }).catch(() => {});
        await gotoSurely(tab, 'about:blank').catch(() => {});
      }
      if (!this.reusable) await this.dispose();
      await done(this.reusable);
    })());
    this.ending = end;
    return { page, context: this.context, gmRequests: this.gmRequests, gmValues: () => this.values.snapshot(), close: end };
  }

  /** What the last visit left: the site's storage of every kind, and every cookie. */
  private async clearSiteData(page: Page): Promise<void> {
    // One DevTools session per tab, kept: opening one for each visit cost about 50 ms.
    if (this.cdp?.page !== page) this.cdp = { page, session: await this.context.newCDPSession(page) };
    await this.cdp.session.send('Storage.clearDataForOrigin', { origin: SITE_ORIGIN, storageTypes: 'all' });
    await this.context.clearCookies();
  }

  async dispose(): Promise<void> {
    this.reusable = false;
    await this.closeContext().catch(() => {});
    if (this.profile) await rm(this.profile, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * Opens a page with the userscript injected, in a context of its own: with `browser`, a new
 * isolated context in it; otherwise a persistent Chromium on a new temporary profile. `close()`
 * disposes of what this call created (the e2e harness reuses contexts instead: test/helpers/harness.ts).
 */
export async function openScriptedPage(simUrl: string, opts: ScriptedPageOptions): Promise<ScriptedPage> {
  const script = opts.script === undefined ? await ensureBuilt() : opts.script;
  const where = opts.browser ? { browser: opts.browser } : { images: opts.images ?? false };
  const prepared = await ScriptedContext.open(simUrl, script, where, opts.scriptWaitsForPath);
  return prepared.visit(opts, () => prepared.dispose());
}
