// A staff member with thousands of roles, for the staff page's role lists (spec doc 2, /staff/{id};
// issue 12). Added after everything else is generated, with its own random stream, so the rest of
// the world stays as it was: the edges are appended to media that already show their first staff
// and characters in full (media pages show 4 staff and 6 characters), and the voice roles are new
// background characters.
import { createRandom } from './random.ts';
import type { Character, Media, MediaListEntry, Staff } from './types.ts';
import { STAFF_ROLES_ANIME, STAFF_ROLES_MANGA } from './vocabulary.ts';

export const PROLIFIC_STAFF_ID = 99_900;
export const PROLIFIC_ANIME_ROLES = 2_400;
export const PROLIFIC_MANGA_ROLES = 400;
export const PROLIFIC_VOICE_ROLES = 300;
/** Background characters voiced by the prolific staff member start here. */
export const PROLIFIC_CHARACTER_BASE = 900_001;
const SEED_OFFSET = 12_012;

interface Seedable {
  media: Media[];
  staff: Staff[];
  characters: Character[];
  listEntries: MediaListEntry[];
}

/** Media the demo user keeps REPEATING with repeat 0 go first, so the repeat-0 rule is visible. */
function withDemoRepeats(pool: Media[], entries: MediaListEntry[], demoId: number | undefined): Media[] {
  const repeats = new Set(entries.filter((e) => e.userId === demoId && e.status === 'REPEATING' && e.repeat === 0).map((e) => e.mediaId));
  return [...pool.filter((m) => repeats.has(m.id)), ...pool.filter((m) => !repeats.has(m.id))];
}

export function seedStaffRoles(fixture: Seedable, seed: number, demoUserId: number | undefined): void {
  const rng = createRandom(seed + SEED_OFFSET);
  const id = PROLIFIC_STAFF_ID;
  fixture.staff.push({
    id,
    name: { first: 'Kazuki', middle: null, last: 'Hyakuyaku', full: 'Kazuki Hyakuyaku', native: '百役和樹', alternative: ['Hyakuyaku-sensei'] },
    language: 'Japanese',
    image: { large: `https://s4.anilist.co/file/anilistcdn/staff/large/sim${id}.jpg`, medium: `https://s4.anilist.co/file/anilistcdn/staff/medium/sim${id}.jpg` },
    description: 'Kazuki Hyakuyaku has worked on more titles than anyone else.',
    primaryOccupations: ['Animator', 'Voice Actor'],
    gender: 'Male',
    dateOfBirth: { year: 1961, month: 4, day: 1 },
    age: 65,
    homeTown: 'Tokyo, Japan',
    favourites: 321,
    siteUrl: `https://anilist.co/staff/${id}`,
  });
  const safe = (m: Media) => !m.isAdult;
  const anime = fixture.media.filter((m) => m.type === 'ANIME' && safe(m) && m.staff.length >= 4);
  const manga = fixture.media.filter((m) => m.type === 'MANGA' && safe(m) && m.staff.length >= 1);
  const animePicks = withDemoRepeats(anime, fixture.listEntries, demoUserId);
  const chosenAnime = new Set<Media>();
  for (const m of animePicks.slice(0, 6)) chosenAnime.add(m);
  for (const m of rng.sample(anime, PROLIFIC_ANIME_ROLES)) {
    if (chosenAnime.size >= PROLIFIC_ANIME_ROLES) break;
    chosenAnime.add(m);
  }
  for (const m of chosenAnime) m.staff.push({ staffId: id, role: rng.pick(STAFF_ROLES_ANIME) });
  // Repeated staff rows for the edit form's numbering (enumerateSubmissionStaff): the same people
  // credited twice more on one media, as AniList lists one row per role.
  const repeated = [...chosenAnime][0];
  if (repeated) {
    repeated.staff.push({ staffId: id, role: 'Storyboard (ep 2)' }, { staffId: repeated.staff[0].staffId, role: 'Episode Director (ep 5)' });
  }
  for (const m of rng.sample(manga, PROLIFIC_MANGA_ROLES)) m.staff.push({ staffId: id, role: rng.pick(STAFF_ROLES_MANGA) });

  const voiced = fixture.media.filter((m) => m.type === 'ANIME' && safe(m) && m.characters.length >= 6);
  rng.sample(voiced, PROLIFIC_VOICE_ROLES).forEach((m, i) => {
    const characterId = PROLIFIC_CHARACTER_BASE + i;
    fixture.characters.push({
      id: characterId,
      name: { first: 'Passerby', middle: null, last: String(i + 1), full: `Passerby ${i + 1}`, native: null, alternative: [] },
      image: { large: `https://s4.anilist.co/file/anilistcdn/character/large/sim${characterId}.jpg`, medium: `https://s4.anilist.co/file/anilistcdn/character/medium/sim${characterId}.jpg` },
      description: null,
      gender: null,
      dateOfBirth: { year: null, month: null, day: null },
      age: null,
      favourites: rng.int(0, 3),
      siteUrl: `https://anilist.co/character/${characterId}`,
    });
    m.characters.push({ characterId, role: 'BACKGROUND', voiceActors: [{ staffId: id, language: 'JAPANESE' }] });
  });
}
