import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../src/core/featureTable';
import {
  isHexColour,
  mergeOverDefaults,
  sanitizeColourSettings,
  sanitizeNotificationColours,
  sanitizeSetting,
} from '../../../../src/core/settings/validate';

describe('setting validation', () => {
  it('keeps values of the right type within bounds', () => {
    expect(sanitizeSetting('hideLikes', true)).toBe(true);
    expect(sanitizeSetting('hideLikes', 'true')).toBeUndefined();
    expect(sanitizeSetting('forumPreviewNumber', 0)).toBe(0);
    expect(sanitizeSetting('forumPreviewNumber', 50)).toBe(50);
    expect(sanitizeSetting('forumPreviewNumber', 51)).toBeUndefined();
    expect(sanitizeSetting('forumPreviewNumber', -1)).toBeUndefined();
    expect(sanitizeSetting('forumPreviewNumber', 2.5)).toBeUndefined();
    expect(sanitizeSetting('forumPreviewNumber', '3')).toBeUndefined();
    expect(sanitizeSetting('feedCommentLikes', -1)).toBeUndefined();
    expect(sanitizeSetting('feedCommentLikes', 12)).toBe(12);
    expect(sanitizeSetting('dubMarkerLanguage', 'Hungarian')).toBe('Hungarian');
    expect(sanitizeSetting('dubMarkerLanguage', 'Klingon')).toBeUndefined();
    expect(sanitizeSetting('titleLanguage', 'NATIVE')).toBe('NATIVE');
    expect(sanitizeSetting('titleLanguage', 'native')).toBeUndefined();
    expect(sanitizeSetting('blockWordValue', 'spoiler')).toBe('spoiler');
    expect(sanitizeSetting('accessToken', 42)).toBeUndefined();
  });

  it('requires 6-digit hex theme colours', () => {
    expect(isHexColour('#a1B2c3')).toBe(true);
    expect(isHexColour('#abc')).toBe(false);
    expect(isHexColour('a1b2c3')).toBe(false);
    expect(sanitizeColourSettings({
      '--color-blue': { initial: '#112233', dark: '#abc', contrast: 5 },
      '--color-red': { initial: 'red', dark: false, contrast: null },
      'not-a-variable': { initial: '#112233', dark: null, contrast: null },
    })).toEqual({ '--color-blue': { initial: '#112233', dark: null, contrast: null } });
    expect(sanitizeColourSettings([])).toBeUndefined();
  });

  it('merges notification colours per type over the defaults', () => {
    const merged = sanitizeNotificationColours({
      AIRING: { colour: 'rgb(0,0,0)', supress: true },
      FOLLOWING: { colour: 'not a colour', supress: 'yes' },
      UNKNOWN_TYPE: { colour: 'rgb(1,1,1)', supress: true },
    });
    expect(merged?.AIRING).toEqual({ colour: 'rgb(0,0,0)', supress: true });
    expect(merged?.FOLLOWING).toEqual(defaultSettings().notificationColours.FOLLOWING);
    expect(merged?.THREAD_LIKE).toEqual(defaultSettings().notificationColours.THREAD_LIKE);
    expect(Object.keys(merged ?? {})).toHaveLength(17);
  });

  it('merges stored keys over the defaults, dropping unknown and invalid ones', () => {
    const merged = mergeOverDefaults({ hideLikes: true, forumPreviewNumber: 99, oldSetting: 1, titleLanguage: 'ENGLISH' });
    expect(merged.hideLikes).toBe(true);
    expect(merged.forumPreviewNumber).toBe(3);
    expect(merged.titleLanguage).toBe('ENGLISH');
    expect(merged.socialTab).toBe(true);
    expect('oldSetting' in merged).toBe(false);
  });

  it('never shares nested objects with the defaults', () => {
    const merged = mergeOverDefaults({});
    merged.notificationColours.AIRING.supress = true;
    expect(defaultSettings().notificationColours.AIRING.supress).toBe(false);
  });
});
