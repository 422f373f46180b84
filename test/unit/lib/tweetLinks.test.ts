import { describe, expect, it } from 'vitest';
import { isEmbeddableTweet } from '../../../src/lib/tweetLinks';

const tweet = 'https://twitter.com/AniListco/status/1490001234567890123';

describe('isEmbeddableTweet (spec doc 3 §5)', () => {
  it('takes a tweet linked by its full address', () => {
    expect(isEmbeddableTweet(tweet, tweet)).toBe(true);
    expect(isEmbeddableTweet(`${tweet}?s=20`, `${tweet}?s=20`)).toBe(true);
    expect(isEmbeddableTweet(`${tweet}/`, ` ${tweet}/\n`)).toBe(true);
  });

  it('leaves links under other words, or with a shortened text', () => {
    expect(isEmbeddableTweet(tweet, 'this thread')).toBe(false);
    expect(isEmbeddableTweet(tweet, 'twitter.com/AniListco/status/1490001234567890123')).toBe(false);
    expect(isEmbeddableTweet(tweet, `${tweet}?s=20`)).toBe(false);
  });

  it('leaves what is not a tweet on twitter.com over https', () => {
    for (const href of ['https://twitter.com/AniListco', 'https://twitter.com/search?q=anilist', 'http://twitter.com/a/status/1',
      'https://twitter.com.evil.example/a/status/1', 'https://twitter.com/a/status/1x', 'https://twitter.com/a/status/1 onload=x',
      'https://twitter.com/a_name_far_too_long/status/1', 'https://x.com/a/status/1']) {
      expect(isEmbeddableTweet(href, href)).toBe(false);
    }
  });
});
