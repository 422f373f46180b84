/**
 * Compare table downloads (spec doc 2 §3/§7, algorithms.md §1b "Exports"): a CSV of the
 * filtered rows and a JSON (version 1.00) of all rows.
 */

import Papa from 'papaparse';
import { digestLabel, type Demand, type StatusFilter } from '../../lib/compareOptions';
import type { CompareModel, CompareRowRecord } from './model';

export interface ExportFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

/** "<Anime|Manga> table", then " for A", " for A and B" or " for A, B and others". */
export function compareFileBaseName(type: 'ANIME' | 'MANGA', users: readonly string[]): string {
  const base = `${type === 'ANIME' ? 'Anime' : 'Manga'} table`;
  if (users.length === 0) return base;
  if (users.length === 1) return `${base} for ${users[0]}`;
  if (users.length === 2) return `${base} for ${users[0]} and ${users[1]}`;
  return `${base} for ${users[0]}, ${users[1]} and others`;
}

/**
 * Header `Title,<digest label>,<user names…>`, then one line per visible row: the title in
 * double quotes (inner quotes doubled), the unrounded digest (blank for none), the normalised
 * scores, blank where the user has no rating: a spreadsheet would average a 0 in.
 */
export function compareCsv(model: CompareModel): ExportFile {
  const users = model.userNames;
  const header = Papa.unparse([['Title', digestLabel(model.options.digest), ...users]], { newline: '\n' });
  const rows = model.visibleRows().map((row) => [model.titleOf(row), model.digestOf(row), ...model.scoresOf(row).map((score) => score || '')]);
  const body = rows.length ? Papa.unparse(rows, { newline: '\n', quotes: (_value: unknown, column: number) => column === 0 }) : '';
  return {
    fileName: `${compareFileBaseName(model.type, users)}.csv`,
    mimeType: 'text/csv',
    content: body ? `${header}\n${body}` : header,
  };
}

export interface CompareJsonContext {
  /** Script name, version and the like, written as given. */
  readonly scriptInfo: unknown;
  readonly url: string;
  /** Milliseconds since the epoch. */
  readonly timeStamp: number;
}

export interface CompareJson {
  users: { name: string; demand: Demand; system: string; status: StatusFilter }[];
  formatFilter: string | false;
  digestValue: string;
  type: 'Anime' | 'Manga';
  version: '1.00';
  scriptInfo: unknown;
  url: string;
  timeStamp: number;
  media: CompareRowRecord[];
}

export function compareJsonData(model: CompareModel, context: CompareJsonContext): CompareJson {
  const summary = model.summary();
  return {
    users: summary.users.map((user) => ({ name: user.name, demand: user.demand, system: user.scoreFormat, status: user.statusFilter })),
    formatFilter: summary.options.formatFilter,
    digestValue: summary.options.digest,
    type: model.type === 'ANIME' ? 'Anime' : 'Manga',
    version: '1.00',
    scriptInfo: context.scriptInfo,
    url: context.url,
    timeStamp: context.timeStamp,
    media: model.orderedRows().map((row) => model.record(row)),
  };
}

export function compareJson(model: CompareModel, context: CompareJsonContext): ExportFile {
  return {
    fileName: `${compareFileBaseName(model.type, model.userNames)}.json`,
    mimeType: 'application/json',
    content: JSON.stringify(compareJsonData(model, context)),
  };
}
