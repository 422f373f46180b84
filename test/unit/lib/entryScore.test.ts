import { describe, expect, it } from 'vitest';
import { checkScore, checkTypedScore, entryScoreShown, roundToStep, scoreBounds, stepScore } from '../../../src/lib/entryScore';

describe('score editor rules (spec doc 2, "Score editor")', () => {
  it('edits only the 100 and 10 point formats, with their bounds and steps', () => {
    expect(scoreBounds('POINT_100')).toEqual({ min: 1, max: 100, step: 1 });
    expect(scoreBounds('POINT_10')).toEqual({ min: 1, max: 10, step: 1 });
    expect(scoreBounds('POINT_10_DECIMAL')).toEqual({ min: 1, max: 10, step: 0.1 });
    expect(scoreBounds('POINT_5')).toBeNull();
    expect(scoreBounds('POINT_3')).toBeNull();
    expect(scoreBounds('toString')).toBeNull();
    expect(scoreBounds(null)).toBeNull();
  });

  it('shows only for Reading/Watching, Completed, Paused, Repeating and Dropped', () => {
    for (const status of ['CURRENT', 'COMPLETED', 'PAUSED', 'REPEATING', 'DROPPED']) expect(entryScoreShown(status)).toBe(true);
    expect(entryScoreShown('PLANNING')).toBe(false);
    expect(entryScoreShown(null)).toBe(false);
  });

  it('clamps a value outside the bounds and marks it not to be saved', () => {
    const ten = scoreBounds('POINT_10')!;
    expect(checkScore(11, ten)).toEqual({ kind: 'clamped', value: 10 });
    expect(checkScore(0, ten)).toEqual({ kind: 'clamped', value: 1 });
    expect(checkScore(7, ten)).toEqual({ kind: 'save', value: 7 });
    expect(checkScore(7.4, ten)).toEqual({ kind: 'save', value: 7 });
    expect(checkScore(Number.NaN, ten)).toEqual({ kind: 'invalid' });
  });

  it('rounds decimal scores to 0.1 without binary noise', () => {
    expect(roundToStep(7.2 + 0.1, 0.1)).toBe(7.3);
    expect(roundToStep(0.1 * 3, 0.1)).toBe(0.3);
    expect(checkScore(9.96, scoreBounds('POINT_10_DECIMAL')!)).toEqual({ kind: 'save', value: 10 });
  });

  it('reads typed text, with a comma as the decimal mark', () => {
    const decimal = scoreBounds('POINT_10_DECIMAL')!;
    expect(checkTypedScore('7,5', decimal)).toEqual({ kind: 'save', value: 7.5 });
    expect(checkTypedScore(' 150 ', scoreBounds('POINT_100')!)).toEqual({ kind: 'clamped', value: 100 });
    expect(checkTypedScore('seven', decimal)).toEqual({ kind: 'invalid' });
    expect(checkTypedScore('', decimal)).toEqual({ kind: 'invalid' });
  });

  it('steps by the format step; an unscored entry starts at the minimum; past a bound is clamped', () => {
    const decimal = scoreBounds('POINT_10_DECIMAL')!;
    expect(stepScore(7.5, 1, decimal)).toEqual({ kind: 'save', value: 7.6 });
    expect(stepScore(0, 1, decimal)).toEqual({ kind: 'save', value: 1 });
    expect(stepScore(10, 1, decimal)).toEqual({ kind: 'clamped', value: 10 });
    expect(stepScore(1, -1, scoreBounds('POINT_100')!)).toEqual({ kind: 'clamped', value: 1 });
  });
});
