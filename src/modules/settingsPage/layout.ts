/**
 * What the settings panel shows for a category choice and a filter: groups of rows and editors,
 * in settings order. Pure, so the rules are tested without rendering.
 */
import { categoryLabel } from '../../core/settings/categoryLabel';
import { isOffered, switchHasConsumer, type SettingConsumers } from '../../core/settings/offered';
import { categories, type Category, type ModuleSwitchId, type SettingDefinition } from '../../core/settings/types';

export const ALL = 'all';
export type Selected = Category | typeof ALL;

/** The part of an editor section the layout needs. */
export interface PlacedEditor {
  readonly title: string;
  readonly categories: readonly Category[];
  readonly owner?: ModuleSwitchId;
}

export interface SettingsGroup<E extends PlacedEditor> {
  /** The category the group stands for (its heading in the All view). */
  readonly category: Category;
  /** Settings rows, each sub-heading just before the first row it introduces. */
  readonly rows: readonly SettingDefinition[];
  readonly editors: readonly E[];
}

export interface LayoutInput<E extends PlacedEditor> {
  readonly definitions: readonly SettingDefinition[];
  readonly editors: readonly E[];
  readonly consumers: SettingConsumers;
  readonly selected: Selected;
  /** What the user typed (any case, surrounding spaces ignored). */
  readonly filter: string;
}

export function isEditorOffered(editor: PlacedEditor, consumers: SettingConsumers): boolean {
  return editor.owner === undefined || switchHasConsumer(editor.owner, consumers);
}

/**
 * Words members type for what the settings call otherwise: the original's users know the
 * "compare" page and say MAL for MyAnimeList. Each typed word also finds the words it stands for.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  compare: ['comparison', 'compatibility'],
  comparison: ['compare'],
  mal: ['myanimelist'],
  myanimelist: ['mal'],
  notification: ['notif'],
  notifications: ['notif'],
  stylesheet: ['css'],
};

/**
 * The words of a text: split at anything that is no letter or digit and at a lower-to-upper
 * case change, so a settings id (betterListPreview, customCSS) yields its parts as well as itself.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/[^\p{L}\p{N}]+/u)) {
    if (token === '') continue;
    words.push(token.toLowerCase());
    const parts = token.split(/(?<=\p{Ll})(?=\p{Lu})/u);
    if (parts.length > 1) words.push(...parts.map((part) => part.toLowerCase()));
  }
  return words;
}

/**
 * Whether an entry matches what the user typed: every typed word starts one of the entry's words
 * (its text, sub-heading, categories and settings id), or one of the words it stands for. Words,
 * not letters anywhere: "MAL" finds the MyAnimeList switches, not "small" or "decimal".
 */
export function matchesFilter(filter: string, entryTexts: readonly string[]): boolean {
  const typed = searchWords(filter);
  if (typed.length === 0) return true;
  const words = entryTexts.flatMap(searchWords);
  const starts = (prefix: string) => words.some((word) => word.startsWith(prefix));
  return typed.every((word) => starts(word) || (SYNONYMS[word] ?? []).some(starts));
}

function matches(filter: string, own: readonly Category[], ...texts: string[]): boolean {
  return matchesFilter(filter, [...texts, ...own.map(categoryLabel)]);
}

/**
 * The groups to show. Under All, every entry stands once, under its first category, and the
 * groups follow the category order; under one category, one group holds every entry listed
 * there. A sub-heading is shown only with a row under it; empty groups are left out.
 */
export function layoutSettings<E extends PlacedEditor>(input: LayoutInput<E>): SettingsGroup<E>[] {
  const filter = input.filter;
  const placedIn = (own: readonly Category[], category: Category): boolean =>
    input.selected === ALL ? own[0] === category : own.includes(category);
  const shownCategories = input.selected === ALL ? categories : [input.selected];

  const groups: SettingsGroup<E>[] = [];
  for (const category of shownCategories) {
    const rows: SettingDefinition[] = [];
    let heading: SettingDefinition | null = null;
    for (const definition of input.definitions) {
      if (!placedIn(definition.categories, category)) continue;
      if (definition.type === 'heading') {
        heading = definition;
        continue;
      }
      if (!isOffered(definition, input.consumers)) continue;
      if (!matches(filter, definition.categories, definition.description, heading?.description ?? '', definition.id, definition.owner ?? '')) continue;
      if (heading !== null && !rows.includes(heading)) rows.push(heading);
      rows.push(definition);
    }
    const editors = input.editors.filter(
      (editor) =>
        placedIn(editor.categories, category) && isEditorOffered(editor, input.consumers) && matches(filter, editor.categories, editor.title, editor.owner ?? ''),
    );
    if (rows.length > 0 || editors.length > 0) groups.push({ category, rows, editors });
  }
  return groups;
}

/** The categories with anything to offer, in order: the category bar lists only these. */
export function offeredCategories<E extends PlacedEditor>(input: Omit<LayoutInput<E>, 'selected' | 'filter'>): Category[] {
  return categories.filter((category) => layoutSettings({ ...input, selected: category, filter: '' }).length > 0);
}

/**
 * The first `count` entries of the groups, in the order they are shown (each group's rows, then
 * its editors); a group with none of them left out. The panel draws its entries over a few tasks
 * (about 150 rows in one commit were one task of 140-170 ms on a two-core machine).
 */
export function firstEntries<E extends PlacedEditor>(groups: readonly SettingsGroup<E>[], count: number): SettingsGroup<E>[] {
  const shown: SettingsGroup<E>[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    const rows = group.rows.slice(0, left);
    const editors = group.editors.slice(0, left - rows.length);
    left -= rows.length + editors.length;
    shown.push(rows.length === group.rows.length && editors.length === group.editors.length ? group : { ...group, rows, editors });
  }
  return shown;
}
