// Posts for the moderation helper (spec doc 2 §6, §8): link-only and piracy-link text activities
// and messages by a new member, Spamster (whom nobody follows), plus one ordinary post with a
// link as a control. They are the newest activities, so the helper's two pages of text and one
// page of messages hold them; the global feed's first page shows them too (nobody's following
// feed changes). "nyaa" is a second-level label whose hash is in src/data/blocked-link-host-hashes.json.

import type { Random } from './random.ts';
import { member } from './seedFollows.ts';
import type { MessageActivity, TextActivity, WorldFixture } from './types.ts';

export const MODERATION_SEED_OFFSET = 16_016;
export const MODERATION_USER = 'Spamster';
export const MODERATION_USER_ID = 950_002;

export type ModerationCase = 'linkOnly' | 'piracy' | 'both' | 'plain';

/** Each seeded post: its kind, its text, what the helper should say. */
export const MODERATION_POSTS: ReadonlyArray<{ kind: 'TEXT' | 'MESSAGE'; case: ModerationCase; text: string }> = [
  { kind: 'TEXT', case: 'linkOnly', text: 'https://free-gift-cards.example/claim?ref=spam' },
  { kind: 'TEXT', case: 'linkOnly', text: '[Click here](https://cheap-followers.example/offer)' },
  { kind: 'TEXT', case: 'piracy', text: 'The whole season is up already, grab it from https://nyaa.si/view/777 before it goes' },
  { kind: 'TEXT', case: 'plain', text: 'Wrote down my thoughts on this season here https://example.org/blog/season-review, tell me what you think!' },
  { kind: 'MESSAGE', case: 'linkOnly', text: 'https://dm-spam.example/winner' },
  { kind: 'MESSAGE', case: 'both', text: 'https://www.nyaa.si/download/42' },
];

export interface ModerationSeed {
  user: string;
  /** activity ids in MODERATION_POSTS order */
  ids: number[];
}

export function seedModeration(fixture: WorldFixture, rng: Random): ModerationSeed {
  const user = member(MODERATION_USER_ID, MODERATION_USER, fixture.now, rng);
  fixture.users.push(user);
  // Public messages go to a member with a public profile who is not the demo user.
  const recipient = fixture.users.find((u) => !u.private && u.name !== fixture.demoUserName && u.id < 900_000)!;
  let id = Math.max(...fixture.activities.map((a) => a.id)) + 1;
  const newest = Math.max(...fixture.activities.map((a) => a.createdAt));
  const ids: number[] = [];
  MODERATION_POSTS.forEach((post, i) => {
    const base = { id: id++, likes: [], replies: [], isLocked: false, isPinned: false, subscribers: [], createdAt: newest + i + 1 };
    const activity: TextActivity | MessageActivity = post.kind === 'TEXT'
      ? { ...base, type: 'TEXT', userId: user.id, text: post.text }
      : { ...base, type: 'MESSAGE', messengerId: user.id, recipientId: recipient.id, message: post.text, isPrivate: false };
    fixture.activities.push(activity);
    ids.push(activity.id);
  });
  return { user: MODERATION_USER, ids };
}
