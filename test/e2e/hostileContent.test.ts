// End to end: Mallory's hostile writing (sim/world/seedHostile.ts) on the pages where the script
// shows other members' writing, with every issue-13 module of this file's list switched on, the
// script signed in, and images on (so an image or CSS trick would really fetch). Nothing may run
// (the payloads set window.__pwned or open a dialog), no request may leave for a host other than
// the simulator's, and the page must stay whole (content shown, nothing covering it).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { HOSTILE_HOST, HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import { useHarness } from '../helpers/useHarness.ts';

/**
 * The issue-13 modules of this branch that show members' writing; each is switched on here, and a
 * module added to the branch joins this list (and so this test).
 */
export const HOSTILE_TEST_MODULES = {
  singleActivityReplyLikes: true,
  forumLikes: true,
  forumComments: true,
  showMarkdown: true,
  embedHentai: true,
  // Other modules that draw on these pages from what members wrote.
  activityTimeline: true,
  noImagePolyfill: true,
  statusBorder: true,
  completedScore: true,
} as const satisfies Record<string, boolean>;

/** AniList's own hosts (the simulator answers them all). */
const SITE_HOST = /(^|\.)anilist\.co$|(^|\.)anili\.st$/;
/**
 * An ordinary markdown image in Mallory's first post (`img(https://i.example/a.png)`), which
 * AniList itself shows from any host; nothing else may leave.
 */
const ALLOWED_IMAGE_HOSTS = new Set(['i.example']);

const harness = useHarness({ images: true });

interface Watch {
  page: Page;
  dialogs: string[];
  foreign: string[];
  errors: string[];
}

async function watchedPage(): Promise<Watch> {
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: HOSTILE_TEST_MODULES });
  const watch: Watch = { page, dialogs: [], foreign: [], errors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!/^https?:/.test(url)) return;
    const host = new URL(url).hostname;
    if (!SITE_HOST.test(host) && !(ALLOWED_IMAGE_HOSTS.has(host) && request.resourceType() === 'image')) watch.foreign.push(url);
  });
  page.on('pageerror', (error) => watch.errors.push(String(error)));
  return watch;
}

/** Nothing ran, nothing left, and the page is still there and uncovered. */
async function expectUnharmed(watch: Watch): Promise<void> {
  const { page } = watch;
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
  expect(watch.dialogs).toEqual([]);
  expect(watch.foreign).toEqual([]);
  expect(watch.foreign.filter((url) => url.includes(HOSTILE_HOST))).toEqual([]);
  const intact = await page.evaluate(() => {
    const content = document.querySelector('#app > .wrap > .page-content');
    const nav = document.querySelector('#nav');
    const visible = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
    // Whatever sits at the middle of the screen is the page's own, not a member's fixed overlay.
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const covered = [...document.querySelectorAll('#app *')].some((el) => {
      const style = getComputedStyle(el);
      return style.position === 'fixed' && el.closest('.markdown, .activity-markdown, .reply-markdown') !== null;
    });
    return {
      body: getComputedStyle(document.body).display !== 'none',
      content: visible(content),
      nav: visible(nav),
      middleInApp: !!middle && !!middle.closest('#app'),
      covered,
      // Members' writing brings no elements that run or style; the page's own styles (AniList's
      // and the script's) never carry a member's CSS.
      activeInWriting: document.querySelectorAll(':is(.markdown, .activity-markdown, .reply-markdown, .about) :is(style, link, script, iframe, object, embed, svg, math, form)').length,
      hostileStyles: [...document.querySelectorAll('style')].filter((s) => /@import|evil\.example/.test(s.textContent ?? '')).length,
    };
  });
  expect(intact).toEqual({ body: true, content: true, nav: true, middleInApp: true, covered: false, activeInWriting: 0, hostileStyles: 0 });
}

const malloryPosts = () => {
  const world = harness.sim.world;
  const mallory = world.getUserByName(NOTABLE_USERS.hostile)!;
  return world.activities({ userId: mallory.id }).filter((a) => a.type === 'TEXT' && a.text.startsWith(HOSTILE_SEED.marker));
};

describe("hostile content ('singleActivityReplyLikes', 'forumLikes', 'forumComments', 'showMarkdown', 'embedHentai' and the default modules)", { timeout: 240_000 }, () => {
  it("Mallory's activity pages: her posts and replies show as inert text", async () => {
    const watch = await watchedPage();
    const posts = malloryPosts();
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      await harness.goto(watch.page, `/activity/${post.id}`);
      await watch.page.locator('.activity-entry .activity-replies .reply').first().waitFor({ state: 'attached', timeout: 60_000 });
      expect(await watch.page.locator('.activity-entry .activity-markdown').first().textContent()).toContain(HOSTILE_SEED.marker);
      await watch.page.locator('.hohMarkdownToggle').waitFor({ state: 'attached', timeout: 60_000 });
      await settle(watch.page);
      // The likers come with the answer to the hover's request: wait for them.
      await expect.poll(() => watch.page.locator('.activity-entry > .wrap > .actions .action.likes').getAttribute('title'), { timeout: 60_000 }).toBeTruthy();
      await expectUnharmed(watch);
    }
    // The first post's vectors are visible as text, as AniList shows them.
    await harness.goto(watch.page, `/activity/${posts.find((p) => p.likes.length === HOSTILE_SEED.manyLikes)!.id}`);
    await expect.poll(() => watch.page.locator('.activity-entry .activity-markdown').first().textContent(), { timeout: 60_000 }).toContain('<script>');
    await settle(watch.page);
    await expectUnharmed(watch);
    await watch.page.context().close();
  });

  it("a feed showing her posts: Mallory's profile feed of status posts", async () => {
    const watch = await watchedPage();
    await harness.goto(watch.page, `/user/${NOTABLE_USERS.hostile}/?type=text`);
    await expect.poll(() => watch.page.locator('.activity-feed .activity-entry .activity-markdown', { hasText: HOSTILE_SEED.marker }).count(), { timeout: 60_000 }).toBe(3);
    await settle(watch.page);
    await expectUnharmed(watch);
    await watch.page.context().close();
  });

  it('her forum thread and its comments', async () => {
    const watch = await watchedPage();
    const thread = harness.sim.world.threads().find((t) => t.title === HOSTILE_SEED.threadTitle)!;
    await harness.goto(watch.page, `/forum/thread/${thread.id}`);
    await watch.page.locator('.forum-thread .comment-wrap').first().waitFor({ state: 'attached', timeout: 60_000 });
    expect(await watch.page.locator('.forum-thread h1.title').textContent()).toContain(HOSTILE_SEED.threadTitle);
    expect(await watch.page.locator('.forum-thread .comment-wrap').count()).toBe(9);
    // The modules ran here: every comment has its hider, the likes their tooltips.
    await expect.poll(() => watch.page.locator('.hohCommentToggle').count(), { timeout: 60_000 }).toBe(9);
    await settle(watch.page);
    await expect.poll(() => watch.page.locator('.forum-thread .footer .like-wrap.thread').getAttribute('title'), { timeout: 60_000 }).toContain('\n');
    await expectUnharmed(watch);
    await watch.page.context().close();
  });
});

/**
 * Gives the modules their chance: hovers every like button (the like modules load likers there)
 * and waits until the page has been quiet on the network for a moment.
 */
async function settle(page: Page): Promise<void> {
  const likes = page.locator('.action.likes, .like-wrap');
  const count = await likes.count();
  for (let i = 0; i < count; i++) await likes.nth(i).hover({ timeout: 5_000 }).catch(() => {});
  // showMarkdown: the source of the post, then back to the rendered text.
  const toggle = page.locator('.hohMarkdownToggle');
  if (await toggle.count()) {
    await toggle.click();
    await page.locator('.hohMarkdownSource pre').waitFor({ state: 'visible', timeout: 60_000 });
    expect(await page.locator('.hohMarkdownSource pre').textContent()).toContain(HOSTILE_SEED.marker);
    await toggle.click();
  }
  // forumComments: fold and unfold every comment.
  for (const button of await page.locator('.hohCommentToggle').all()) {
    await button.click();
    await button.click();
  }
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}
