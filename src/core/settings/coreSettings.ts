/**
 * The settings no feature owns: the start-up's own. Neither has a row: the title language follows
 * the site's option, the token is the script's sign-in.
 */
import type { SettingDefinition } from './types';
import { titleLanguages } from './types';

export const CORE_SETTINGS: readonly SettingDefinition[] = [
  { id: 'titleLanguage', type: 'select', default: 'ROMAJI', categories: ['Media'], description: 'Title language (follows your AniList setting)', values: titleLanguages, visible: false },
  { id: 'accessToken', type: 'text', default: '', categories: ['Login'], description: "Access token of the script's own sign-in", visible: false },
];
