// The tag blacklist's stored value through the settings' own validation (core/settings/validate.ts).
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../src/core/featureTable';
import { mergeOverDefaults, sanitizeSetting } from '../../../../src/core/settings/validate';

describe("the 'tagBlacklist' setting tagBlacklistValue", () => {
  it('defaults to an empty list with the switch off', () => {
    expect(defaultSettings().tagBlacklist).toBe(false);
    expect(defaultSettings().tagBlacklistValue.entries).toEqual([]);
  });

  it('is validated as a structured value, not as text', () => {
    expect(sanitizeSetting('tagBlacklistValue', 'Gore')).toBeUndefined();
    expect(sanitizeSetting('tagBlacklistValue', { entries: [{ kind: 'tag', name: 'Gore', minRank: 70 }, { kind: 'x' }] })?.entries).toEqual([
      { kind: 'tag', name: 'Gore', minRank: 70 },
    ]);
  });

  it('a stored value with bad parts loads with those parts dropped', () => {
    const settings = mergeOverDefaults({ tagBlacklistValue: { entries: [{ kind: 'genre', name: 'Horror' }], modes: { browse: 'grey', home: 7 } } });
    expect(settings.tagBlacklistValue.entries).toEqual([{ kind: 'genre', name: 'Horror', minRank: 0 }]);
    expect(settings.tagBlacklistValue.modes.browse).toBe('grey');
    expect(settings.tagBlacklistValue.modes.home).toBe('grey');
  });
});
