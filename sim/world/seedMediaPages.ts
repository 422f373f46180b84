// Seeded media-page facts the generated world lacks, added after everything else with a random
// stream of their own, so nothing generated before changes: one anime whose description is long
// enough for AniList's "Read More" toggle (over 400 characters). It is chosen among anime Demo
// is not watching, so the pages photographed by the screenshot test stay as they are.

import type { Random } from './random.ts';
import type { MediaListEntry, Media, User } from './types.ts';
import { NOTABLE_USERS } from './generateUsers.ts';

export const SEED_MEDIA_PAGES_OFFSET = 1207;

const SENTENCES = [
  'A quiet harbour town wakes to find its lighthouse keeper gone.',
  'Two rivals from the same rowing club share a flat for one long summer.',
  'Letters arrive every Tuesday from an address that burned down years ago.',
  'The school festival committee has nine days and no budget left.',
  'Somewhere under the old station, a second timetable keeps running.',
  'Each chapter follows a different passenger on the last night train.',
  'What begins as a bet over a broken radio turns into a search for a missing friend.',
  'The seasons change, the shop stays open, and the regulars keep their secrets.',
];

/** The anime given a long description ("Read More" on its page). */
export function seedMediaPages(rng: Random, parts: { media: Media[]; users: User[]; listEntries: MediaListEntry[] }): void {
  const demo = parts.users.find((u) => u.name === NOTABLE_USERS.demo);
  const watching = new Set(parts.listEntries.filter((e) => e.userId === demo?.id && e.status === 'CURRENT').map((e) => e.mediaId));
  const candidates = parts.media.filter((m) => m.type === 'ANIME' && !m.isAdult && !watching.has(m.id) && m.description);
  if (!candidates.length) return;
  const chosen = candidates[rng.int(0, Math.min(candidates.length, 200) - 1)];
  const extra = Array.from({ length: 7 }, () => rng.pick(SENTENCES)).join(' ');
  chosen.description = `${chosen.description}<br><br>${extra}<br><br>${SENTENCES.join(' ')}`;
}
