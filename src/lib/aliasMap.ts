/**
 * The alias map the page uses, with the built-in short-romaji table. Apart from lib/aliases.ts
 * (the pair rules the settings store needs at every start) so that the table is carried only in
 * the lazy chunks of the modules that draw titles.
 */
import shortRomajiData from '../data/short-romaji.json';
import { aliasMapFromPairs, validAliasPairs, type AliasPair } from './aliases';

/** The built-in short titles used when the shortRomaji setting is on. */
export const SHORT_ROMAJI_PAIRS: readonly AliasPair[] = validAliasPairs(shortRomajiData);

/** The alias map the page uses: the user's stored pairs, over the short-romaji list if on. */
export function buildAliasMap(storedPairs: unknown, shortRomaji: boolean): Map<number, string> {
  const userPairs = validAliasPairs(storedPairs);
  return aliasMapFromPairs(shortRomaji ? [...SHORT_ROMAJI_PAIRS, ...userPairs] : userPairs);
}
