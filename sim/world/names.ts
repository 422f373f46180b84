// Generated names and titles: romaji from syllables (so the katakana native title matches),
// English titles from word lists, and person names with native spellings.

import type { Random } from './random.ts';
import type { PersonName } from './types.ts';
import {
  ENGLISH_ADJECTIVES, ENGLISH_NOUNS, ENGLISH_TAILS, FAMILY_NAMES, FAMILY_NAMES_NATIVE, GIVEN_NAMES,
  KANJI, KATAKANA, ROMAJI_JOINERS, SYLLABLES, WESTERN_FAMILY, WESTERN_GIVEN,
} from './vocabulary.ts';

export interface RomajiWord {
  text: string;
  syllables: string[];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function romajiWord(rng: Random): RomajiWord {
  const count = rng.int(2, 4);
  const syllables: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = rng.pick(SYLLABLES);
    // 'n' cannot start a word, and a lone vowel reads badly after 'n'
    if (i === 0 && s === 'n') s = 'na';
    syllables.push(s);
  }
  return { text: capitalise(syllables.join('')), syllables };
}

export interface GeneratedTitle {
  romaji: string;
  native: string;
}

/** e.g. "Kazemi no Horuto" with native "カゼミのホルト" */
export function romajiTitle(rng: Random): GeneratedTitle {
  const words = rng.int(1, 3);
  const romaji: string[] = [];
  const native: string[] = [];
  for (let i = 0; i < words; i++) {
    if (i > 0 && rng.chance(0.6)) {
      const joiner = rng.pick(ROMAJI_JOINERS);
      romaji.push(joiner);
      native.push(joiner === 'no' ? 'の' : joiner === 'to' ? 'と' : joiner === 'wa' ? 'は' : joiner === 'ga' ? 'が' : 'で');
    }
    const word = romajiWord(rng);
    romaji.push(word.text);
    native.push(word.syllables.map((s) => KATAKANA[s]).join(''));
  }
  if (rng.chance(0.25)) {
    native.splice(rng.int(0, native.length), 0, rng.pick(KANJI));
  }
  return { romaji: romaji.join(' '), native: native.join('') };
}

export function englishTitle(rng: Random): string {
  const adjective = rng.pick(ENGLISH_ADJECTIVES);
  const noun = rng.pick(ENGLISH_NOUNS);
  const pattern = rng.int(0, 3);
  const core =
    pattern === 0 ? `The ${adjective} ${noun}`
    : pattern === 1 ? `${adjective} ${noun}`
    : pattern === 2 ? `${noun} of the ${adjective} ${rng.pick(ENGLISH_NOUNS)}`
    : `My ${adjective} ${noun}`;
  return core + rng.pick(ENGLISH_TAILS);
}

export function japanesePersonName(rng: Random): PersonName {
  const last = rng.pick(FAMILY_NAMES);
  const given = romajiWord(rng);
  const first = rng.chance(0.6) ? rng.pick(GIVEN_NAMES) : given.text;
  const nativeGiven = first === given.text ? given.syllables.map((s) => KATAKANA[s]).join('') : first;
  return {
    first,
    middle: null,
    last,
    full: `${first} ${last}`,
    native: `${FAMILY_NAMES_NATIVE[last]}${nativeGiven === first ? '' : nativeGiven}`,
    alternative: rng.chance(0.2) ? [`${last} ${first}`] : [],
  };
}

export function westernPersonName(rng: Random): PersonName {
  const first = rng.pick(WESTERN_GIVEN);
  const last = rng.pick(WESTERN_FAMILY);
  return { first, middle: null, last, full: `${first} ${last}`, native: null, alternative: [] };
}

/** a character: sometimes only a given name, as many AniList characters are */
export function characterName(rng: Random): PersonName {
  const name = japanesePersonName(rng);
  if (rng.chance(0.2)) {
    return { ...name, last: null, full: name.first ?? name.full, native: name.native };
  }
  return name;
}
