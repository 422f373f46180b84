import { describe, expect, it } from 'vitest';
import { categoryColour, isChallengeThread, mediaCategoryColour, mediaIdOfCategoryLink } from '../../../src/lib/forumThreads';

describe('isChallengeThread', () => {
  it('knows the recurring challenge titles, whatever their case', () => {
    expect(isChallengeThread('AWC: Seasonal Challenge')).toBe(true);
    expect(isChallengeThread('awc 2026')).toBe(true);
    expect(isChallengeThread('Anime Watching Challenge: Classics')).toBe(true);
    expect(isChallengeThread('Anime Watching Club - week 3')).toBe(true);
    expect(isChallengeThread('  MRC: Manga Reading Challenge')).toBe(true);
  });
  it('leaves other threads, even ones that mention a challenge later', () => {
    expect(isChallengeThread('Episode 7 had amazing animation')).toBe(false);
    expect(isChallengeThread('My AWC progress')).toBe(false);
    expect(isChallengeThread('')).toBe(false);
  });
});

describe('category facts', () => {
  it('colours categories as the forum does', () => {
    expect(categoryColour(1)).toBe('rgb(0,170,255)');
    expect(categoryColour(999)).toBe('rgb(78,163,230)');
    expect(mediaCategoryColour('ANIME')).toBe('rgb(61,180,242)');
    expect(mediaCategoryColour('MANGA')).toBe('rgb(123,213,85)');
  });
  it('reads the media id of a media category link only', () => {
    expect(mediaIdOfCategoryLink('/forum/recent?media=4303')).toBe(4303);
    expect(mediaIdOfCategoryLink('https://anilist.co/forum/recent?category=1&media=12')).toBe(12);
    expect(mediaIdOfCategoryLink('/forum/recent?category=1')).toBeNull();
  });
});
