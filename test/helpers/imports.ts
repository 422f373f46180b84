// Helpers of the import page's end-to-end tests ('moreImports'): the fixtures, the page, and the
// world's list entries as plain values to compare before and after an import.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Harness, NewPageOptions } from './harness.ts';
import type { MediaListEntry, MediaType } from '../../sim/world/types.ts';
import { TEST_PACE_KEY } from '../../src/lib/importJob.ts';

const FIXTURES = new URL('../fixtures/imports/', import.meta.url);

export function fixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

export function fixtureJson<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fixtureText(name)) as T;
}

/** The fixture with its date set to now, so no staleness warning appears. */
export function freshFixture(name: string): string {
  const file = fixtureJson<Record<string, unknown>>(name);
  if (file.export && typeof file.export === 'object') (file.export as Record<string, unknown>).date = new Date().toISOString();
  if ('timeStamp' in file) file.timeStamp = Date.now();
  return JSON.stringify(file);
}

/** A page on /settings/import with the given sign-ins; saves paced at `paceMs` (the test hook). */
export async function openImportPage(harness: Harness, options: NewPageOptions & { paceMs?: number } = {}): Promise<Page> {
  const { paceMs = 40, ...pageOptions } = options;
  const page = await harness.newPage(pageOptions);
  await setImportPace(page, paceMs);
  await harness.goto(page, '/settings/import');
  await page.locator('#hohImport .hohExport').waitFor({ timeout: 30_000 });
  return page;
}

/**
 * The pace of the page's next visits (the script reads it once per visit): a later call wins,
 * so a test can save slowly until a reload lands in the middle and quickly after it.
 */
export async function setImportPace(page: Page, paceMs: number): Promise<void> {
  await page.context().addInitScript(([key, value]) => {
    if (location.origin === 'https://anilist.co') localStorage.setItem(key, value);
  }, [TEST_PACE_KEY, String(paceMs)] as const);
}

export async function chooseFile(page: Page, section: string, text: string, name = 'export.json'): Promise<void> {
  await page.locator(`#hohImport ${section} input[type=file]`).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

export async function chooseListType(page: Page, section: string, type: 'anime' | 'manga'): Promise<void> {
  await page.locator(`#hohImport ${section} select`).first().selectOption(type);
}

/** An entry's fields that an import may set or must leave alone (updatedAt moves on any save). */
export type EntryState = Omit<MediaListEntry, 'updatedAt' | 'createdAt' | 'customLists' | 'advancedScores'> & {
  customLists: string;
  advancedScores: string;
};

export function entryState(entry: MediaListEntry): EntryState {
  const { updatedAt: _updated, createdAt: _created, customLists, advancedScores, ...rest } = entry;
  return structuredClone({ ...rest, customLists: JSON.stringify(customLists), advancedScores: JSON.stringify(advancedScores) });
}

/** A user's entries of one type by media id, as plain copies. */
export function listSnapshot(harness: Harness, userName: string, type: MediaType): Map<number, EntryState> {
  const world = harness.sim.world;
  const user = world.getUserByName(userName)!;
  return new Map(world.listEntries(user.id, type).map((entry) => [entry.mediaId, entryState(entry)]));
}

/** What changed from `before` to `after`: entries added, removed and changed (by media id). */
export function listDiff(before: Map<number, EntryState>, after: Map<number, EntryState>) {
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...before.keys()].filter((id) => after.has(id) && JSON.stringify(after.get(id)) !== JSON.stringify(before.get(id)));
  return { added, removed, changed };
}

/** SaveMediaListEntry requests that reached the API, by media id, with their answers' statuses. */
export function savesByMedia(harness: Harness): Map<number, number[]> {
  const saves = new Map<number, number[]>();
  for (const request of harness.requests()) {
    if (!request.operation.includes('SaveMediaListEntry(')) continue;
    const mediaId = Number(request.variables?.mediaId);
    if (!Number.isFinite(mediaId)) continue;
    saves.set(mediaId, [...(saves.get(mediaId) ?? []), request.status]);
  }
  return saves;
}

export function mediaIdByTitle(harness: Harness, type: MediaType, title: string): number {
  const lower = title.toLowerCase();
  const media = harness.sim.world.allMedia(type).find((m) =>
    [m.title.romaji, m.title.english, m.title.native, ...m.synonyms].some((t) => t?.toLowerCase() === lower));
  if (!media) throw new Error(`no media titled ${title}`);
  return media.id;
}
