/**
 * What the settings panel shows for a category choice and a filter: groups of rows and editors,
 * in settings order. Pure, so the rules are tested without rendering.
 */
import { categoryLabel } from '../../core/settings/definitions';
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

/** The filter looks at what the user reads: labels, sub-headings and category names. */
function matches(filter: string, own: readonly Category[], ...texts: string[]): boolean {
  if (filter === '') return true;
  return [...texts, ...own.map(categoryLabel)].some((text) => text.toLowerCase().includes(filter));
}

/**
 * The groups to show. Under All, every entry stands once, under its first category, and the
 * groups follow the category order; under one category, one group holds every entry listed
 * there. A sub-heading is shown only with a row under it; empty groups are left out.
 */
export function layoutSettings<E extends PlacedEditor>(input: LayoutInput<E>): SettingsGroup<E>[] {
  const filter = input.filter.trim().toLowerCase();
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
      if (!matches(filter, definition.categories, definition.description, heading?.description ?? '')) continue;
      if (heading !== null && !rows.includes(heading)) rows.push(heading);
      rows.push(definition);
    }
    const editors = input.editors.filter(
      (editor) =>
        placedIn(editor.categories, category) && isEditorOffered(editor, input.consumers) && matches(filter, editor.categories, editor.title),
    );
    if (rows.length > 0 || editors.length > 0) groups.push({ category, rows, editors });
  }
  return groups;
}

/** The categories with anything to offer, in order: the category bar lists only these. */
export function offeredCategories<E extends PlacedEditor>(input: Omit<LayoutInput<E>, 'selected' | 'filter'>): Category[] {
  return categories.filter((category) => layoutSettings({ ...input, selected: category, filter: '' }).length > 0);
}
