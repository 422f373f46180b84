// Small pure parts of the staff, character, studio and review modules.
import { describe, expect, it } from 'vitest';
import { NO_NAME, NO_USER, reviewerName } from '../../../src/modules/reviewConfidence/strings';
import { meanOfScores } from '../../../src/modules/studioFavouriteCount/strings';
import { animeShare } from '../../../src/modules/staffPages/share';
import { languagesOf, roleCards } from '../../../src/modules/characterFavouriteCount/roles';
import { reviewRatingsDocument } from '../../../src/api/queries/reviews';

describe('reviewerName', () => {
  it("says '[private or deleted]' for a user without a name and '[error]' for no user", () => {
    expect(reviewerName({ name: 'Aoi' })).toBe('Aoi');
    expect(reviewerName({ name: '' })).toBe(NO_NAME);
    expect(reviewerName({ name: null })).toBe('[private or deleted]');
    expect(reviewerName(null)).toBe(NO_USER);
    expect(reviewerName(undefined)).toBe('[error]');
  });
});

describe('studio mean score', () => {
  it('averages the scored media only', () => {
    expect(meanOfScores([80, 0, null, 70, undefined])).toEqual({ mean: 75, count: 2 });
    expect(meanOfScores([0, null])).toBeNull();
  });
});

describe('staff anime share', () => {
  it('is the anime part of anime and manga works', () => {
    expect(animeShare(3, 1)).toBe(0.75);
    expect(animeShare(0, 0)).toBeNull();
  });
});

describe('character roles', () => {
  const edges = [
    { characterRole: 'MAIN', node: { id: 1, type: 'ANIME' as const, title: { romaji: 'A' } }, voiceActors: [{ id: 10, languageV2: 'English', name: { full: 'En One' } }, { id: 11, languageV2: 'Japanese', name: { full: 'Ja One' } }] },
    { characterRole: 'SUPPORTING', node: { id: 2, type: 'MANGA' as const, title: { romaji: 'B' } }, voiceActors: [] },
    { characterRole: 'MAIN', node: { id: 3, type: 'ANIME' as const, title: { romaji: 'C' } }, voiceActors: [{ id: 12, languageV2: 'English', name: { full: 'En Two' } }, { id: 13, languageV2: 'English', name: { full: 'En Three' } }] },
  ];
  it('lists Japanese first, then by how many media', () => {
    expect(languagesOf(edges)).toEqual(['Japanese', 'English']);
  });
  it('one card per media and actor in the language; media without one keep a card', () => {
    expect(roleCards(edges, 'English', 'ROMAJI').map((c) => [c.mediaPath, c.role, c.actor?.name ?? null])).toEqual([
      ['/anime/1/', 'Main', 'En One'], ['/manga/2/', 'Supporting', null], ['/anime/3/', 'Main', 'En Two'], ['/anime/3/', 'Main', 'En Three'],
    ]);
  });
});

describe('review ratings document', () => {
  it('aliases each id and drops anything that is not an id', () => {
    expect(reviewRatingsDocument([5, -1, 1.5, 7])).toBe('query AutomailReviewRatings {\n  r5: Review(id: 5) { id rating ratingAmount }\n  r7: Review(id: 7) { id rating ratingAmount }\n}');
  });
});

describe('repeated staff row numbers', () => {
  it('numbers each occurrence of a repeated person, none for the others', async () => {
    const { repeatNumbers } = await import('../../../src/modules/enumerateSubmissionStaff/numbering');
    expect(repeatNumbers(['/staff/1', '/staff/2', '/staff/1', '/staff/3', '/staff/1', '/staff/3'])).toEqual([1, null, 2, 1, 3, 2]);
    expect(repeatNumbers([])).toEqual([]);
  });
});
