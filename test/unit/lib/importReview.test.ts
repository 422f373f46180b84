import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS, matchColour } from '../../../src/lib/importReview';

describe('what the import shows', () => {
  it('has the read-error and progress texts verbatim', () => {
    expect(IMPORT_TEXTS.readError).toBe('error reading file');
    expect(IMPORT_TEXTS.findingMatches).toBe('Trying to find matching media...');
    expect(IMPORT_TEXTS.review).toBe('Please review the media matches. The worst matches are on top.');
  });

  it('colours a match by distance, capped at 12', () => {
    expect(matchColour(0)).toBe('hsl(120, 30%, 50%)');
    expect(matchColour(12)).toBe('hsl(0, 30%, 50%)');
    expect(matchColour(40)).toBe('hsl(0, 30%, 50%)');
  });
});
