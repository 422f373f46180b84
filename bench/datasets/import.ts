/**
 * Anime-Planet import matching input: source names (perturbed titles, as users' exports differ
 * from AniList's spelling) and five search hits per name with romaji, native, english and up to
 * three synonyms. Seeded, so every run matches the same strings.
 */
import type { SearchHit } from '../../src/workers/importMatch';
import { mulberry32 } from '../../sim/world/random';
import { pick } from './lists';

const WORDS = [
  'shingeki', 'kyojin', 'no', 'kimi', 'na', 'wa', 'sword', 'art', 'online', 'koe', 'katachi', 'boku', 'hero',
  'academia', 'tokyo', 'ghoul', 'steins', 'gate', 'clannad', 'after', 'story', 'fullmetal', 'alchemist', 'brotherhood',
  'spirited', 'away', 'violet', 'evergarden', 'made', 'in', 'abyss', 'mob', 'psycho', 'season', 'movie', 'the', 'of',
  'girl', 'world', 'love', 'magic', 'school', 'night', 'summer', 'wars', 'ghost', 'shell', 'cowboy', 'bebop',
];
const KANA = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん進撃巨人君名';

export function titleWords(random: () => number, min: number, max: number): string {
  const count = min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => pick(random, WORDS)).join(' ');
}

function capitalise(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

function native(random: () => number): string {
  return Array.from({ length: 4 + Math.floor(random() * 10) }, () => pick(random, [...KANA])).join('');
}

/** Typing slips and spelling differences: drop, swap or change a few characters, add a suffix. */
function perturb(random: () => number, title: string): string {
  let text = title;
  const edits = Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * text.length);
    const kind = random();
    if (kind < 0.33) text = text.slice(0, at) + text.slice(at + 1);
    else if (kind < 0.66) text = text.slice(0, at) + pick(random, [...'aeiou ']) + text.slice(at);
    else text = text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
  }
  if (random() < 0.2) text += pick(random, [': Season 2', ' (TV)', ' Movie', ' OVA']);
  return text;
}

export interface ImportCase {
  name: string;
  hits: SearchHit[];
}

export function importDataset(titles: number, hitsPerTitle: number, seed = 4242): ImportCase[] {
  const random = mulberry32(seed);
  let nextId = 1;
  return Array.from({ length: titles }, () => {
    const english = capitalise(titleWords(random, 2, 7));
    const hits: SearchHit[] = Array.from({ length: hitsPerTitle }, (_, h) => {
      const hitEnglish = h === 0 ? english : capitalise(titleWords(random, 2, 7));
      const synonyms = Array.from({ length: Math.floor(random() * 4) }, () => capitalise(titleWords(random, 1, 5)));
      return {
        id: nextId++,
        title: { romaji: capitalise(titleWords(random, 2, 8)), native: native(random), english: random() < 0.85 ? hitEnglish : null },
        synonyms,
      };
    });
    return { name: perturb(random, english), hits };
  });
}
