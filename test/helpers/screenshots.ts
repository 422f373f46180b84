// The visual check's machinery: a deterministic page capture (fixed world, fixed clock, images
// as the simulator's placeholders, no caret, no animation) and a tolerant PNG comparison with
// pixelmatch. Reference images live in test/e2e/screenshots/ and are rewritten by
// `npm run test:screenshots:update` (UPDATE_SCREENSHOTS=1).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { SITE_ORIGIN } from '../../sim/browser.ts';

export const REFERENCE_DIR = new URL('../e2e/screenshots/', import.meta.url).pathname;
/** Where a failing comparison leaves the new image and the difference, for review. */
export const FAILURE_DIR = new URL('../../test-results/screenshots/', import.meta.url).pathname;
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';
/** The first screen only: enough to show a page's layout, small enough to commit. */
export const SCREEN_HEIGHT = 900;
/** Per-pixel colour tolerance (pixelmatch's YIQ threshold) and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_SHARE = 0.002;

/** Resolves once the page has had no request in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs = 400, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => { cleanup(); resolve(); };
    const arm = () => { clearTimeout(timer); if (inFlight === 0) timer = setTimeout(done, quietMs); };
    const started = () => { inFlight++; clearTimeout(timer); };
    const ended = () => { inFlight = Math.max(0, inFlight - 1); arm(); };
    const limit = setTimeout(() => { cleanup(); reject(new Error(`network still busy after ${timeoutMs} ms`)); }, timeoutMs);
    function cleanup() {
      clearTimeout(timer); clearTimeout(limit);
      page.off('request', started); page.off('requestfinished', ended); page.off('requestfailed', ended);
    }
    page.on('request', started); page.on('requestfinished', ended); page.on('requestfailed', ended);
    arm();
  });
}

/** Waits for `count` rendered frames: layout done, IntersectionObserver callbacks delivered. */
function frames(page: Page, count: number): Promise<void> {
  // A string, so no bundler helper (tsx's __name) is captured into the page.
  return page.evaluate(`new Promise((resolve) => {
    let left = ${count};
    (function next() { if (left-- <= 0) resolve(); else requestAnimationFrame(() => setTimeout(next)); })();
  })`);
}

/**
 * Resolves once every image of the first screen is in: `<img>` elements and CSS background
 * images alike. Background images are not part of the load event, and a capture that only waited
 * for a quiet network caught a busy machine's late covers blank (home's third row of covers).
 */
function firstScreenImages(page: Page): Promise<void> {
  // A walk that skips what is not drawn: an off-screen element with content-visibility:auto (a
  // long list's rows) draws none of its content, and asking the boxes inside it made the browser
  // lay each of them out on its own (50 s for Hoarder's 13,000 rows).
  return page.evaluate(`(() => {
    const sources = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, { acceptNode(element) {
      const box = element.getBoundingClientRect();
      const offScreen = box.bottom < 0 || box.top > innerHeight;
      if (offScreen && getComputedStyle(element).contentVisibility === 'auto') return NodeFilter.FILTER_REJECT;
      return offScreen || box.width === 0 || box.height === 0 ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT;
    } });
    for (let element = walker.nextNode(); element; element = walker.nextNode()) {
      if (element instanceof HTMLImageElement && element.currentSrc) sources.push(element.currentSrc);
      for (const match of getComputedStyle(element).backgroundImage.matchAll(/url\\("?([^")]+)"?\\)/g)) sources.push(match[1]);
    }
    return Promise.all(sources.map((source) => {
      const image = new Image();
      image.src = source;
      return image.decode().catch(() => undefined);
    })).then(() => undefined);
  })()`).then(() => undefined);
}

/** Opens a site path, waits for AniList's late content and its images, and shoots the first screen. */
export async function capture(page: Page, path: string): Promise<Buffer> {
  await page.goto(SITE_ORIGIN + path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector('#app > .wrap > .page-content[data-sim-path]', { state: 'attached', timeout: 60_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Lazy covers ask for their images once the observer has seen the first layout.
  await frames(page, 3);
  await networkQuiet(page);
  await firstScreenImages(page);
  await frames(page, 2);
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

export interface Comparison {
  /** pixels that differ beyond the colour tolerance */
  differing: number;
  /** how many may differ */
  allowed: number;
  /** a message for the test failure, or null when the image matches (or was just written) */
  failure: string | null;
}

/** Compares a capture with its reference image, or writes the reference when updating. */
export function compareWithReference(name: string, actual: Buffer): Comparison {
  const reference = join(REFERENCE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(REFERENCE_DIR, { recursive: true });
    writeFileSync(reference, actual);
    return { differing: 0, allowed: 0, failure: null };
  }
  if (!existsSync(reference)) {
    return { differing: 0, allowed: 0, failure: `no reference image ${reference}: run npm run test:screenshots:update` };
  }
  const expected = PNG.sync.read(readFileSync(reference));
  const shot = PNG.sync.read(actual);
  const allowed = Math.floor(expected.width * expected.height * MAX_DIFF_SHARE);
  if (shot.width !== expected.width || shot.height !== expected.height) {
    return { differing: Infinity, allowed, failure: `${name}: size ${shot.width}×${shot.height}, reference ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, { threshold: PIXEL_THRESHOLD });
  if (differing <= allowed) return { differing, allowed, failure: null };
  mkdirSync(FAILURE_DIR, { recursive: true });
  writeFileSync(join(FAILURE_DIR, `${name}.actual.png`), actual);
  writeFileSync(join(FAILURE_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  return {
    differing,
    allowed,
    failure: `${name}: ${differing} pixels differ (at most ${allowed}); see ${FAILURE_DIR}${name}.actual.png and .diff.png, or run npm run test:screenshots:update if the change is intended`,
  };
}
