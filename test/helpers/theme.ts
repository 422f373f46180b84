// A box's colours beside what the site's theme variables give in the same place, so a test can
// check that a module's box follows the default, dark and contrast themes.
import type { Page } from 'playwright-core';

export interface ThemeColours {
  expected: { background: string; text: string };
  background: string;
  text: string;
}

/** The box's background and text colour, and those of `--color-foreground` / `--color-text` inside it. */
export function themeColours(page: Page, selector: string): Promise<ThemeColours> {
  return page.$eval(selector, (box) => {
    const probe = document.createElement('div');
    probe.style.background = 'rgb(var(--color-foreground))';
    probe.style.color = 'rgb(var(--color-text))';
    box.append(probe);
    const expected = { background: getComputedStyle(probe).backgroundColor, text: getComputedStyle(probe).color };
    probe.remove();
    return { expected, background: getComputedStyle(box).backgroundColor, text: getComputedStyle(box).color };
  });
}
