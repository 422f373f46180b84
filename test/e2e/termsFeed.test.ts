// End to end: the terms-page feed ('termsFeed', with 'termsFeedNoImages') on the simulator's
// /terms, run from the built userscript in Chromium. What the user sees is checked against what
// the simulator's API answers for the same request, and what reached the API against the world
// afterwards (posts, edits, deletes, replies and likes change it). Failure paths: signed out of
// the script, API error, 429, a like that fails (retried once, then flipped back), a reply that fails.
import { HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import type { TextActivity } from '../../sim/world/types.ts';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, NOTABLE_USERS, executeGraphql } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import { FEED_ACTIVITIES, FEED_ACTIVITY_RATE, FEED_REVIEWS, FEED_THREADS, type FeedActivityRateResult } from '../../src/api/queries/termsFeed.ts';
import { rateLine } from '../../src/modules/termsFeed/controller.ts';
import { strings } from '../../src/modules/termsFeed/strings.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { FEED_MODULES_OFF } from '../helpers/homeFeed.ts';
import { themeColours } from '../helpers/theme.ts';

const MODULE_ID = 'termsFeed';
const DEMO = NOTABLE_USERS.demo;
const SETTINGS = { ...FEED_MODULES_OFF, termsFeed: true };

let harness: Harness;

beforeAll(async () => {
  // Images on: the hostile test must see that nothing is fetched from another host even so.
  harness = await startHarness({ images: true });
});

beforeEach(() => {
  harness.sim.resetRateLimit();
});

afterAll(async () => {
  await harness?.close();
});

const world = () => harness.sim.world;

interface OpenOptions {
  settings?: Record<string, unknown>;
  token?: string | null;
}

async function openFeed(options: OpenOptions = {}): Promise<Page> {
  const page = await harness.newPage({
    siteUser: DEMO,
    ...(options.token === null ? {} : { token: options.token ?? 'demo' }),
    settings: { ...SETTINGS, ...options.settings },
  });
  page.on('dialog', (dialog) => void dialog.accept());
  await harness.goto(page, '/terms');
  await page.waitForSelector('.termsFeed .hohTermsFeed', { state: 'attached' });
  return page;
}

const operations = (name: string, from: LoggedRequest[] = harness.requests()) =>
  from.filter((request) => new RegExp(`(query|mutation) ${name}\\b`).test(request.operation));

const shownActivityIds = (page: Page) =>
  page.$$eval('.hohFeedList > .hohFeedActivity', (items) => items.map((item) => Number(item.getAttribute('data-activity-id'))));

async function settled(page: Page): Promise<void> {
  await page.waitForSelector('.hohFeedList, .hohFeedError, .hohFeedBody > p.hoh-ui-hint:not(.hohFeedRate):not(.hohFeedLoading)', { state: 'attached', timeout: 60_000 });
  await expect.poll(() => page.locator('.hohFeedLoading').count(), { timeout: 60_000 }).toBe(0);
}

/** What the simulator's API answers the demo user for this document and these variables. */
async function apiAnswer<T>(query: string, variables: object): Promise<T> {
  const answer = await executeGraphql(world(), { query, variables }, `Bearer ${DEMO_TOKEN}`);
  return answer.body.data as T;
}

type ActivitiesAnswer = { Page: { activities: { id: number }[]; pageInfo: { hasNextPage: boolean } } };

async function expectedActivityIds(variables: object): Promise<number[]> {
  const data = await apiAnswer<ActivitiesAnswer>(FEED_ACTIVITIES, variables);
  return data.Page.activities.map((activity) => activity.id);
}

const checkbox = (page: Page, filter: string) => page.locator(`.hohFeedFilters label:has([data-filter="${filter}"]) input`);

async function checkedFilters(page: Page): Promise<string[]> {
  const names = ['global', 'text', 'replies', 'forum', 'reviews', 'user', 'media'];
  const states = await Promise.all(names.map((name) => checkbox(page, name).isChecked()));
  return names.filter((_, i) => states[i]);
}

describe(`terms feed ('${MODULE_ID}')`, () => {
  it('says it needs the script sign-in, with a sign-in link, and keeps the policy one click away', async () => {
    const page = await openFeed({ token: null });
    harness.clearRequests();
    const message = page.locator('.hohFeedSignedOut');
    await message.waitFor();
    expect(await message.textContent()).toContain(strings.needsSignIn);
    const link = page.locator('a.hohFeedSignIn');
    expect(new URL((await link.getAttribute('href'))!).pathname).toBe('/api/v2/oauth/authorize');
    expect(await link.textContent()).toBe(strings.signIn);
    // The terms text is hidden; the button brings it back and hides the feed.
    const terms = page.locator('.container.terms');
    expect(await terms.isVisible()).toBe(false);
    await page.click(`button:has-text("${strings.viewPrivacyPolicy}")`);
    expect(await terms.isVisible()).toBe(true);
    // The feed's body hides with the frame's next render.
    await expect.poll(() => message.isVisible(), { timeout: 60_000 }).toBe(false);
    await page.click(`button:has-text("${strings.viewFeed}")`);
    expect(await terms.isVisible()).toBe(false);
    expect(operations('TermsFeed\\w+')).toEqual([]);
    await page.context().close();
  });

  it("shows page 1 of the viewer's following feed, 20 a page, and the activity rate", async () => {
    harness.clearRequests();
    const page = await openFeed();
    await settled(page);
    const [request] = operations('TermsFeedActivities');
    expect(request.variables).toEqual({ page: 1, perPage: 20, isFollowing: true });
    expect(request.token).toBe(DEMO_TOKEN);
    const expected = await expectedActivityIds({ page: 1, perPage: 20, isFollowing: true });
    expect(expected.length).toBe(20);
    expect(await shownActivityIds(page)).toEqual(expected);
    // The terms text makes room; the button's wording is the spec's.
    expect(await page.locator('.container.terms').isVisible()).toBe(false);
    expect(await page.locator('button.hohFeedPolicy').textContent()).toBe(strings.viewPrivacyPolicy);
    // The rate: one request of six samples, shown as the figures they give.
    expect(operations('TermsFeedActivityRate')).toHaveLength(1);
    const rate = rateLine(await apiAnswer<FeedActivityRateResult>(FEED_ACTIVITY_RATE, {}));
    expect(rate).toMatch(/^Activity rate: \d+ activities per hour, \d+\.\d status posts per hour, \d+\.\d messages per hour$/);
    await expect.poll(() => page.textContent('.hohFeedRate')).toBe(rate);
    // A text post's text, a list activity's phrase and media link.
    const first = world().getActivity(expected[0])!;
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${first.id}"]`);
    if (first.type === 'TEXT') expect(await entry.locator('.hohFeedText').textContent()).toContain(first.text.replace(/[_*~]/g, '').slice(0, 10));
    expect(await entry.locator('a.hohFeedTime').getAttribute('href')).toBe(`/activity/${first.id}`);
    await page.context().close();
  });

  // One test per theme, each with a whole test's window: three page loads in one test's 60 s did
  // not fit a machine at load 20.
  it.each(['default', 'dark', 'contrast'] as const)('follows the %s theme and fits its width (500 px in contrast)', async (theme) => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', theme, settings: SETTINGS });
    await page.setViewportSize({ width: theme === 'contrast' ? 500 : 1280, height: 900 });
    await harness.goto(page, '/terms');
    await settled(page);
    const colours = await themeColours(page, '.hohFeedList > .hohFeedEntry');
    expect(colours.background).toBe(colours.expected.background);
    expect(colours.text).toBe(colours.expected.text);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('pages with Refresh/Previous and Next', async () => {
    const page = await openFeed();
    await settled(page);
    const back = page.locator('button.hohFeedBack');
    expect(await back.textContent()).toBe(strings.refresh);
    harness.clearRequests();
    await page.click('button.hohFeedNext');
    await expect.poll(() => back.textContent()).toBe(strings.previous);
    await settled(page);
    expect(operations('TermsFeedActivities').map((r) => r.variables?.page)).toEqual([2]);
    expect(await shownActivityIds(page)).toEqual(await expectedActivityIds({ page: 2, perPage: 20, isFollowing: true }));
    await back.click();
    await expect.poll(() => back.textContent()).toBe(strings.refresh);
    await settled(page);
    await back.click();
    await expect.poll(() => operations('TermsFeedActivities').map((r) => r.variables?.page)).toEqual([2, 1, 1]);
    await page.context().close();
  });

  it('resets the filter toggles as the spec lists, and loads threads and reviews', async () => {
    const page = await openFeed();
    await settled(page);
    await checkbox(page, 'global').check();
    await settled(page);
    // The toggles and the list follow with the feed's next renders and its answer: wait for them.
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['global']);
    const globalIds = await expectedActivityIds({ page: 1, perPage: 20, hasRepliesOrTypeText: true });
    await expect.poll(() => shownActivityIds(page), { timeout: 60_000 }).toEqual(globalIds);
    await checkbox(page, 'replies').check();
    await checkbox(page, 'text').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['global', 'text', 'replies']);
    // Forum clears Global and Text posts; Has replies stays.
    harness.clearRequests();
    await checkbox(page, 'forum').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['replies', 'forum']);
    const threads = await apiAnswer<{ Page: { threads: { id: number }[] } }>(FEED_THREADS, { page: 1, perPage: 20 });
    await expect.poll(() => page.$$eval('.hohFeedThread', (items) => items.map((item) => Number(item.getAttribute('data-thread-id')))), { timeout: 60_000 }).toEqual(threads.Page.threads.map((t) => t.id));
    expect(operations('TermsFeedThreads')[0].variables).toEqual({ page: 1, perPage: 20 });
    // A thread's like reaches the world.
    const demo = world().getUserByName(DEMO)!;
    const unliked = threads.Page.threads.find((t) => !world().getThread(t.id)!.likes.includes(demo.id))!;
    const threadLike = page.locator(`.hohFeedThread[data-thread-id="${unliked.id}"] button.hohFeedLike`);
    await threadLike.click();
    await expect.poll(() => world().getThread(unliked.id)!.likes.includes(demo.id)).toBe(true);
    expect(await threadLike.getAttribute('aria-pressed')).toBe('true');
    expect(operations('ToggleLike').at(-1)!.variables).toEqual({ id: unliked.id, type: 'THREAD' });
    // Reviews clear Forum and Has replies: 20 reviews, newest first.
    await checkbox(page, 'reviews').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['reviews']);
    const reviews = await apiAnswer<{ Page: { reviews: { id: number }[] } }>(FEED_REVIEWS, { page: 1, perPage: 20 });
    expect(reviews.Page.reviews).toHaveLength(20);
    await expect.poll(() => page.$$eval('.hohFeedReview', (items) => items.map((item) => Number(item.getAttribute('data-review-id')))), { timeout: 60_000 }).toEqual(reviews.Page.reviews.map((r) => r.id));
    // Posting is not for reviews or the forum: the spec's alerts, nothing sent.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await page.fill('.hohFeedComposerInput', 'a review?');
    await page.click('button.hohFeedPublish');
    await expect.poll(() => dialogs).toEqual([strings.reviewsNotSupported]);
    await checkbox(page, 'forum').check();
    await settled(page);
    await page.click('button.hohFeedPublish');
    await expect.poll(() => dialogs).toEqual([strings.reviewsNotSupported, strings.notImplemented]);
    expect(operations('SaveTextActivity')).toEqual([]);
    // Global clears Forum; User clears Global; Media clears nothing, Text posts clears Media.
    await checkbox(page, 'global').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['global']);
    await page.fill('.hohFeedUserName', 'Aoi');
    await checkbox(page, 'user').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['user']);
    await checkbox(page, 'replies').check();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['replies', 'user']);
    const aoi = world().getUserByName('Aoi')!;
    // The request goes out after the user's id is known: wait for it.
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null, { timeout: 60_000 }).toEqual({ page: 1, perPage: 20, hasReplies: true, userId: aoi.id });
    await page.context().close();
  });

  it("filters by user ('Not Found' for an unknown one) and by a media found by search", async () => {
    const page = await openFeed();
    await settled(page);
    await page.fill('.hohFeedUserName', 'NoSuchMember');
    await page.press('.hohFeedUserName', 'Enter');
    await expect.poll(() => page.textContent('.hohFeedError')).toBe(strings.notFound);
    const aoi = world().getUserByName('Aoi')!;
    await page.fill('.hohFeedUserName', 'Aoi');
    await page.press('.hohFeedUserName', 'Enter');
    await settled(page);
    // settled() alone may still see the 'Not Found' just replaced: wait for Aoi's feed.
    const aoiIds = await expectedActivityIds({ page: 1, perPage: 20, userId: aoi.id });
    await expect.poll(() => shownActivityIds(page), { timeout: 60_000 }).toEqual(aoiIds);

    await page.fill('.hohFeedMediaSearch input', 'zzzqqq no such title');
    await page.click('.hohFeedMediaSearch button[type=submit]');
    await expect.poll(() => page.textContent('.hohFeedNoResults')).toBe(strings.noResults);
    // A title from Aoi's own list activities: at most 5 matches, then the feed of that media.
    const listed = world().activities({ userId: aoi.id }).find((a) => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST')!;
    const media = world().getMedia((listed as { mediaId: number }).mediaId)!;
    harness.clearRequests();
    await page.fill('.hohFeedMediaSearch input', media.title.romaji);
    await page.click('.hohFeedMediaSearch button[type=submit]');
    const result = page.locator(`.hohFeedMediaResults button[data-media-id="${media.id}"]`);
    await result.waitFor();
    expect(await page.locator('.hohFeedMediaResults li').count()).toBeLessThanOrEqual(5);
    expect(operations('TermsFeedMediaSearch')[0].variables).toEqual({ search: media.title.romaji, perPage: 5 });
    await result.click();
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['user', 'media']);
    const variables = { page: 1, perPage: 20, userId: aoi.id, mediaId: media.id };
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null, { timeout: 60_000 }).toEqual(variables);
    const ids = await expectedActivityIds(variables);
    expect(ids).toContain(listed.id);
    await expect.poll(() => shownActivityIds(page), { timeout: 60_000 }).toEqual(ids);
    await page.context().close();
  });

  it('works by keyboard: Space on a toggle (Text posts clears Media, Global clears User), Enter on Next', async () => {
    const page = await openFeed();
    await settled(page);
    const aoi = world().getUserByName('Aoi')!;
    await page.fill('.hohFeedUserName', 'Aoi');
    await page.press('.hohFeedUserName', 'Enter');
    await settled(page);
    const listed = world().activities({ userId: aoi.id }).find((a) => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST')!;
    const media = world().getMedia((listed as { mediaId: number }).mediaId)!;
    await page.fill('.hohFeedMediaSearch input', media.title.romaji);
    await page.press('.hohFeedMediaSearch input', 'Enter');
    const result = page.locator(`.hohFeedMediaResults button[data-media-id="${media.id}"]`);
    await result.waitFor();
    // The media result is a button: Enter chooses it.
    await result.focus();
    await page.keyboard.press('Enter');
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['user', 'media']);
    // Text posts, by Space: clears Media (spec doc 3 §4), keeps User.
    harness.clearRequests();
    await checkbox(page, 'text').focus();
    await page.keyboard.press('Space');
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['text', 'user']);
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null).toEqual({ page: 1, perPage: 20, userId: aoi.id, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] });
    const textIds = await expectedActivityIds({ page: 1, perPage: 20, userId: aoi.id, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] });
    await expect.poll(() => shownActivityIds(page), { timeout: 60_000 }).toEqual(textIds);
    // Global, by Space: clears User; the feed is everyone's text posts.
    await checkbox(page, 'global').focus();
    await page.keyboard.press('Space');
    await settled(page);
    await expect.poll(() => checkedFilters(page), { timeout: 60_000 }).toEqual(['global', 'text']);
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null).toEqual({ page: 1, perPage: 20, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] });
    // Next by Enter: page 2 of the same feed.
    await page.focus('button.hohFeedNext');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('button.hohFeedBack')).toBe(strings.previous);
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null).toEqual({ page: 2, perPage: 20, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] });
    await page.context().close();
  });

  it('Cancel ends an edit: the composer is cleared, and the next Publish makes a new post', async () => {
    const page = await openFeed();
    await settled(page);
    const demo = world().getUserByName(DEMO)!;
    const text = `To be edited, or not ${Date.now()}`;
    await page.fill('.hohFeedComposerInput', text);
    await page.click('button.hohFeedPublish');
    const posted = () => world().activities({ userId: demo.id }).find((a) => a.type === 'TEXT' && a.text.startsWith(text));
    await expect.poll(() => posted()?.id ?? null).not.toBeNull();
    const id = posted()!.id;
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${id}"]`);
    await entry.waitFor({ timeout: 60_000 });
    await entry.locator('button.hohFeedEdit').click();
    await expect.poll(() => page.inputValue('.hohFeedComposerInput')).toBe(text);
    await page.click('button.hohFeedCancel');
    await expect.poll(() => page.inputValue('.hohFeedComposerInput')).toBe('');
    expect(await page.getAttribute('.hohFeedComposerInput', 'data-activity-id')).toBeNull();
    await expect(page.locator('button.hohFeedCancel').count()).resolves.toBe(0);
    // Publishing now posts anew (no id sent); the first post is unchanged.
    harness.clearRequests();
    const second = `A new one after Cancel ${Date.now()}`;
    await page.fill('.hohFeedComposerInput', second);
    await page.click('button.hohFeedPublish');
    await expect.poll(() => operations('SaveTextActivity').map((r) => r.variables)).toEqual([{ text: second }]);
    expect((world().getActivity(id) as { text: string }).text).toBe(text);
    await page.context().close();
  });

  it('posts a text activity, edits it and deletes it; the world follows', async () => {
    const page = await openFeed();
    await settled(page);
    const demo = world().getUserByName(DEMO)!;
    const text = `Posted from the terms feed ${Date.now()}`;
    await page.fill('.hohFeedComposerInput', text);
    await page.click('button.hohFeedPublish');
    const posted = () => world().activities({ userId: demo.id }).find((a) => a.type === 'TEXT' && a.text.startsWith(text));
    await expect.poll(() => posted()?.id ?? null).not.toBeNull();
    const id = posted()!.id;
    // Page 1 reloads with the new post on top, the composer empty.
    await expect.poll(async () => (await shownActivityIds(page))[0]).toBe(id);
    expect(await page.inputValue('.hohFeedComposerInput')).toBe('');
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${id}"]`);
    expect(await entry.locator('.hohFeedText').textContent()).toContain(text);

    // Edit: the markdown source comes into the composer with the id; Publish updates it.
    await entry.locator('button.hohFeedEdit').click();
    await expect.poll(() => page.inputValue('.hohFeedComposerInput')).toBe(text);
    expect(await page.getAttribute('.hohFeedComposerInput', 'data-activity-id')).toBe(String(id));
    await page.fill('.hohFeedComposerInput', `${text} (edited)`);
    await page.click('button.hohFeedPublish');
    await expect.poll(() => (world().getActivity(id) as { text: string }).text).toBe(`${text} (edited)`);
    expect(operations('SaveTextActivity').at(-1)!.variables).toEqual({ id, text: `${text} (edited)` });
    await expect.poll(() => entry.locator('.hohFeedText').textContent()).toContain('(edited)');

    // Only one's own text posts offer Edit and Delete.
    const others = await page.$$eval('.hohFeedActivity', (items) => items.filter((item) => item.querySelector('.hohFeedEdit')).map((item) => Number(item.getAttribute('data-activity-id'))));
    expect(others.every((other) => (world().getActivity(other) as { userId?: number }).userId === demo.id)).toBe(true);

    await entry.locator('button.hohFeedDelete').click();
    await expect.poll(() => world().getActivity(id)).toBeUndefined();
    await expect.poll(() => entry.count()).toBe(0);
    expect(operations('DeleteActivity').at(-1)!.variables).toEqual({ id });
    await page.context().close();
  });

  it('a post that fails to save says so and keeps the text; an empty one is not sent', async () => {
    const page = await openFeed();
    await settled(page);
    const demo = world().getUserByName(DEMO)!;
    const before = world().activities({ userId: demo.id }).length;
    harness.clearRequests();
    await page.fill('.hohFeedComposerInput', '   ');
    await page.click('button.hohFeedPublish');
    const refused = await refuseOperation(page, 'mutation SaveTextActivity', { status: 400, message: 'validation' });
    await page.fill('.hohFeedComposerInput', 'this will not be saved');
    await page.click('button.hohFeedPublish');
    await expect.poll(() => page.locator('.hohFeedComposer .hoh-ui-error').textContent()).toBe(strings.saveFailed('validation'));
    expect(await page.inputValue('.hohFeedComposerInput')).toBe('this will not be saved');
    expect(refused()).toBe(1);
    // Only the refused one was sent: the blank post never left the page.
    expect(operations('SaveTextActivity')).toEqual([]);
    expect(world().activities({ userId: demo.id }).length).toBe(before);
    await page.context().close();
  });

  it("publishes a reply ('Publishing reply...' while it goes) and likes it, flipping at once", async () => {
    const page = await openFeed();
    await settled(page);
    const demo = world().getUserByName(DEMO)!;
    const [firstId] = await shownActivityIds(page);
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${firstId}"]`);
    const before = world().getActivity(firstId)!.replies.length;
    await entry.locator('button.hohFeedRepliesToggle').click();
    // The replies open with the item's next render, their form with them.
    await entry.locator('.hohFeedReplyInput').waitFor({ timeout: 60_000 });
    await expect.poll(() => entry.locator('.hohFeedReply').count(), { timeout: 60_000 }).toBe(before);
    // Hold the reply's request until 'Publishing reply...' has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('mutation SaveActivityReply')) await held;
      await route.fallback();
    });
    await entry.locator('.hohFeedReplyInput').fill('  a reply, as typed ');
    await entry.locator('.hohFeedReplyForm button[type=submit]').click();
    await expect.poll(() => entry.locator('.hohFeedPublishing').textContent()).toBe(strings.publishingReply);
    release();
    await expect.poll(() => entry.locator('.hohFeedReply').count()).toBe(before + 1);
    // 'Publishing reply...' was shown (above): it goes with a render of its own.
    await expect.poll(() => entry.locator('.hohFeedPublishing').count(), { timeout: 60_000 }).toBe(0);
    const saved = world().getActivity(firstId)!.replies.at(-1)!;
    expect(saved.userId).toBe(demo.id);
    expect(saved.text).toBe('  a reply, as typed ');
    expect(operations('SaveActivityReply').at(-1)!.variables).toEqual({ activityId: firstId, text: '  a reply, as typed ' });

    // Liking the new reply: the heart flips before AniList answers, then the world has the like.
    const reply = entry.locator(`.hohFeedReply[data-reply-id="${saved.id}"] button.hohFeedLike`);
    let releaseLike: () => void = () => undefined;
    const likeHeld = new Promise<void>((resolve) => (releaseLike = resolve));
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('mutation ToggleLike')) await likeHeld;
      await route.fallback();
    });
    await reply.click();
    await expect.poll(() => reply.getAttribute('aria-pressed')).toBe('true');
    expect(await reply.locator('.count').textContent()).toBe('1');
    expect(world().getActivityReply(saved.id)!.likes).toEqual([]);
    releaseLike();
    await expect.poll(() => world().getActivityReply(saved.id)!.likes).toEqual([demo.id]);
    // The likers come with AniList's answer, which reaches the page after the world has changed.
    await expect.poll(() => reply.getAttribute('title'), { timeout: 60_000 }).toBe(DEMO);
    await page.context().close();
  });

  it('a failed reply says so and keeps the text; the world is unchanged', async () => {
    const page = await openFeed();
    await settled(page);
    const [firstId] = await shownActivityIds(page);
    const before = world().getActivity(firstId)!.replies.length;
    const refused = await refuseOperation(page, 'mutation SaveActivityReply', { status: 400, message: 'validation' });
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${firstId}"]`);
    await entry.locator('button.hohFeedRepliesToggle').click();
    await entry.locator('.hohFeedReplyInput').fill('will not arrive');
    await entry.locator('.hohFeedReplyForm button[type=submit]').click();
    await expect.poll(() => entry.locator('.hohFeedReplyForm .hoh-ui-error').textContent()).toBe(strings.replyFailed('validation'));
    expect(await entry.locator('.hohFeedReplyInput').inputValue()).toBe('will not arrive');
    expect(refused()).toBe(1);
    expect(world().getActivity(firstId)!.replies.length).toBe(before);
    await page.context().close();
  });

  it('a like that fails is retried once; when that fails too the heart flips back', async () => {
    const page = await openFeed();
    await settled(page);
    const demo = world().getUserByName(DEMO)!;
    const ids = await shownActivityIds(page);
    const unliked = ids.filter((id) => !world().getActivity(id)!.likes.includes(demo.id));
    const [once, always] = unliked;
    const likesOf = (id: number) => world().getActivity(id)!.likes.length;

    // Refused once: the retry goes through.
    let refused = await refuseOperation(page, 'mutation ToggleLike', { status: 400, times: 1 });
    const first = page.locator(`.hohFeedActivity[data-activity-id="${once}"] > .hohFeedActions button.hohFeedLike`);
    const firstCount = likesOf(once);
    await first.click();
    await expect.poll(() => world().getActivity(once)!.likes.includes(demo.id)).toBe(true);
    expect(refused()).toBe(1);
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    expect(await first.locator('.count').textContent()).toBe(String(firstCount + 1));
    await page.unrouteAll({ behavior: 'wait' });

    // Refused every time: two calls, then back to how it was.
    harness.clearRequests();
    refused = await refuseOperation(page, 'mutation ToggleLike', { status: 400 });
    const second = page.locator(`.hohFeedActivity[data-activity-id="${always}"] > .hohFeedActions button.hohFeedLike`);
    const count = String(likesOf(always));
    await second.click();
    await expect.poll(() => refused()).toBe(2);
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('false');
    expect(await second.locator('.count').textContent()).toBe(count);
    expect(world().getActivity(always)!.likes.includes(demo.id)).toBe(false);
    await page.context().close();
  });

  it("says 'Failed to load activity' when the API fails, and waits out a 429", async () => {
    let page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    const refused = await refuseOperation(page, 'query TermsFeedActivities', { status: 500 });
    await harness.goto(page, '/terms');
    await expect.poll(() => page.locator('.hohFeedError').textContent(), { timeout: 60_000 }).toBe(strings.failedToLoad);
    expect(refused()).toBe(1);
    await page.context().close();

    page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    const limited = await refuseOperation(page, 'query TermsFeedActivities', { status: 429, times: 1, retryAfter: 1 });
    await harness.goto(page, '/terms');
    await settled(page);
    expect(limited()).toBe(1);
    expect(await shownActivityIds(page)).toEqual(await expectedActivityIds({ page: 1, perPage: 20, isFollowing: true }));
    await page.context().close();
  });

  it('ignores an answer that comes after a newer request', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: SETTINGS });
    // The first page-1 answer is held back until the Global feed has been asked for and drawn.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    let arrived: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('https://graphql.anilist.co/**', async (route) => {
      const body = route.request().postData() ?? '';
      if (holding && body.includes('query TermsFeedActivities') && body.includes('"isFollowing":true')) {
        holding = false;
        arrived();
        await held;
      }
      await route.fallback();
    });
    await harness.goto(page, '/terms');
    await page.waitForSelector('.hohFeedFilters');
    // The following feed's request is out (and held) before Global is chosen.
    await sent;
    await checkbox(page, 'global').check();
    await settled(page);
    const globalIds = await expectedActivityIds({ page: 1, perPage: 20, hasRepliesOrTypeText: true });
    expect(await shownActivityIds(page)).toEqual(globalIds);
    const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('"isFollowing":true'));
    release();
    await answered;
    // Give React a frame to draw anything it would; the old answer must not replace the new one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shownActivityIds(page)).toEqual(globalIds);
    await page.context().close();
  });

  it('leaves nothing behind when the visitor moves on, and draws afresh on the way back', async () => {
    const page = await openFeed();
    await settled(page);
    expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).toContain(MODULE_ID);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/forum'));
    await page.waitForURL('https://anilist.co/forum');
    await expect.poll(() => page.locator('.termsFeed').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules)).not.toContain(MODULE_ID);
    // Back on /terms the feed is drawn afresh, once.
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/terms'));
    await page.waitForURL('https://anilist.co/terms');
    await settled(page);
    expect(await page.locator('.termsFeed').count()).toBe(1);
    expect(await page.locator('.container.terms').isVisible()).toBe(false);
    await page.context().close();
  });

  it('leaves out what the block list blocks and dims safe-for-work words', async () => {
    const page = await openFeed({ settings: { SFWmode: true } });
    await settled(page);
    const ids = await shownActivityIds(page);
    const authors = ids.map((id) => world().getActivity(id)!).map((a) => world().getUserById(a.type === 'MESSAGE' ? a.messengerId : a.userId)!.name);
    const blocked = authors.find((name) => name !== DEMO)!;
    // The seeded "NSFW" status post of Demo's feed is dimmed to 0.5.
    const nsfw = ids.find((id) => { const a = world().getActivity(id)!; return a.type === 'TEXT' && /nsfw/i.test(a.text); });
    expect(nsfw).toBeDefined();
    expect(await page.$eval(`.hohFeedActivity[data-activity-id="${nsfw}"]`, (item) => getComputedStyle(item).opacity)).toBe('0.5');
    const plain = ids.find((id) => { const a = world().getActivity(id)!; return a.type === 'TEXT' && !/nsfw|hentai|ecchi/i.test(a.text); });
    if (plain !== undefined) expect(await page.$eval(`.hohFeedActivity[data-activity-id="${plain}"]`, (item) => getComputedStyle(item).opacity)).toBe('1');

    await page.evaluate((user) => localStorage.setItem('blockList', JSON.stringify([{ user, status: false, media: false }])), blocked);
    await page.click('button.hohFeedBack');
    await settled(page);
    const expected = ids.filter((_, i) => authors[i] !== blocked);
    await expect.poll(() => shownActivityIds(page), { timeout: 60_000 }).toEqual(expected);
    const after = await shownActivityIds(page);
    expect(after.length).toBeLessThan(ids.length);
    await page.context().close();
  });
});

describe(`hostile content in the terms feed ('${MODULE_ID}', 'termsFeedNoImages')`, () => {
  const mallory = () => world().getUserByName(NOTABLE_USERS.hostile)!;
  // Her original first text post (the hostile seed's older posts have lower ids, and their own test).
  const hostileActivity = () => world().activities({ userId: mallory().id })
    .filter((a): a is TextActivity => a.type === 'TEXT' && !a.text.startsWith(HOSTILE_SEED.marker)).sort((a, b) => a.id - b.id)[0]!;

  async function openMallory(noImages: boolean) {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: { ...SETTINGS, termsFeedNoImages: noImages } });
    const foreign: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (request: Request) => {
      const host = new URL(request.url()).hostname;
      if (host !== 'anilist.co' && !host.endsWith('.anilist.co')) foreign.push(request.url());
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await harness.goto(page, '/terms');
    await settled(page);
    await page.fill('.hohFeedUserName', NOTABLE_USERS.hostile);
    await page.press('.hohFeedUserName', 'Enter');
    await settled(page);
    await checkbox(page, 'text').check();
    // Her text posts' request is out (the list says 'Loading...' from then on) before settled() looks.
    const textPosts = { perPage: 20, userId: mallory().id, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] };
    await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null, { timeout: 60_000 }).toEqual({ page: 1, ...textPosts });
    await settled(page);
    const entry = page.locator(`.hohFeedActivity[data-activity-id="${hostileActivity().id}"]`);
    // Other hostile posts may come later in the world: page on until the first one is drawn.
    for (let pages = 1; (await entry.count()) === 0 && pages < 10; pages += 1) {
      await page.click('button.hohFeedNext');
      await expect.poll(() => operations('TermsFeedActivities').at(-1)?.variables ?? null, { timeout: 60_000 }).toEqual({ page: pages + 1, ...textPosts });
      await settled(page);
    }
    await entry.waitFor();
    return { page, entry, foreign, dialogs };
  }

  it("shows Mallory's hostile post without running anything or fetching from another host", async () => {
    expect(hostileActivity().text).toContain('onerror');
    const { page, entry, foreign, dialogs } = await openMallory(true);
    const text = entry.locator('.hohFeedText');
    expect(await text.textContent()).toContain('Look');
    expect(await text.locator('script, [onerror], style, iframe, object, embed').count()).toBe(0);
    expect(await page.locator('.hohTermsFeed script').count()).toBe(0);
    // Without images: no avatars, covers or pictures anywhere in the feed; the markdown image is a
    // link showing its address.
    expect(await page.locator('.hohTermsFeed img, .hohTermsFeed video, .hohTermsFeed svg').count()).toBe(0);
    expect(await text.locator('a.hohFeedImageLink[href="https://i.example/a.png"]').textContent()).toBe('https://i.example/a.png');
    // The post is drawn and, without images, nothing in it loads: a short window for anything
    // that would run all the same.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    // The page is intact: the feed still answers.
    const asked = operations('TermsFeedActivities').length;
    await page.click('button.hohFeedBack');
    await expect.poll(() => operations('TermsFeedActivities').length, { timeout: 60_000 }).toBeGreaterThan(asked);
    await settled(page);
    expect(await page.locator('.hohFeedList').count()).toBe(1);
    await page.context().close();
  });

  it('with images on, only the post\'s own image is shown, and nothing runs', async () => {
    const { page, entry, foreign, dialogs } = await openMallory(false);
    const text = entry.locator('.hohFeedText');
    expect(await text.locator('script, [onerror]').count()).toBe(0);
    // With images: avatars and the post's pictures.
    expect(await page.locator('.hohTermsFeed .hohFeedAvatar img').count()).toBeGreaterThan(0);
    const sources = await text.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources.sort()).toEqual(['https://i.example/a.png', 'x']);
    // An onerror would run when its image fails: wait until the post's images are done loading
    // (or failing), then a short window for anything that would run after that.
    await page.waitForFunction((id) => [...document.querySelectorAll<HTMLImageElement>(`.hohFeedActivity[data-activity-id="${id}"] .hohFeedText img`)].every((image) => image.complete), hostileActivity().id, { timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(dialogs).toEqual([]);
    // The pictures the posts show (AniList shows them too) are all that may go elsewhere.
    const pictures = new Set(await page.locator('.hohFeedList .markdown img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)));
    expect(foreign.filter((url) => !pictures.has(url))).toEqual([]);
    await page.context().close();
  });
});
