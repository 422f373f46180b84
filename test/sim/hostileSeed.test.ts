// @vitest-environment jsdom
// Mallory's seeded hostile writing (sim/world/seedHostile.ts): where it is, and that the simulated
// pages themselves show it inert and fetch nothing from the hostile host, so that any script
// run or request a browser test sees is the userscript's doing.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import type { User, World } from '../../sim/world/types.ts';
import { renderFragment } from '../../sim/pages/index.ts';
import { HOSTILE_HOST, HOSTILE_HTML_VECTORS, HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import { EMBED_SEED } from '../../sim/world/seedActivityPages.ts';

let world: World;
let demo: User;
let mallory: User;

beforeAll(() => {
  world = generateWorld({ anime: 300, manga: 100 });
  demo = world.getUserById(world.demoUser.id)!;
  mallory = world.getUserByName('Mallory')!;
});

function dom(markup: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html');
}

function expectInertAndLocal(doc: Document): void {
  expect(doc.querySelectorAll('script, iframe, object, embed, style, link, meta, base, form, svg:not([data-icon]), math')).toHaveLength(0);
  for (const element of doc.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false);
      expect(value.trim()).not.toMatch(/^javascript:/i);
      if (value.includes(HOSTILE_HOST)) expect(element.tagName).toBe('A');
    }
  }
}

const seededPosts = () => world.activities({ userId: mallory.id }).filter((a) => a.type === 'TEXT' && a.text.startsWith(HOSTILE_SEED.marker));

describe("Mallory's hostile seed", () => {
  it('gives her three posts with hostile replies, one liked by more than five members', () => {
    const posts = seededPosts();
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => p.likes.length).sort()).toEqual([HOSTILE_SEED.fewLikes, HOSTILE_SEED.fewLikes, HOSTILE_SEED.manyLikes].sort());
    for (const post of posts) {
      expect(post.replies.filter((r) => r.userId === mallory.id && r.text.startsWith(HOSTILE_SEED.marker))).toHaveLength(3);
      expect(post.replies.some((r) => r.likes.length > 5)).toBe(true);
    }
    expect(posts.some((p) => p.type === 'TEXT' && p.text.includes(HOSTILE_HTML_VECTORS[0]))).toBe(true);
  });

  it('gives her a thread whose comments carry the vectors', () => {
    const thread = world.threads().find((t) => t.title === HOSTILE_SEED.threadTitle)!;
    expect(thread.userId).toBe(mallory.id);
    const comments = world.threadComments(thread.id);
    expect(comments.filter((c) => c.userId === mallory.id)).toHaveLength(6);
    expect(comments.some((c) => c.parentId !== null)).toBe(true);
    expect(comments.some((c) => c.likes.length > 5)).toBe(true);
  });

  it('renders inert on the pages, fetching nothing from the hostile host', () => {
    for (const post of seededPosts()) {
      const page = dom(renderFragment(world, demo, `/activity/${post.id}`).html.value);
      expectInertAndLocal(page);
      expect(page.body.textContent).toContain('<script>');
    }
    const thread = world.threads().find((t) => t.title === HOSTILE_SEED.threadTitle)!;
    const page = dom(renderFragment(world, demo, `/forum/thread/${thread.id}`).html.value);
    expectInertAndLocal(page);
    expect(page.querySelector('h1.title')?.textContent).toBe(HOSTILE_SEED.threadTitle);
  });

  it("gives Aoi a post whose adult media link AniList leaves as an empty embed", () => {
    const post = world.activities({}).find((a) => a.type === 'TEXT' && a.text.startsWith(EMBED_SEED.marker))!;
    const page = dom(renderFragment(world, demo, `/activity/${post.id}`).html.value);
    const embeds = [...page.querySelectorAll('.activity-markdown a.media-embed')];
    expect(embeds).toHaveLength(2);
    const adult = embeds.find((e) => world.getMedia(Number(e.getAttribute('data-media-id')))?.isAdult)!;
    expect(adult.childElementCount).toBe(0);
    expect(embeds.find((e) => e !== adult)!.querySelector('.embed .title')).not.toBeNull();
  });
});
