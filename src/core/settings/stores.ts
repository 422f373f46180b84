/**
 * Typed access to the script's other localStorage stores (spec doc 3 §7): title aliases, the
 * feed block list and the cached list preview. A store that does not parse reads as empty,
 * with a console warning; nothing here throws, and no store touches another's key.
 */

import type { ListPreviewResult } from '../../api/queries/lists';
import { cutStoredPair, formatAliasEditorText, parseAliasEditorText, validAliasPairs, type AliasPair } from '../../lib/aliases';
import { isRecord } from '../../lib/isRecord';
import { storageArea } from '../storage';

export const TITLE_ALIASES_KEY = 'titleAliases';
export const BLOCK_LIST_KEY = 'blockList';
export const LIST_PREVIEW_KEY = 'hohListPreview';

/** [path prefix ('/anime/{id}/', '/manga/{id}/' or 'css/'), alias title or raw CSS line]. */
export type TitleAlias = AliasPair;

/** Status options of a block rule; '' is "none" (spec doc 1 §3). */
export const blockStatusOptions = [
  '', 'all', 'status', 'progress', 'anime', 'manga', 'planning', 'watching', 'reading', 'pausing',
  'dropping', 'rewatching', 'rereading',
] as const;
export type BlockStatus = Exclude<(typeof blockStatusOptions)[number], ''>;

/** A feed block rule; an unset part is false, as the original stored it. */
export interface BlockRule {
  user: string | false;
  status: BlockStatus | false;
  media: number | false;
}

function storage(): Storage | null {
  return storageArea('localStorage');
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.warn(`Automail: the stored ${key} could not be read; treating it as empty.`);
    return undefined;
  }
}

function writeJson(key: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    console.warn(`Automail: ${key} could not be saved (local storage is full or unavailable).`);
    return false;
  }
}

export function readTitleAliases(): TitleAlias[] {
  const stored = readJson(TITLE_ALIASES_KEY);
  if (stored === undefined) return [];
  if (!Array.isArray(stored)) {
    console.warn(`Automail: the stored ${TITLE_ALIASES_KEY} is not a list; treating it as empty.`);
    return [];
  }
  // The 100-character cut is for alias titles; a 'css/' line is the user's CSS and stays whole.
  return validAliasPairs(stored).map(cutStoredPair);
}

export function writeTitleAliases(aliases: readonly TitleAlias[]): boolean {
  return writeJson(TITLE_ALIASES_KEY, aliases);
}

/**
 * Parses the editor's text once (the line rules of src/lib/aliases.ts): blank lines are
 * ignored, other bad lines reported as dropped (spec doc 3 §5).
 */
export function parseAliasText(text: string): { aliases: TitleAlias[]; dropped: string[] } {
  const { pairs, dropped } = parseAliasEditorText(text);
  return { aliases: pairs, dropped };
}

export function formatAliasText(aliases: readonly TitleAlias[]): string {
  return formatAliasEditorText(aliases);
}

export const blockRuleMessages = {
  nothingSet: 'Set at least one of user, status or media id.',
  badMedia: 'The media id must be a whole number, 0 or more.',
} as const;

export interface BlockRuleInput {
  user: string;
  status: string;
  media: string;
}

function isBlockStatus(value: unknown): value is BlockStatus {
  return typeof value === 'string' && value !== '' && (blockStatusOptions as readonly string[]).includes(value);
}

/** Spec doc 3 §5: at least one of user, status, media; media a number, minimum 0. */
export function validateBlockRule(input: BlockRuleInput): { rule: BlockRule } | { error: string } {
  const user = input.user.trim();
  const mediaText = input.media.trim();
  let media: number | false = false;
  if (mediaText !== '') {
    if (!/^\d+$/.test(mediaText)) return { error: blockRuleMessages.badMedia };
    media = Number(mediaText);
  }
  const status = isBlockStatus(input.status) ? input.status : false;
  if (user === '' && status === false && media === false) return { error: blockRuleMessages.nothingSet };
  return { rule: { user: user === '' ? false : user, status, media } };
}

function storedBlockRule(entry: unknown): BlockRule | null {
  if (!isRecord(entry)) return null;
  const raw = entry;
  const user = typeof raw.user === 'string' && raw.user !== '' ? raw.user : false;
  const status = isBlockStatus(raw.status) ? raw.status : false;
  const mediaNumber = typeof raw.media === 'string' && /^\d+$/.test(raw.media) ? Number(raw.media) : raw.media;
  const media = typeof mediaNumber === 'number' && Number.isInteger(mediaNumber) && mediaNumber >= 0 ? mediaNumber : false;
  return user === false && status === false && media === false ? null : { user, status, media };
}

export function readBlockList(): BlockRule[] {
  const stored = readJson(BLOCK_LIST_KEY);
  if (stored === undefined) return [];
  if (!Array.isArray(stored)) {
    console.warn(`Automail: the stored ${BLOCK_LIST_KEY} is not a list; treating it as empty.`);
    return [];
  }
  return stored.map(storedBlockRule).filter((rule): rule is BlockRule => rule !== null);
}

export function writeBlockList(rules: readonly BlockRule[]): boolean {
  return writeJson(BLOCK_LIST_KEY, rules);
}

/**
 * The cached API result behind the alternative list preview (the ListPreview query's answer),
 * with whose list it is and when it was fetched (so countdowns drawn from it are current).
 */
export type StoredListPreview = ListPreviewResult & { user?: string; fetchedAt?: number };

/** Enough of the shape that the preview can walk it: { Page: null | { mediaList: null | [...] } }. */
function isListPreview(value: unknown): value is StoredListPreview {
  if (!isRecord(value) || !('Page' in value)) return false;
  const page = value.Page;
  if (page === null) return true;
  return isRecord(page) && (page.mediaList === null || Array.isArray(page.mediaList));
}

export function readListPreview(): StoredListPreview | null {
  const stored = readJson(LIST_PREVIEW_KEY);
  if (stored === undefined) return null;
  if (!isListPreview(stored)) {
    console.warn(`Automail: the stored ${LIST_PREVIEW_KEY} is not a list preview; treating it as empty.`);
    return null;
  }
  return stored;
}

export function writeListPreview(value: StoredListPreview): boolean {
  return writeJson(LIST_PREVIEW_KEY, value);
}

export function clearListPreview(): void {
  storage()?.removeItem(LIST_PREVIEW_KEY);
}
