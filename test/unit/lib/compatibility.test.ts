import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_HINT, compatibilityTone } from '../../../src/lib/compatibility';

describe('compatibilityTone', () => {
  it('is green under 0.9', () => {
    expect(compatibilityTone(0)).toBe('green');
    expect(compatibilityTone(0.8999)).toBe('green');
  });

  it('is neutral from 0.9 to 1.1 inclusive', () => {
    expect(compatibilityTone(0.9)).toBe('neutral');
    expect(compatibilityTone(1)).toBe('neutral');
    expect(compatibilityTone(1.1)).toBe('neutral');
  });

  it('is red over 1.1', () => {
    expect(compatibilityTone(1.1001)).toBe('red');
    expect(compatibilityTone(2)).toBe('red');
  });

  it('gives NaN no colour', () => {
    expect(compatibilityTone(Number.NaN)).toBe('neutral');
  });

  it('has the hint text verbatim', () => {
    expect(COMPATIBILITY_HINT).toBe('Lower is better. 0.8 - 1.1 is common');
  });
});
