// @vitest-environment jsdom
// The embed seed (issue 13): Aoi's post renders the shapes 'youtubeFullscreen' and 'tweets' read.
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import { renderMarkdown } from '../../sim/markdown.ts';
import { EMBEDS_SEED, embedsPost } from '../../sim/world/seedEmbeds.ts';

describe('seedEmbeds', () => {
  it("Aoi's post has a YouTube span, a tweet linked by its address, one under other words and a profile link", () => {
    const world = generateWorld({ anime: 120, manga: 40 });
    const post = embedsPost(world)!;
    expect(world.getUserById(post.userId)?.name).toBe(EMBEDS_SEED.author);
    const doc = new DOMParser().parseFromString(`<body>${renderMarkdown(world, post.text).value}</body>`, 'text/html');
    expect(doc.querySelector('span.youtube')?.id).toBe(EMBEDS_SEED.videoId);
    const link = (href: string) => doc.querySelector(`a[href="${href}"]`)?.textContent;
    expect(link(EMBEDS_SEED.fullTweet)).toBe(EMBEDS_SEED.fullTweet);
    expect(link(EMBEDS_SEED.namedTweet)).toBe(EMBEDS_SEED.namedTweetText);
    expect(link(EMBEDS_SEED.profile)).toBe(EMBEDS_SEED.profile);
  });
});
