// End to end: the footer colour editor ('colourPicker') from the built userscript on the
// simulator's footer (host-dom.md §1.3–1.4): the 23 theme variables, 6-digit hex only, stored in
// `colourSettings` per theme and applied from the first paint of every page; an invalid colour
// is refused with a message and nothing is stored. It never asks the API.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { THEME_COLOUR_VARIABLES } from '../../src/lib/themeColours.ts';
import { useHarness } from '../helpers/useHarness.ts';

const EDITOR = '#app > .wrap > .footer > .container > details.hohColourPicker';
const QUIET = { notifications: false, dismissDot: false, forumMedia: false };
const SITE_BLUE = 'rgb(61, 180, 242)';
const SITE_DARK_BLUE = SITE_BLUE;

const harness = useHarness();

async function open(settings: Record<string, unknown>, opts: { theme?: 'default' | 'dark' | 'contrast'; width?: number } = {}): Promise<Page> {
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { ...QUIET, ...settings }, theme: opts.theme });
  if (opts.width) await page.setViewportSize({ width: opts.width, height: 900 });
  await harness.goto(page, '/forum/overview');
  await page.waitForSelector('#conditional-aniscripts-styles', { state: 'attached', timeout: 60_000 });
  return page;
}

/** Opens the footer's closed editor (drawn on first opening) and waits for its controls. */
async function openEditor(page: Page): Promise<void> {
  await page.waitForSelector(`${EDITOR} > summary`, { timeout: 60_000 });
  await page.click(`${EDITOR} > summary`);
  await page.waitForSelector(`${EDITOR} select`, { timeout: 60_000 });
}

/** What `rgb(var(--color-x))` gives on the page now. */
const drawn = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `rgb(var(${name}))`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}').colourSettings ?? null);

async function choose(page: Page, variable: string, hex: string): Promise<void> {
  await page.selectOption(`${EDITOR} select`, variable);
  await page.fill(`${EDITOR} .hohColourHex`, hex);
}

describe("footer colour editor ('colourPicker')", () => {
  it('offers the 23 theme colours, showing the current one in hex', async () => {
    const page = await open({});
    await page.waitForSelector(`${EDITOR} > summary`, { timeout: 60_000 });
    expect(await page.textContent(`${EDITOR} > summary`)).toBe('Adjust Colours');
    // closed at first: nothing drawn until it is opened
    expect(await page.locator(`${EDITOR} select`).count()).toBe(0);
    await openEditor(page);
    const options = await page.$$eval(`${EDITOR} select option`, (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual([...THEME_COLOUR_VARIABLES]);
    expect(options).toHaveLength(23);
    await page.selectOption(`${EDITOR} select`, '--color-blue');
    // The field follows the choice with the editor's next render.
    await expect.poll(() => page.inputValue(`${EDITOR} .hohColourHex`), { timeout: 60_000 }).toBe('#3db4f2');
    // the theme shown now is the one ticked
    expect(await page.isChecked(`${EDITOR} label:has-text("Default theme") input`)).toBe(true);
    expect(await page.isChecked(`${EDITOR} label:has-text("Dark theme") input`)).toBe(false);
    await page.close();
  });

  it('applies a colour to the chosen theme at once, keeps it across pages and loads, and resets it', async () => {
    const start = harness.requests().length;
    const page = await open({});
    await openEditor(page);
    expect(await drawn(page, '--color-blue')).toBe(SITE_BLUE);
    await choose(page, '--color-blue', '#FF0000');
    await page.click(`${EDITOR} .hohColourApply`);
    await expect.poll(() => drawn(page, '--color-blue')).toBe('rgb(255, 0, 0)');
    // The colour is applied with the setting; the status line with the editor's next render.
    await expect.poll(() => page.textContent(`${EDITOR} .hohColourStatus`), { timeout: 60_000 }).toBe('--color-blue changed.');
    expect(await stored(page)).toEqual({ '--color-blue': { initial: '#ff0000', dark: null, contrast: null } });
    // what AniList draws in that variable changes too: the nav's sign-up-style blue, links…
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#conditional-aniscripts-styles', { state: 'attached' });
    expect(await drawn(page, '--color-blue')).toBe('rgb(255, 0, 0)');
    // the dark theme keeps the site's colour: only the default theme was ticked
    await page.click('.theme-preview.dark');
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('site-theme-dark'))).toBe(true);
    await expect.poll(() => drawn(page, '--color-blue'), { timeout: 60_000 }).toBe(SITE_DARK_BLUE);
    await page.click('.theme-preview.default');
    await expect.poll(() => drawn(page, '--color-blue')).toBe('rgb(255, 0, 0)');
    // reset: the site's colour again, nothing stored for it
    await openEditor(page);
    await page.selectOption(`${EDITOR} select`, '--color-blue');
    await page.click(`${EDITOR} .hohColourReset`);
    await expect.poll(() => drawn(page, '--color-blue')).toBe(SITE_BLUE);
    expect(await stored(page)).toEqual({});
    await expect.poll(() => page.inputValue(`${EDITOR} .hohColourHex`)).toBe('#3db4f2');
    expect(harness.requests().length - start).toBe(0);
    await page.close();
  });

  it('colours several themes at once, by keyboard (Enter opens the editor and applies)', async () => {
    const page = await open({}, { theme: 'dark' });
    await page.waitForSelector(`${EDITOR} > summary`, { timeout: 60_000 });
    await page.focus(`${EDITOR} > summary`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${EDITOR} select`, { timeout: 60_000 });
    expect(await page.isChecked(`${EDITOR} label:has-text("Dark theme") input`)).toBe(true);
    await page.check(`${EDITOR} label:has-text("High contrast theme") input`);
    await choose(page, '--color-background', '#102030');
    await page.focus(`${EDITOR} .hohColourHex`);
    await page.keyboard.press('Enter');
    await expect.poll(() => drawn(page, '--color-background')).toBe('rgb(16, 32, 48)');
    expect(await page.$eval('body', (body) => getComputedStyle(body).backgroundColor)).toBe('rgb(16, 32, 48)');
    expect(await stored(page)).toEqual({ '--color-background': { initial: null, dark: '#102030', contrast: '#102030' } });
    await page.click('.theme-preview.contrast');
    await expect.poll(() => drawn(page, '--color-background')).toBe('rgb(16, 32, 48)');
    await page.close();
  });

  it('refuses a colour that is not 6-digit hex, with a message, and stores nothing', async () => {
    const page = await open({});
    await openEditor(page);
    for (const bad of ['#12345', 'red', '#1234567', '#ggg000', '3db4f2']) {
      await choose(page, '--color-red', bad);
      await page.click(`${EDITOR} .hohColourApply`);
      await expect.poll(() => page.textContent(`${EDITOR} .hohColourStatus`)).toBe(`"${bad}" is not a colour: use # and 6 hex digits, e.g. #3db4f2.`);
      expect(await page.getAttribute(`${EDITOR} .hohColourHex`, 'aria-invalid')).toBe('true');
      expect(await page.$eval(`${EDITOR} .hohColourStatus`, (s) => s.classList.contains('hoh-ui-error'))).toBe(true);
    }
    expect(await drawn(page, '--color-red')).toBe('rgb(232, 93, 117)');
    expect(await stored(page)).toEqual({});
    // and with no theme ticked
    await page.uncheck(`${EDITOR} label:has-text("Default theme") input`);
    await choose(page, '--color-red', '#00ff00');
    await page.click(`${EDITOR} .hohColourApply`);
    await expect.poll(() => page.textContent(`${EDITOR} .hohColourStatus`)).toBe('Choose at least one theme.');
    expect(await stored(page)).toEqual({});
    await page.close();
  });

  it('ignores a stored value that is not 6-digit hex', async () => {
    const page = await open({ colourSettings: { '--color-blue': { initial: 'red', dark: null, contrast: null }, '--color-green': { initial: '#000000', dark: null, contrast: null } } });
    expect(await drawn(page, '--color-blue')).toBe(SITE_BLUE);
    expect(await drawn(page, '--color-green')).toBe('rgb(0, 0, 0)');
    await page.close();
  });

  it('fits a 500 px screen', async () => {
    const page = await open({}, { width: 500 });
    await openEditor(page);
    // the editor and every control in it lie within the screen (the simulator's forum page is
    // wider than 500 px by itself, so the document's width says nothing about the editor)
    const rights = await page.$$eval(`${EDITOR}, ${EDITOR} *`, (es) => es.map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(500);
    await page.close();
  });

  it('shows no editor and applies no stored colour when off', async () => {
    const page = await open({ colourPicker: false, colourSettings: { '--color-blue': { initial: '#ff0000', dark: null, contrast: null } } });
    expect(await drawn(page, '--color-blue')).toBe(SITE_BLUE);
    expect(await page.locator('.hohColourPicker').count()).toBe(0);
    await page.close();
  });
});
