import { describe, expect, it } from 'vitest';
import { carriesDescription } from '../../../src/lib/nativeTagDescription';

describe('carriesDescription (tagDescriptions: does AniList already show it?)', () => {
  const description = 'Centers around the sport of volleyball.';

  it('finds the description in the option text, its title or its tooltip, loosely spaced and cased', () => {
    expect(carriesDescription(['Volleyball  centers around\n the sport of volleyball.'], description)).toBe(true);
    expect(carriesDescription(['Volleyball', null, description], description)).toBe(true);
  });

  it('is false when only the name is there, or for another tag\'s description', () => {
    expect(carriesDescription(['Volleyball', '', undefined], description)).toBe(false);
    expect(carriesDescription(['Tennis Centers around the sport of tennis.'], description)).toBe(false);
  });

  it('a tag without a description is never "already shown"', () => {
    expect(carriesDescription(['Volleyball'], null)).toBe(false);
    expect(carriesDescription(['Volleyball'], '   ')).toBe(false);
  });
});
