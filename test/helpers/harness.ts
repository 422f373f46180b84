// End-to-end harness: the simulator plus Chromium running the built userscript on
// https://anilist.co (COMMON.md "Simulator"). Every `newPage` is a visit in a browser context of
// its own at the time; a context whose visit ended serves the harness's next visit, cleared
// (storage, cookies, the manager's values, what the test added), because a new context costs
// Chromium seconds of CPU and the suite opens hundreds.
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchChromium, ScriptedContext, SITE_ORIGIN, type GmRequest, type ScriptedPage, type SiteThemeName } from '../../sim/browser.ts';
import { startSimulator } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import type { World, WorldFixture } from '../../sim/world/types.ts';
import { ensureBuilt } from './build.ts';

export interface HarnessOptions {
  /**
   * The seeded world (default), another seed or fixture, or another harness's world as it is
   * now (`() => harness.sim.world`): a file's second simulator, there for a rate limit or
   * window of its own, then starts in a moment instead of generating a world again (seconds
   * of a busy machine's time).
   */
  world?: { seed: number } | { fixture: WorldFixture | string } | (() => World);
  rateLimit?: number;
  /** the simulator's rate-limit window in ms (default 60,000); short windows make a real 429 quick */
  rateWindowMs?: number;
  /** the userscript to inject; default the built dist/automail.user.js; null = pages only */
  script?: string | null;
  /** Chromium with images on (the simulator's placeholders); default off */
  images?: boolean;
}

export interface NewPageOptions {
  /** user signed in on the site (AniList's own login); absent = guest */
  siteUser?: string;
  /** the script's access token (in the manager's value storage, as the script keeps it); 'demo' = the demo user's token */
  token?: string | 'demo';
  /** preset settings (localStorage 'hohSettings') before the script first runs */
  settings?: Record<string, unknown>;
  theme?: SiteThemeName;
  /** serve pages with `Content-Security-Policy: worker-src 'self'` */
  blockWorkers?: boolean;
  /** the script is injected only once the address is this path (a late start on a busy machine) */
  scriptWaitsForPath?: string;
}

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

export interface Harness {
  sim: Simulator;
  newPage(opts?: NewPageOptions): Promise<Page>;
  /** navigates to a site path and waits until AniList's (late) page content is in */
  goto(page: Page, path: string): Promise<void>;
  /** API requests the simulator received, oldest first */
  requests(): LoggedRequest[];
  /** GM_xmlhttpRequest calls a page made (MyAnimeList fetches), oldest first */
  gmRequests(page: Page): GmRequest[];
  /** what the manager's value storage holds for the page's browser context (the token lives there) */
  gmValues(page: Page): Record<string, unknown>;
  clearRequests(): void;
  close(): Promise<void>;
}

/**
 * Waits for the simulated front end to have rendered the page content for the current address.
 * After a click, pass the path it leads to: until the front end has the new page's fragment, the
 * old page's content is still there, rendered.
 */
export async function waitForContent(page: Page, pathname?: string): Promise<void> {
  if (pathname === undefined) {
    await page.waitForSelector('#app > .wrap > .page-content[data-sim-path]', { state: 'attached' });
    return;
  }
  await page.waitForFunction((wanted) => {
    const path = document.querySelector('#app > .wrap > .page-content')?.getAttribute('data-sim-path');
    return path !== null && path !== undefined && new URL(path, location.origin).pathname === wanted;
  }, pathname);
}

/**
 * The run's shared Chromium (test/helpers/sharedChromium.ts) when there is one and images are
 * off; otherwise one of the harness's own (images on, or a harness started outside vitest, as
 * the benches do). Closing a connected browser closes this harness's contexts and disconnects.
 */
async function openBrowser(images: boolean): Promise<Browser> {
  if (!images && process.env.VITEST) {
    const { inject } = await import('vitest');
    const endpoint = inject('chromiumEndpoint');
    if (endpoint) return chromium.connect(endpoint);
  }
  return launchChromium({ images });
}

/**
 * Marks a visit opened inside a test as over once that test has finished (one opened in a
 * `beforeAll` stays for the file); the harness ends such visits before it opens the next one.
 * Not at the test's end itself: a file's tests may go on with the page an earlier test opened.
 */
async function markOverWithTheTest(visit: ScriptedPage, over: Set<ScriptedPage>): Promise<void> {
  if (!process.env.VITEST) return;
  // The runner's current test, not expect's state: with a module cache shared between files,
  // expect keeps the name of the last file's last test while the next file's beforeAll runs.
  const [{ onTestFinished }, { getCurrentTest }] = await Promise.all([import('vitest'), import('vitest/suite')]);
  if (getCurrentTest() === undefined) return;
  onTestFinished(() => void over.add(visit));
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const script = opts.script === undefined ? await ensureBuilt() : opts.script;
  const world = typeof opts.world === 'function' ? opts.world() : opts.world;
  const sim = await startSimulator({ port: 0, world, rateLimit: opts.rateLimit, rateWindowMs: opts.rateWindowMs });
  let browser: Promise<Browser> | null = null;
  /** every visit, oldest first (a context serves one visit at a time: its latest) */
  const open: ScriptedPage[] = [];
  const contexts: ScriptedContext[] = [];
  /** contexts between visits, by the path their script waits for ('' for none) */
  const idle: { key: string; context: ScriptedContext }[] = [];
  /** visits whose test has finished, ended before the next visit opens */
  const over = new Set<ScriptedPage>();

  async function contextFor(key: string, waitsForPath: string | undefined): Promise<ScriptedContext> {
    const index = idle.findIndex((entry) => entry.key === key);
    if (index >= 0) return idle.splice(index, 1)[0].context;
    browser ??= openBrowser(opts.images ?? false);
    const made = await ScriptedContext.open(sim.url, script, { browser: await browser }, waitsForPath);
    contexts.push(made);
    return made;
  }

  return {
    sim,
    async newPage(pageOpts: NewPageOptions = {}) {
      // Each visit starts with AniList's minute unspent: with visits a second apart, a file's
      // tests would otherwise share one minute's budget and meet real 429s that are no test's
      // subject. Harnesses about the limit itself (a rate or window of their own) keep theirs.
      if (opts.rateLimit === undefined && opts.rateWindowMs === undefined) sim.resetRateLimit();
      // An unended visit costs the next one a new browser context (about 1.5 s of a two-core
      // machine's CPU) and its page goes on running the script behind every later test.
      await Promise.all([...over].map((visit) => visit.close()));
      over.clear();
      const key = pageOpts.scriptWaitsForPath ?? '';
      const context = await contextFor(key, pageOpts.scriptWaitsForPath);
      const scripted = await context.visit(pageOpts, async (reusable) => {
        if (reusable) idle.push({ key, context });
      });
      open.push(scripted);
      await markOverWithTheTest(scripted, over);
      return scripted.page;
    },
    async goto(page, path) {
      await page.goto(SITE_ORIGIN + (path.startsWith('/') ? path : `/${path}`), { waitUntil: 'domcontentloaded' });
      await waitForContent(page);
    },
    requests() {
      return [...sim.requests];
    },
    gmRequests(page) {
      return [...(open.findLast((p) => p.context === page.context())?.gmRequests ?? [])];
    },
    gmValues(page) {
      return open.findLast((p) => p.context === page.context())?.gmValues() ?? {};
    },
    clearRequests() {
      sim.requests.splice(0, sim.requests.length);
    },
    async close() {
      await Promise.all(contexts.map((context) => context.dispose()));
      if (browser) await (await browser).close().catch(() => {});
      await sim.close();
    },
  };
}
