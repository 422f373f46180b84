/**
 * Staff and studio table downloads (spec doc 2 §3 and §7, algorithms.md §1c "Exports"):
 * CSV, and JSON version 1.00 named "Anime staff stats for {name}" and so on.
 */

import Papa from 'papaparse';
import { roundPlaces } from '../../lib/statistics';
import type { StatsKind } from './items';
import type { StaffRow, StaffTable } from './staff';
import type { StudioRow } from './studios';

export interface StatsExportFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

export interface StatsExportContext {
  /** The profile's user name. */
  readonly user: string;
  readonly scriptInfo: unknown;
  readonly url: string;
  /** Milliseconds since the epoch. */
  readonly timeStamp: number;
}

export function staffExportName(kind: StatsKind, user: string): string {
  return `${kind === 'anime' ? 'Anime' : 'Manga'} staff stats for ${user}`;
}

export function studioExportName(user: string): string {
  return `Anime studio stats for ${user}`;
}

const hours = (minutes: number) => roundPlaces(minutes / 60, 1);
const score = (mean: number | null) => (mean === null ? null : roundPlaces(mean, 2));

export function staffCsv(table: StaffTable, user: string): StatsExportFile {
  const anime = table.kind === 'anime';
  const header = ['Staff', 'Count', 'Mean Score', ...(anime ? ['Time Watched'] : ['Chapters Read', 'Volumes Read'])];
  const rows = table.rows.map((row) => [row.name, row.count, score(row.mean), ...(anime ? [hours(row.minutes)] : [row.chapters, row.volumes])]);
  return { fileName: `${staffExportName(table.kind, user)}.csv`, mimeType: 'text/csv', content: Papa.unparse([header, ...rows], { newline: '\n' }) };
}

export function studioCsv(rows: readonly StudioRow[], user: string): StatsExportFile {
  const header = ['Studio', 'Count', 'Mean Score', 'Time Watched'];
  const data = rows.map((row) => [row.name, row.count, score(row.mean), hours(row.minutes)]);
  return { fileName: `${studioExportName(user)}.csv`, mimeType: 'text/csv', content: Papa.unparse([header, ...data], { newline: '\n' }) };
}

const SCORE_FIELD = { key: 'score', description: 'The mean score of those media, or null when none is scored' };
const MINUTES_FIELD = { key: 'minutesWatched', description: 'Minutes watched of those media' };

function staffFields(anime: boolean) {
  return [
    { key: 'name', description: 'The name of the staff member' },
    { key: 'staffID', description: 'The staff id on AniList' },
    { key: 'count', description: `How many media with this staff member were ${anime ? 'watched' : 'read'}` },
    SCORE_FIELD,
    ...(anime
      ? [MINUTES_FIELD]
      : [{ key: 'chaptersRead', description: 'Chapters read of those media' }, { key: 'volumesRead', description: 'Volumes read of those media' }]),
  ];
}

const STUDIO_FIELDS = [
  { key: 'studio', description: 'The name of the studio' },
  { key: 'studioID', description: 'The studio id on AniList' },
  { key: 'count', description: 'How many media by this studio were watched' },
  SCORE_FIELD,
  MINUTES_FIELD,
  { key: 'media', description: 'The media: title, ID, score, minutesWatched, status' },
];

/** The JSON export's envelope (version 1.00), the same for every stats table. */
export function jsonFile(type: string, name: string, context: StatsExportContext, fields: readonly { key: string; description: string }[], data: unknown[]): StatsExportFile {
  const content = {
    type,
    user: context.user,
    timeStamp: context.timeStamp,
    version: '1.00',
    scriptInfo: context.scriptInfo,
    url: context.url,
    description: name,
    fields,
    data,
  };
  return { fileName: `${name}.json`, mimeType: 'application/json', content: JSON.stringify(content) };
}

function staffData(row: StaffRow, anime: boolean) {
  return anime
    ? { name: row.name, staffID: row.id, count: row.count, score: score(row.mean), minutesWatched: row.minutes }
    : { name: row.name, staffID: row.id, count: row.count, score: score(row.mean), chaptersRead: row.chapters, volumesRead: row.volumes };
}

export function staffJson(table: StaffTable, context: StatsExportContext): StatsExportFile {
  const anime = table.kind === 'anime';
  const data = table.rows.map((row) => staffData(row, anime));
  return jsonFile(anime ? 'Anime staff' : 'Manga staff', staffExportName(table.kind, context.user), context, staffFields(anime), data);
}

export function studioJson(rows: readonly StudioRow[], context: StatsExportContext): StatsExportFile {
  const data = rows.map((row) => ({
    studio: row.name,
    studioID: row.id,
    count: row.count,
    score: score(row.mean),
    minutesWatched: row.minutes,
    media: row.media.map((item) => ({ title: item.title, ID: item.mediaId, score: item.score, minutesWatched: item.minutes, status: item.status })),
  }));
  return jsonFile('Anime studios', studioExportName(context.user), context, STUDIO_FIELDS, data);
}
