// End to end: 'reviewConfidence' on the simulator's /reviews and 'betterReviewRatings' on the
// home page's review cards, from the built userscript in Chromium. The world is the default seed
// plus two newest reviews: one whose author no longer exists ('[error]') and one with a very low
// confidence. Expected values come from that world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type World, type WorldFixture } from '../../sim/index.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { refuseOnce, simNavigate } from '../helpers/pageActions.ts';
import { apiErrorsLogged, failedAnswersRead } from '../helpers/graphqlRoutes.ts';
import { reviewConfidence, reviewConfidenceLabel } from '../../src/lib/wilson.ts';
import { NO_USER, confidenceTitle, reviewerName } from '../../src/modules/reviewConfidence/strings.ts';
import { ratingStrings } from '../../src/modules/betterReviewRatings/strings.ts';
import { RECENT_REVIEWS_COUNT } from '../../src/api/queries/reviews.ts';

const WAIT = { timeout: 60_000 };
const GONE_USER = 987_654_321;
let harness: Harness;
let world: World;

function fixture(): WorldFixture {
  const data = generateFixture();
  const now = data.now;
  const nextId = Math.max(...data.reviews.map((r) => r.id)) + 1;
  const media = data.media.find((m) => !m.isAdult)!;
  const base = { mediaId: media.id, body: 'A long enough review body for the simulator.', score: 50, private: false, createdAt: now - 60, updatedAt: now - 60 };
  data.reviews.push(
    { ...base, id: nextId, userId: GONE_USER, summary: 'A review by someone who left', rating: 0, ratingAmount: 0 },
    { ...base, id: nextId + 1, userId: data.users[1].id, summary: 'A review few liked', rating: 1, ratingAmount: 12, createdAt: now - 30, updatedAt: now - 30 },
  );
  return data;
}

beforeAll(async () => {
  harness = await startHarness({ world: { fixture: fixture() } });
  world = harness.sim.world;
});

afterAll(async () => {
  await harness?.close();
});

/** The reviews the API's newest-30 page holds for a guest: public ones, by id descending. */
function newestThirty() {
  return world.reviews().filter((r) => !r.private).sort((a, b) => b.id - a.id).slice(0, RECENT_REVIEWS_COUNT);
}

const requestsOf = (name: string) => harness.requests().filter((r) => r.operation.includes(name));

interface SeenCard {
  id: number;
  figure: string | null;
  title: string | null;
  colour: string | null;
  opacity: string;
  firstInVotes: boolean;
}

const cards = (page: Page): Promise<SeenCard[]> =>
  page.$$eval('.review-wrap a.review-card', (list) =>
    list.map((card) => {
      const figure = card.querySelector<HTMLElement>('.hohConfidence');
      return {
        id: Number(/\/review\/(\d+)/.exec(card.getAttribute('href') ?? '')?.[1]),
        figure: figure?.textContent ?? null,
        title: figure?.title ?? null,
        colour: figure?.style.color ?? null,
        opacity: (card as HTMLElement).style.opacity,
        firstInVotes: !!figure && card.querySelector('.votes')?.firstElementChild === figure,
      };
    }),
  );

describe("review confidence ('reviewConfidence')", () => {
  it('puts the Wilson lower bound on each of the 30 newest reviews, matched by link; faded below 0.05', async () => {
    harness.clearRequests();
    const page = await harness.newPage();
    await harness.goto(page, '/reviews');
    await page.waitForSelector('.hohConfidence', WAIT);
    const newest = new Map(newestThirty().map((r) => [r.id, r]));
    const seen = await cards(page);
    expect(seen.length).toBeGreaterThan(5);
    let faded = 0;
    for (const card of seen) {
      const review = newest.get(card.id);
      if (!review) {
        expect(card.figure).toBeNull();
        continue;
      }
      const confidence = reviewConfidence(review.rating, review.ratingAmount);
      const user = world.getUserById(review.userId);
      expect(card.figure).toBe(reviewConfidenceLabel(confidence));
      expect(card.firstInVotes).toBe(true);
      expect(card.title).toBe(confidenceTitle(confidence, review.rating, review.ratingAmount, reviewerName(user ? { name: user.name } : null)));
      expect(card.opacity).toBe(confidence.faded ? '0.5' : '');
      if (confidence.faded) faded++;
    }
    expect(faded).toBeGreaterThanOrEqual(2);
    // The review whose author is gone says so.
    const gone = seen.find((card) => newest.get(card.id)?.userId === GONE_USER)!;
    expect(gone.title).toContain(NO_USER);
    const sent = requestsOf('AutomailRecentReviews');
    expect(sent).toHaveLength(1);
    expect(sent[0].status).toBe(200);
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/reviews');
    await page.waitForSelector('.hohConfidence', WAIT);
    await simNavigate(page, '/forum/overview');
    await expect.poll(() => page.$$('.hohConfidence'), WAIT).toHaveLength(0);
  });

  it('API error: no figures, the cards stay as AniList drew them', async () => {
    const page = await harness.newPage();
    const logged = apiErrorsLogged(page);
    harness.sim.setOutage({ kind: '500', ms: 10 * 60_000 });
    try {
      harness.clearRequests();
      await harness.goto(page, '/reviews');
      await expect.poll(() => requestsOf('AutomailRecentReviews').length, WAIT).toBeGreaterThan(0);
      // The module has its failed answer once the page has logged every failure; the short
      // window is for figures it must not draw after that.
      await failedAnswersRead(harness, logged);
      await page.waitForTimeout(500);
      expect(await page.$$('.hohConfidence')).toHaveLength(0);
      expect((await cards(page)).every((card) => card.opacity === '')).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
  });

  describe('rate limited', () => {
    const LIMIT = 10;
    let limited: Harness;
    beforeAll(async () => {
      limited = await startHarness({ world: () => harness.sim.world, rateLimit: LIMIT, rateWindowMs: 3000 });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('waits out a 429 and shows the figures', async () => {
      const page = await limited.newPage();
      await limited.goto(page, '/forum/overview');
      limited.clearRequests();
      const refused = refuseOnce(limited, 'AutomailRecentReviews');
      await simNavigate(page, '/reviews');
      await refused;
      await page.waitForSelector('.hohConfidence', { timeout: 60_000 });
      const statuses = limited.requests().filter((r) => r.operation.includes('AutomailRecentReviews')).map((r) => r.status);
      expect(statuses[0]).toBe(429);
      expect(statuses.at(-1)).toBe(200);
    });
  });
});

describe("home review ratings ('betterReviewRatings')", () => {
  const homeCards = (page: Page) =>
    page.$$eval('.recent-reviews .review-card', (list) =>
      list.map((card) => ({
        id: Number(/\/review\/(\d+)/.exec(card.querySelector('[href^="/review/"]')?.getAttribute('href') ?? '')?.[1]),
        votes: card.querySelector('.votes')?.textContent ?? '',
        total: card.querySelector('.hohRatingTotal')?.textContent ?? null,
        title: card.querySelector('.hohRatingTotal')?.getAttribute('title') ?? null,
      })),
    );

  it('adds the number of all votes to each home review card, in one request by id', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    await harness.goto(page, '/home');
    await page.waitForSelector('.recent-reviews .hohRatingTotal', WAIT);
    const seen = await homeCards(page);
    expect(seen.length).toBeGreaterThan(0);
    for (const card of seen) {
      const review = world.getReview(card.id)!;
      expect(card.total).toBe(ratingStrings.total(review.ratingAmount));
      expect(card.votes.endsWith(`${review.rating}${ratingStrings.total(review.ratingAmount)}`)).toBe(true);
      expect(card.title).toBe(ratingStrings.title(review.rating, review.ratingAmount));
    }
    const sent = requestsOf('AutomailReviewRatings');
    expect(sent).toHaveLength(1);
    for (const card of seen) expect(sent[0].operation).toContain(`r${card.id}: Review(id: ${card.id})`);
  });

  it('API error: the cards stay as they are', async () => {
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    const logged = apiErrorsLogged(page);
    harness.sim.setOutage({ kind: '500', ms: 10 * 60_000 });
    try {
      harness.clearRequests();
      await harness.goto(page, '/home');
      await expect.poll(() => requestsOf('AutomailReviewRatings').length, WAIT).toBeGreaterThan(0);
      // The module has its failed answer once the page has logged every failure; the short
      // window is for totals it must not draw after that.
      await failedAnswersRead(harness, logged);
      await page.waitForTimeout(500);
      expect(await page.$$('.hohRatingTotal')).toHaveLength(0);
    } finally {
      harness.sim.setOutage(null);
    }
  });
});
