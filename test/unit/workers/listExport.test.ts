import { describe, expect, it } from 'vitest';
import { EXPORT_VERSION, buildListExport, exportFileName } from '../../../src/workers/session/listExport';
import type { ListExportEntry } from '../../../src/api/queries/importExport';

const entry: ListExportEntry = {
  mediaId: 7, status: 'CURRENT', progress: 3, progressVolumes: 1, repeat: 0, notes: null, priority: 0,
  hiddenFromStatusLists: false, customLists: null, advancedScores: null, startedAt: null, completedAt: null,
  updatedAt: 1, createdAt: 1, media: { idMal: 9, title: { romaji: 'R', native: null, english: null } }, score: 8,
};
const collection = {
  lists: [{ name: 'Watching', isCustomList: false, isSplitCompletedList: false, entries: [entry, null] }, null],
  user: { id: 1, name: 'Demo', mediaListOptions: { scoreFormat: 'POINT_10' as const } },
};
const context = { scriptInfo: { name: 'Automail', version: '8.80' }, url: 'https://anilist.co/settings/import', timeStamp: 5 };

describe('list JSON export', () => {
  it("writes version '1.01' with the user, type, url and time, and volumes only for manga", () => {
    expect(EXPORT_VERSION).toBe('1.01');
    const anime = buildListExport(collection, 'anime', context) as { lists: { entries: object[] }[] };
    expect(anime).toMatchObject({ version: '1.01', type: 'ANIME', User: { name: 'Demo', id: 1, mediaListOptions: { scoreFormat: 'POINT_10' } }, url: context.url, timeStamp: 5, scriptInfo: context.scriptInfo });
    expect(anime.lists).toHaveLength(1);
    expect(anime.lists[0].entries).toHaveLength(1);
    expect(anime.lists[0].entries[0]).not.toHaveProperty('progressVolumes');
    const manga = buildListExport(collection, 'manga', context) as { type: string; lists: { entries: object[] }[] };
    expect(manga.type).toBe('MANGA');
    expect(manga.lists[0].entries[0]).toHaveProperty('progressVolumes', 1);
  });

  it('names the file for the list', () => {
    expect(exportFileName('Demo', 'anime')).toBe('animelist_Demo.json');
    expect(exportFileName('a b/c', 'manga')).toBe('mangalist_a_b_c.json');
  });
});
