import { isRecord } from '../../lib/isRecord';

/**
 * Numbered migrations of the stored settings object, oldest first. Saves carry no version
 * number (the original never wrote one), so each migration recognises the old shape itself
 * and leaves anything else untouched; running them all on every load is therefore safe.
 */
export interface SettingsMigration {
  readonly number: number;
  readonly description: string;
  migrate(stored: Record<string, unknown>): Record<string, unknown>;
}

/**
 * 1: colourSettings was once an array of entries naming their CSS variable
 * ({key: '--color-x', initial, dark, contrast}, or the pair ['--color-x', {initial, dark, contrast}]).
 * It becomes the map {'--color-x': {initial, dark, contrast}}; a later entry for the same
 * variable wins, as it did when the array was applied in order.
 */
export function migration1ColourSettingsArrayToMap(stored: Record<string, unknown>): Record<string, unknown> {
  const legacy = stored.colourSettings;
  if (!Array.isArray(legacy)) return stored;
  const map: Record<string, unknown> = {};
  for (const item of legacy) {
    if (Array.isArray(item) && typeof item[0] === 'string' && isRecord(item[1])) {
      map[item[0]] = { initial: item[1].initial, dark: item[1].dark, contrast: item[1].contrast };
    } else if (isRecord(item) && typeof item.key === 'string') {
      map[item.key] = { initial: item.initial, dark: item.dark, contrast: item.contrast };
    }
  }
  return { ...stored, colourSettings: map };
}

export const settingsMigrations: readonly SettingsMigration[] = [
  {
    number: 1,
    description: 'colourSettings: legacy array to a map keyed by CSS variable',
    migrate: migration1ColourSettingsArrayToMap,
  },
];

export function runSettingsMigrations(stored: Record<string, unknown>): Record<string, unknown> {
  return settingsMigrations.reduce((current, migration) => migration.migrate(current), stored);
}
