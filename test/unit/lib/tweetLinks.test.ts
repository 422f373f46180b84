import { describe, expect, it } from 'vitest';
import { isEmbeddableTweet, tweetFrameAddress, tweetFrameHeight, tweetId } from '../../../src/lib/tweetLinks';

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

describe('the framed tweet', () => {
  it('takes the status number of an embeddable address only', () => {
    expect(tweetId(tweet)).toBe('1490001234567890123');
    expect(tweetId(`${tweet}?s=20`)).toBe('1490001234567890123');
    expect(tweetId('https://twitter.com/AniListco')).toBeNull();
    expect(tweetId('https://twitter.com.evil.example/a/status/1')).toBeNull();
  });

  it("addresses Twitter's tweet page with the theme and do-not-track", () => {
    expect(tweetFrameAddress('1490001234567890123', false)).toBe('https://platform.twitter.com/embed/Tweet.html?id=1490001234567890123&dnt=true&theme=light');
    expect(tweetFrameAddress('1', true)).toBe('https://platform.twitter.com/embed/Tweet.html?id=1&dnt=true&theme=dark');
  });

  it("reads the height from the frame's resize message, as an object or as JSON text", () => {
    const resize = { 'twttr.embed': { id: 'x', method: 'twttr.private.resize', params: [{ width: 550, height: 612.5 }] } };
    expect(tweetFrameHeight(resize)).toBe(613);
    expect(tweetFrameHeight(JSON.stringify(resize))).toBe(613);
    expect(tweetFrameHeight({ 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: '400px' }] } })).toBe(400);
    // Capped: a frame cannot push the page away.
    expect(tweetFrameHeight({ 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 1e9 }] } })).toBe(3000);
  });

  it('ignores every other message', () => {
    for (const data of [null, 7, 'not json', '{"a":1}', {}, { 'twttr.embed': null }, { 'twttr.embed': { method: 'twttr.private.rendered', params: [{ height: 5 }] } },
      { 'twttr.embed': { method: 'twttr.private.resize', params: [] } }, { 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: -4 }] } },
      { 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 'NaN' }] } }]) {
      expect(tweetFrameHeight(data)).toBeNull();
    }
  });
});
