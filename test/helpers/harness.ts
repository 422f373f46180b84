// End-to-end harness: the simulator plus Chromium running the built userscript on
// https://anilist.co (COMMON.md "Simulator"). One Chromium per harness; every page gets its
// own browser context, so storage and cookies never leak between pages.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScriptedPage, SITE_ORIGIN, type GmRequest, type ScriptedPage, type SiteThemeName } from '../../sim/browser.ts';
import { startSimulator } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import type { WorldFixture } from '../../sim/world/types.ts';
import { ensureBuilt } from './build.ts';

export interface HarnessOptions {
  world?: { seed: number } | { fixture: WorldFixture | string };
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

/** Waits for the simulated front end to have rendered the page content for the current address. */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForSelector('#app > .wrap > .page-content[data-sim-path]', { state: 'attached' });
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const script = opts.script === undefined ? await ensureBuilt() : opts.script;
  const sim = await startSimulator({ port: 0, world: opts.world, rateLimit: opts.rateLimit, rateWindowMs: opts.rateWindowMs });
  let browser: Promise<Browser> | null = null;
  const open: ScriptedPage[] = [];

  return {
    sim,
    async newPage(pageOpts: NewPageOptions = {}) {
      browser ??= launchChromium({ images: opts.images });
      const scripted = await openScriptedPage(sim.url, { ...pageOpts, script, browser: await browser });
      open.push(scripted);
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
      return [...(open.find((p) => p.context === page.context())?.gmRequests ?? [])];
    },
    gmValues(page) {
      return open.find((p) => p.context === page.context())?.gmValues() ?? {};
    },
    clearRequests() {
      sim.requests.splice(0, sim.requests.length);
    },
    async close() {
      await Promise.all(open.map((p) => p.close()));
      if (browser) await (await browser).close().catch(() => {});
      await sim.close();
    },
  };
}
