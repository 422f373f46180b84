// The long staff credits of real media: AniList lists dozens of staff on a TV anime (key
// animators, in-between checkers, sound…), so its Media.staff connection runs to a second page
// of 25. The stats tables read two pages per media (spec doc 2 §7 "staff list"), and Hoarder's
// staff list must be of realistic size (thousands of people). Added after everything else with
// its own random stream: new staff with new ids, credited only at the END of each media's staff
// edges, so every earlier credit, page and staff member stays exactly as it was.
import type { Random } from './random.ts';
import type { Media, Staff } from './types.ts';
import { japanesePersonName, westernPersonName } from './names.ts';
import { STAFF_ROLES_ANIME, STAFF_ROLES_MANGA } from './vocabulary.ts';

/** First id of the extra staff; far above the generated staff (95,001…). */
export const EXTRA_STAFF_FIRST_ID = 300_001;
export const EXTRA_STAFF_COUNT = 3_600;
const ANIME_EXTRA_ROLES = [...STAFF_ROLES_ANIME, 'Key Animation', 'In-Between Animation', 'Sound Effects', 'Color Design', 'Background Art', 'Photography'] as const;

function extraStaff(rng: Random): Staff[] {
  const staff: Staff[] = [];
  for (let i = 0; i < EXTRA_STAFF_COUNT; i++) {
    const id = EXTRA_STAFF_FIRST_ID + i;
    const japanese = i % 5 !== 0;
    const name = japanese ? japanesePersonName(rng) : westernPersonName(rng);
    const year = rng.int(1950, 2004);
    staff.push({
      id,
      name,
      language: japanese ? 'Japanese' : 'English',
      image: { large: `https://s4.anilist.co/file/anilistcdn/staff/large/sim${id}.jpg`, medium: `https://s4.anilist.co/file/anilistcdn/staff/medium/sim${id}.jpg` },
      description: null,
      primaryOccupations: [rng.pick(['Animator', 'Director', 'Composer', 'Writer'])],
      gender: rng.chance(0.5) ? 'Female' : 'Male',
      dateOfBirth: { year: rng.chance(0.6) ? year : null, month: rng.int(1, 12), day: rng.int(1, 28) },
      age: 2026 - year,
      homeTown: null,
      favourites: Math.floor(rng.next() ** 6 * 2_000),
      siteUrl: `https://anilist.co/staff/${id}`,
    });
  }
  return staff;
}

/**
 * Appends the extra staff to the fixture and credits them: an anime gets 20 to 44 more credits
 * (so most run past the first page of 25), a manga 4 to 30. People are drawn from a popularity
 * curve, so some work on hundreds of media and most on a few.
 */
export function seedStaffCredits(rng: Random, media: Media[], staff: Staff[]): void {
  const extra = extraStaff(rng);
  staff.push(...extra);
  const ids = extra.map((s) => s.id);
  const pickPerson = () => ids[Math.floor(rng.next() ** 2 * ids.length)];
  for (const m of media) {
    const anime = m.type === 'ANIME';
    const wanted = anime ? rng.int(20, 44) : rng.int(4, 30);
    const credited = new Set(m.staff.map((e) => e.staffId));
    for (let k = 0; k < wanted; k++) {
      const staffId = pickPerson();
      if (credited.has(staffId)) continue;
      credited.add(staffId);
      m.staff.push({ staffId, role: rng.pick(anime ? ANIME_EXTRA_ROLES : STAFF_ROLES_MANGA) });
    }
  }
}
