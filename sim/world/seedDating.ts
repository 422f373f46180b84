// Entries for the stats page's dating tool (spec doc 2 §3 "Dating tool"): Demo gets a few more
// COMPLETED length-1 entries (one episode or one chapter) with a completion date, no start date
// and no repeats, the near misses the tool must leave alone (a repeat, a start date, length 2),
// and one completed in 1950, which the dating check flags. Existing media not yet on Demo's
// list are used. Added after everything else with its own random stream, so the rest stays.
import type { Random } from './random.ts';
import type { FuzzyDate, Media, MediaListEntry, WorldFixture } from './types.ts';

export const DATING_SEED_OFFSET = 0xda7e;

export type DatingCase = 'candidate' | 'repeated' | 'started' | 'lengthTwo' | 'year1950';

/** What each seeded entry is, by case, in seeding order. */
export const DATING_CASES: readonly { case: DatingCase; type: Media['type'] }[] = [
  { case: 'candidate', type: 'ANIME' },
  { case: 'candidate', type: 'ANIME' },
  { case: 'candidate', type: 'ANIME' },
  { case: 'candidate', type: 'MANGA' },
  { case: 'candidate', type: 'MANGA' },
  { case: 'year1950', type: 'ANIME' },
  { case: 'repeated', type: 'ANIME' },
  { case: 'started', type: 'MANGA' },
  { case: 'lengthTwo', type: 'ANIME' },
];

const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

export function seedDating(fixture: WorldFixture, rng: Random): void {
  const demo = fixture.users.find((user) => user.name === fixture.demoUserName);
  if (!demo) return;
  const listed = new Set(fixture.listEntries.filter((entry) => entry.userId === demo.id).map((entry) => entry.mediaId));
  const length = (media: Media) => (media.type === 'MANGA' ? media.chapters : media.episodes);
  const free = (type: Media['type'], wanted: number) =>
    fixture.media.filter((media) => media.type === type && !media.isAdult && length(media) === wanted && !listed.has(media.id));
  let entryId = Math.max(...fixture.listEntries.map((entry) => entry.id)) + 1;
  const year = new Date(fixture.now * 1000).getUTCFullYear();
  for (const item of DATING_CASES) {
    const pool = free(item.type, item.case === 'lengthTwo' ? 2 : 1);
    if (!pool.length) continue;
    const media = rng.pick(pool);
    listed.add(media.id);
    const options = item.type === 'MANGA' ? demo.mediaListOptions.mangaList : demo.mediaListOptions.animeList;
    const completedAt: FuzzyDate = { year: item.case === 'year1950' ? 1950 : rng.int(year - 6, year - 1), month: rng.int(1, 12), day: rng.int(1, 28) };
    const startedAt: FuzzyDate = item.case === 'started' ? { ...completedAt } : { ...NO_DATE };
    const updatedAt = fixture.now - rng.int(10, 400) * 86_400;
    const entry: MediaListEntry = {
      id: entryId++,
      userId: demo.id,
      mediaId: media.id,
      status: 'COMPLETED',
      score: 0,
      scoreRaw: 0,
      progress: length(media) ?? 1,
      progressVolumes: null,
      repeat: item.case === 'repeated' ? 1 : 0,
      priority: 0,
      notes: null,
      private: false,
      hiddenFromStatusLists: false,
      customLists: Object.fromEntries(options.customLists.map((name) => [name, false])),
      advancedScores: Object.fromEntries(options.advancedScoring.map((name) => [name, 0])),
      startedAt,
      completedAt,
      updatedAt,
      createdAt: updatedAt - rng.int(1, 30) * 86_400,
    };
    fixture.listEntries.push(entry);
  }
}
