import { describe, expect, it } from 'vitest';
import {
  migration1ColourSettingsArrayToMap,
  runSettingsMigrations,
  settingsMigrations,
} from '../../../../src/core/settings/migrations';

describe('settings migrations', () => {
  it('are numbered 1, 2, … in order', () => {
    expect(settingsMigrations.map((m) => m.number)).toEqual(settingsMigrations.map((_, i) => i + 1));
  });

  describe('1: colourSettings array → map', () => {
    it('turns keyed entries and pairs into a map, later entries winning', () => {
      const migrated = migration1ColourSettingsArrayToMap({
        notifications: false,
        colourSettings: [
          { key: '--color-blue', initial: '#111111', dark: '#222222', contrast: false },
          ['--color-red', { initial: '#aaaaaa', dark: false, contrast: '#bbbbbb' }],
          { key: '--color-blue', initial: '#333333', dark: false, contrast: false },
          'junk',
        ],
      });
      expect(migrated).toEqual({
        notifications: false,
        colourSettings: {
          '--color-blue': { initial: '#333333', dark: false, contrast: false },
          '--color-red': { initial: '#aaaaaa', dark: false, contrast: '#bbbbbb' },
        },
      });
    });

    it('turns the default empty array into an empty map', () => {
      expect(migration1ColourSettingsArrayToMap({ colourSettings: [] })).toEqual({ colourSettings: {} });
    });

    it('leaves a map and a missing key alone', () => {
      const map = { colourSettings: { '--color-blue': { initial: '#123456', dark: null, contrast: null } } };
      expect(migration1ColourSettingsArrayToMap(map)).toBe(map);
      const none = { hideLikes: true };
      expect(migration1ColourSettingsArrayToMap(none)).toBe(none);
    });
  });

  it('runs every migration', () => {
    expect(runSettingsMigrations({ colourSettings: [] })).toEqual({ colourSettings: {} });
  });
});
