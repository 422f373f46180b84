// The 'Various queries' panel of 'moreStats' on /site-stats, driven from e2e tests: open it,
// choose a query, set its options, run, and read what it shows (the result lists are virtualised,
// so readers scroll through them and collect every row).
import type { Page } from 'playwright-core';
import type { Harness, NewPageOptions } from './harness.ts';

export const PANEL = '#hohVariousQueries';

export async function openQueryPanel(harness: Harness, options: NewPageOptions & { storage?: Record<string, string> } = {}): Promise<Page> {
  const { storage = {}, ...pageOptions } = options;
  const page = await harness.newPage(pageOptions);
  await page.context().addInitScript((entries) => {
    if (location.origin === 'https://anilist.co') for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
  await harness.goto(page, '/site-stats');
  await page.waitForSelector(`${PANEL} .hohVqSelect`, { timeout: 60_000 });
  return page;
}

export async function chooseQuery(page: Page, id: string): Promise<void> {
  await page.selectOption(`${PANEL} .hohVqSelect`, id);
  // The panel names the query it has drawn: its options (or none) are on the page once it does.
  await page.waitForSelector(`${PANEL} .hohVariousQueries[data-query="${id}"]`, { timeout: 15_000 });
}

const optionSelector = (query: string, key: string) => `${PANEL} [id="hohVq-${query}-${key}"]`;

export async function setOption(page: Page, query: string, key: string, value: string | boolean): Promise<void> {
  const selector = optionSelector(query, key);
  const kind = await page.$eval(selector, (element) => (element instanceof HTMLSelectElement ? 'select' : (element as HTMLInputElement).type));
  if (kind === 'select') await page.selectOption(selector, String(value));
  else if (kind === 'checkbox') await page.setChecked(selector, value === true);
  else await page.fill(selector, String(value));
}

export async function checkboxStates(page: Page, query: string): Promise<Record<string, boolean>> {
  return page.$$eval(`${PANEL} .hohVqOptions[data-query="${query}"] input[type="checkbox"]`, (boxes, prefix) =>
    Object.fromEntries(boxes.map((box) => [box.id.slice(prefix.length), (box as HTMLInputElement).checked])), `hohVq-${query}-`);
}

export async function run(page: Page): Promise<void> {
  await page.click(`${PANEL} .hohVqRun`);
}

export const progress = (page: Page) => page.locator(`${PANEL} .hohVqProgress`).textContent();
export const errorText = (page: Page) => page.$eval(`${PANEL}`, (panel) => panel.querySelector('.hohVqError')?.textContent ?? null);
export const running = (page: Page) => page.$eval(`${PANEL} .hohVqStop`, (button) => !(button as HTMLButtonElement).disabled);

export interface ShownLine {
  text: string;
  hrefs: string[];
}

/** Every row of the virtualised result list (lines, items or table rows), scrolling through it. */
export async function allRows(page: Page, rowSelector = '.hohVqLines > li'): Promise<ShownLine[]> {
  return page.$eval(`${PANEL} .hohVqResult`, async (result, selector) => {
    const scroller = result.querySelector<HTMLElement>('.hohVqScroll');
    const found = new Map<number, { text: string; hrefs: string[] }>();
    const collect = () => {
      for (const row of result.querySelectorAll<HTMLElement>(selector)) {
        const index = Number(row.dataset.index ?? row.getAttribute('aria-rowindex'));
        found.set(index, { text: (row.textContent ?? '').trim(), hrefs: [...row.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '') });
      }
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (scroller) {
      scroller.scrollTop = 0;
      await frame();
      for (;;) {
        collect();
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
        scroller.scrollTop += Math.max(40, scroller.clientHeight - 40);
        await frame();
      }
    }
    collect();
    return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  }, rowSelector);
}

// --- Search tools (test/e2e/variousQueries-search.test.ts): every progress text and mid-run refusals. ---

/**
 * Starts recording every text the progress line shows (fast tools pass through theirs within a
 * frame); `shown()` returns them in order, each once per change.
 */
export async function recordProgress(page: Page): Promise<{ shown: () => Promise<string[]> }> {
  await page.evaluate((panel) => {
    const log: string[] = [];
    (window as unknown as { __vqProgressLog: string[] }).__vqProgressLog = log;
    const root = document.querySelector(panel)!;
    const note = () => {
      const text = root.querySelector('.hohVqProgress')?.textContent ?? '';
      if (text && log[log.length - 1] !== text) log.push(text);
    };
    new MutationObserver(note).observe(root, { subtree: true, childList: true, characterData: true });
  }, PANEL);
  return { shown: () => page.evaluate(() => (window as unknown as { __vqProgressLog: string[] }).__vqProgressLog.slice()) };
}

// ---- Tables cell by cell, and one refused request in the middle of a run (the social tools' e2e) ----

export interface ShownCell {
  text: string;
  href: string | null;
  /** The text's colour as shown (computed), when a tone colours it. */
  colour: string | null;
}

/**
 * Every row of the virtualised result table, each as its cells (text and link), in the order
 * shown: the scroll box is let grow for the read, so the virtualiser draws every row at once.
 */
export async function tableCells(page: Page): Promise<ShownCell[][]> {
  const scroller = `${PANEL} .hohVqResult .hohVqScroll`;
  const before = await page.$eval(scroller, (element) => {
    const box = element as HTMLElement;
    const height = box.style.maxHeight;
    box.style.maxHeight = 'none';
    return height;
  });
  try {
    await page.waitForFunction((selector) => {
      const table = document.querySelector(`${selector} .hohVqTable`);
      return !!table && table.querySelectorAll('tbody tr[aria-rowindex]').length === Number(table.getAttribute('aria-rowcount')) - 1;
    }, scroller, { timeout: 30_000 });
    return await page.$$eval(`${scroller} .hohVqTable tbody tr[aria-rowindex]`, (rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => {
        const toned = cell.querySelector('.hohVqGood, .hohVqBad');
        return { text: (cell.textContent ?? '').trim(), href: cell.querySelector('a')?.getAttribute('href') ?? null, colour: toned ? getComputedStyle(toned).color : null };
      })));
  } finally {
    await page.$eval(scroller, (element, height) => {
      (element as HTMLElement).style.maxHeight = height;
    }, before);
  }
}

export const tableColumns = (page: Page) => page.$$eval(`${PANEL} .hohVqTable thead th`, (cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
export const tableCaption = (page: Page) => page.$eval(PANEL, (panel) => panel.querySelector('.hohVqTable caption')?.textContent ?? null);
export const messageText = (page: Page) => page.$eval(PANEL, (panel) => panel.querySelector('.hohVqMessage')?.textContent ?? null);

/**
 * Refuses only the `nth` request (1-based) whose document contains `marker`, the way AniList
 * refuses (CORS headers, Retry-After on a 429); returns how many matching requests were seen.
 */
export async function refuseNth(page: Page, marker: string, nth: number, status: number, retryAfterSeconds = 1): Promise<() => number> {
  let seen = 0;
  await page.route('https://graphql.anilist.co/**', async (route) => {
    if (!(route.request().postData() ?? '').includes(marker) || ++seen !== nth) return route.fallback();
    const message = status === 429 ? 'Too Many Requests.' : 'Internal Server Error';
    return route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After', ...(status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {}) },
      body: JSON.stringify({ data: null, errors: [{ message, status }] }),
    });
  });
  return () => seen;
}

/**
 * Holds back the requests whose document holds `marker`, from the `fromNth` (1-based) on, for
 * `ms` before they go on to the simulator: a fast run then lasts long enough to be stopped (a
 * slow server, simulated). Returns how many held requests are over: called off by the page, or
 * passed on and their answer back in the browser (a test's "nothing changes afterwards" window
 * starts there, not at a guess of the delay).
 */
export async function delayOperation(page: Page, marker: string, fromNth: number, ms: number): Promise<() => number> {
  let seen = 0;
  let over = 0;
  await page.route('https://graphql.anilist.co/**', async (route) => {
    const held = (route.request().postData() ?? '').includes(marker) && ++seen >= fromNth;
    if (held) await new Promise((resolve) => setTimeout(resolve, ms));
    // A request the page called off meanwhile (Stop aborts its fetch) can no longer be passed on.
    const passed = await route.fallback().then(() => true, () => false);
    if (!held) return;
    if (passed) await route.request().response().catch(() => null);
    over += 1;
  });
  return () => over;
}

/** The run has ended: Run is offered again and Stop is not. */
export const finished = async (page: Page) => !(await running(page)) && (await page.isEnabled(`${PANEL} .hohVqRun`));

/**
 * Holds every request whose document contains `marker` until `release()` is called, so a test can
 * read the progress line of a quick tool while it waits for AniList.
 */
export async function holdOperation(page: Page, marker: string): Promise<{ held: () => number; release: () => void }> {
  let held = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('https://graphql.anilist.co/**', async (route) => {
    if (!(route.request().postData() ?? '').includes(marker)) return route.fallback();
    held += 1;
    await gate;
    return route.fallback();
  });
  return { held: () => held, release };
}
