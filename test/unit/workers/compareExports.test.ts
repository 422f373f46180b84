import { describe, expect, it } from 'vitest';
import {
  CompareModel,
  compareCsv,
  compareFileBaseName,
  compareJson,
  compareJsonData,
} from '../../../src/workers/compare';

describe('file names', () => {
  it('name up to two users, then "and others"', () => {
    expect(compareFileBaseName('ANIME', ['A'])).toBe('Anime table for A');
    expect(compareFileBaseName('MANGA', ['A', 'B'])).toBe('Manga table for A and B');
    expect(compareFileBaseName('ANIME', ['A', 'B', 'C'])).toBe('Anime table for A, B and others');
    expect(compareFileBaseName('ANIME', [])).toBe('Anime table');
  });
});

function exportModel(): CompareModel {
  const m = new CompareModel({ type: 'ANIME' });
  m.addUser({
    name: 'Alice',
    scoreFormat: 'POINT_100',
    favourites: [2],
    entries: [
      { mediaId: 1, status: 'COMPLETED', progress: 12, score: 85, media: { title: { romaji: 'Say "Hello", World' }, format: 'TV', averageScore: 80, popularity: 10 } },
      { mediaId: 2, status: 'CURRENT', progress: 3, score: 70, media: { title: { romaji: 'Plain' }, format: 'MOVIE', episodes: 10, averageScore: null, popularity: 5 } },
      { mediaId: 3, status: 'PLANNING', score: 0, media: { title: { romaji: 'Unrated' }, format: 'TV' } },
    ],
  });
  m.addUser({ name: 'Bob', scoreFormat: 'POINT_10_DECIMAL', entries: [{ mediaId: 1, status: 'COMPLETED', score: 8.6, media: { title: { romaji: 'Say "Hello", World' } } }] });
  return m;
}

describe('compareCsv', () => {
  it('writes the header, then the visible rows with quoted titles, raw digests and a blank cell for no rating', () => {
    const file = compareCsv(exportModel());
    expect(file.fileName).toBe('Anime table for Alice and Bob.csv');
    expect(file.content.split('\n')).toEqual(['Title,Average,Alice,Bob', '"Say ""Hello"", World",85.5,85,86', '"Plain",70,70,']);
  });
  it('writes the full float and only the header for an empty table', () => {
    const m = new CompareModel({ type: 'MANGA' });
    m.addUser({ name: 'A', scoreFormat: 'POINT_100', entries: [1, 2].map((id) => ({ mediaId: id, status: 'COMPLETED', score: 10, media: { title: { romaji: `t${id}` } } })) });
    m.addUser({ name: 'B', scoreFormat: 'POINT_100', entries: [{ mediaId: 1, status: 'COMPLETED', score: 20, media: { title: { romaji: 't1' } } }] });
    m.addUser({ name: 'C', scoreFormat: 'POINT_100', entries: [{ mediaId: 1, status: 'COMPLETED', score: 11, media: { title: { romaji: 't1' } } }] });
    expect(compareCsv(m).content.split('\n')[1]).toBe(`"t1",${41 / 3},10,20,11`);
    m.setOptions({ minRatings: 9 });
    expect(compareCsv(m).content).toBe('Title,Average,A,B,C');
  });
  it('writes a blank digest instead of NaN or null', () => {
    const m = exportModel();
    m.setOptions({ digest: 'score' });
    expect(compareCsv(m).content.split('\n')).toContain('"Plain",,70,');
  });
});

describe('compareJson', () => {
  it('writes version 1.00 with every row, filtered or not', () => {
    const m = exportModel();
    m.setUserFilter('Bob', { demand: 1 });
    const data = compareJsonData(m, { scriptInfo: { name: 'Automail', version: '8.80' }, url: 'https://anilist.co/x', timeStamp: 1234 });
    expect(data.version).toBe('1.00');
    expect(data.type).toBe('Anime');
    expect(data.digestValue).toBe('average');
    expect(data.formatFilter).toBe(false);
    expect(data.timeStamp).toBe(1234);
    expect(data.users).toEqual([
      { name: 'Alice', demand: 0, system: 'POINT_100', status: false },
      { name: 'Bob', demand: 1, system: 'POINT_10_DECIMAL', status: false },
    ]);
    expect(data.media).toHaveLength(3);
    const plain = data.media.find((row) => row.id === 2)!;
    expect(plain).toEqual({
      id: 2,
      average: 70,
      title: 'Plain',
      format: 'MOVIE',
      score: [70, 0],
      scorePersonal: [70, 0],
      status: ['CURRENT', 'NOT'],
      progress: ['3/10', false],
      numberWatched: 1,
      favourite: [true, false],
      averageScore: null,
      popularity: 5,
      digest: 70,
    });
    const file = compareJson(m, { scriptInfo: null, url: '', timeStamp: 0 });
    expect(file.fileName).toBe('Anime table for Alice and Bob.json');
    expect(JSON.parse(file.content).media).toHaveLength(3);
    expect(file.content).not.toContain('NaN');
  });
});
