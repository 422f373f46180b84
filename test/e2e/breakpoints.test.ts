// End to end: the responsive breakpoints of spec doc 1 §9 (500, 550, 760, 850, 1040 and 1540 px)
// respected by what the script draws (issue 16): on each page where modules draw, with those
// modules on, nothing of ours sticks out of the window at any of the widths, unless it sits in a
// box that scrolls sideways by design (the compare and stats tables). One load per page; the
// window is resized through the widths, as a member turning a tablet or narrowing a window does.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { PROLIFIC_STAFF_ID } from '../../sim/world/seedStaffRoles.ts';
import { socialTabMediaId } from '../../sim/world/seedSocialTab.ts';
import type { Harness } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const BREAKPOINTS = [500, 550, 760, 850, 1040, 1540] as const;
const harness = useHarness();

interface Case {
  name: string;
  path: (harness: Harness) => string;
  /** An element of ours that shows the modules have drawn. */
  drawn: string;
  settings: Record<string, unknown>;
  before?: (page: Page) => Promise<void>;
}

const demo = NOTABLE_USERS.demo;
const CASES: Case[] = [
  { name: 'the home page (list preview, feed tools)', path: () => '/home', drawn: '#hohListPreview', settings: { betterListPreview: true, progressBar: true, statusBorder: true, completedScore: true } },
  { name: 'the notifications page', path: () => '/notifications', drawn: '#hohNotifications li.hohNotification', settings: { notifications: true } },
  { name: 'a media page (score editor, subtitle, status dots)', path: (h) => `/anime/${[...h.sim.world.allMedia('ANIME')].find((m) => !m.isAdult && m.studios.length)!.id}`, drawn: '.hohSubTitle', settings: { entryScore: true, subTitleInfo: true, dubMarker: true } },
  { name: 'the staff page (role lists)', path: () => `/staff/${PROLIFIC_STAFF_ID}`, drawn: '.hohStaffRoleSection .hohStaffRole', settings: { replaceStaffRoles: true } },
  { name: 'the media social tab', path: (h) => { const id = socialTabMediaId(h.sim.world)!; return `/anime/${id}/x/social`; }, drawn: '.hohSocialStats', settings: { socialTab: true, activityTimeline: true } },
  { name: 'the terms page feed', path: () => '/terms', drawn: '.termsFeed', settings: { termsFeed: true } },
  { name: 'the compare page', path: () => `/user/${demo}/animelist/compare?users=${demo},Aoi`, drawn: 'div.hohCompare .hohCompareTable', settings: { comparissionPage: true } },
  { name: 'the settings page', path: () => '/settings/apps', drawn: '#hohSettings, .hohSettings', settings: {} },
];

/** Our elements that reach past the window's right edge, outside any box that scrolls sideways. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element): boolean => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
      }
      return false;
    };
    const ours = document.querySelectorAll<HTMLElement>('[id^="hoh"], [class*="hoh"], .termsFeed');
    const out: string[] = [];
    for (const element of ours) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 1 && !scrollsSideways(element)) out.push(`${element.tagName.toLowerCase()}#${element.id}.${[...element.classList].join('.')} right ${Math.round(rect.right)} > ${width}`);
    }
    return out.slice(0, 10);
  });
}

describe('responsive breakpoints (spec doc 1 §9) in what the script draws', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: nothing of ours sticks out at ${BREAKPOINTS.join(', ')} px`, async () => {
      const page = await harness.newPage({ siteUser: demo, token: 'demo', settings: testCase.settings });
      await page.setViewportSize({ width: 1540, height: 900 });
      await harness.goto(page, testCase.path(harness));
      await page.waitForSelector(testCase.drawn, { timeout: 60_000 });
      const found: Record<number, string[]> = {};
      for (const width of BREAKPOINTS) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the page's own resize handlers, then ours.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const offenders = await overflowing(page);
        if (offenders.length) found[width] = offenders;
      }
      expect(found).toEqual({});
      await page.close();
    }, 180_000);
  }
});
