/**
 * What a member's profile CSS could have reached on the simulator's profile page, read in
 * Chromium after two frames: whether AniList's nav (at its left, middle and right) and footer are
 * what the pointer finds there, the profile root's own box, containment and stacking, and the
 * styles of everything outside the profile that a sheet could hide, move or repaint.
 */
import type { Page } from 'playwright-core';

export interface ProfileReach {
  navOnTop: boolean[];
  footerOnTop: boolean;
  root: Record<string, string>;
  /** One line a page element outside the profile (html, body, nav, footer and their links). */
  outside: string[];
}

export const measureProfileReach = (page: Page): Promise<ProfileReach> =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ROOT_PROPS = ['contain', 'position', 'zIndex', 'transform', 'translate', 'rotate', 'scale', 'top', 'left', 'marginTop', 'marginBottom', 'display', 'visibility', 'opacity'] as const;
    const OUTSIDE_PROPS = ['display', 'visibility', 'opacity', 'filter', 'transform', 'backgroundImage', 'position', 'zIndex', 'clipPath', 'contain'] as const;
    const nav = document.querySelector('#nav')!;
    const footer = document.querySelector('#app > .wrap > .footer')!;
    scrollTo(0, 0);
    const box = nav.getBoundingClientRect();
    const navOnTop = [0.05, 0.5, 0.95].map((x) => nav.contains(document.elementFromPoint(box.left + box.width * x, box.top + box.height / 2)));
    footer.scrollIntoView({ block: 'center' });
    const foot = footer.getBoundingClientRect();
    const footerOnTop = footer.contains(document.elementFromPoint(foot.left + foot.width / 2, foot.top + Math.min(foot.height / 2, 20)));
    scrollTo(0, 0);
    const root = getComputedStyle(document.querySelector('.user-page-unscoped')!);
    const outside = [document.documentElement, document.body, nav, footer, ...document.querySelectorAll('#nav a, #app > .wrap > .footer a')]
      .map((el) => OUTSIDE_PROPS.map((prop) => getComputedStyle(el)[prop]).join('|'));
    return { navOnTop, footerOnTop, root: Object.fromEntries(ROOT_PROPS.map((prop) => [prop, root[prop]])), outside };
  });
