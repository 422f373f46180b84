import { describe, expect, it } from 'vitest';
import { isPointFormat, stepScore } from '../../../src/lib/scoreStep';

describe('score +/- steps (spec doc 3 §5)', () => {
  it('offers only the point formats', () => {
    expect(['POINT_100', 'POINT_10_DECIMAL', 'POINT_10'].every(isPointFormat)).toBe(true);
    expect(isPointFormat('POINT_5')).toBe(false);
    expect(isPointFormat('POINT_3')).toBe(false);
  });

  it('steps by 1, and by 0.1 in the decimal format, with exact tenths', () => {
    expect(stepScore(85, 'POINT_100', 1)).toBe(86);
    expect(stepScore(7, 'POINT_10', -1)).toBe(6);
    expect(stepScore(7.1, 'POINT_10_DECIMAL', 1)).toBe(7.2);
    expect(stepScore(7.3, 'POINT_10_DECIMAL', -1)).toBe(7.2);
  });

  it('keeps scores within 1 and the maximum', () => {
    expect(stepScore(100, 'POINT_100', 1)).toBeNull();
    expect(stepScore(10, 'POINT_10', 1)).toBeNull();
    expect(stepScore(10, 'POINT_10_DECIMAL', 1)).toBeNull();
    expect(stepScore(1, 'POINT_100', -1)).toBeNull();
    expect(stepScore(1, 'POINT_10_DECIMAL', -1)).toBeNull();
    expect(stepScore(9.95, 'POINT_10_DECIMAL', 1)).toBe(10);
  });

  it('starts an unscored entry at 1 with +, and leaves it with -', () => {
    expect(stepScore(0, 'POINT_100', 1)).toBe(1);
    expect(stepScore(0, 'POINT_10_DECIMAL', 1)).toBe(1);
    expect(stepScore(0, 'POINT_10', -1)).toBeNull();
    expect(stepScore(Number.NaN, 'POINT_10', 1)).toBe(1);
  });
});
