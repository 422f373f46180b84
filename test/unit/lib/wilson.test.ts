import { describe, expect, it } from 'vitest';
import {
  REVIEW_FADE_BELOW,
  WILSON_Z,
  reviewConfidence,
  reviewConfidenceLabel,
  wilsonInterval,
  wilsonLowerBound,
} from '../../../src/lib/wilson';

describe('wilsonInterval', () => {
  it('uses z = 1.96 (95 %)', () => {
    expect(WILSON_Z).toBe(1.96);
  });

  it('matches independently computed bounds', () => {
    const eightOfTen = wilsonInterval(8, 10);
    expect(eightOfTen.lower).toBeCloseTo(0.490157, 6);
    expect(eightOfTen.upper).toBeCloseTo(0.943319, 6);
    expect(wilsonLowerBound(50, 100)).toBeCloseTo(0.40383, 5);
    expect(wilsonLowerBound(1, 1)).toBeCloseTo(0.206543, 6);
    expect(wilsonLowerBound(0, 5)).toBeCloseTo(0, 12);
  });

  it('a different z changes the bound', () => {
    expect(wilsonLowerBound(8, 10, 1)).toBeGreaterThan(wilsonLowerBound(8, 10));
  });

  it('caps the upper bound at 1', () => {
    expect(wilsonInterval(1, 1).upper).toBeLessThanOrEqual(1);
    expect(wilsonInterval(3, 3).upper).toBeLessThanOrEqual(1);
    expect(wilsonInterval(3, 3).upper).toBeCloseTo(1, 12);
  });

  it('gives (0, 0) with no votes', () => {
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 0 });
  });
});

describe('reviewConfidence', () => {
  it('shows the lower bound as a rounded percentage with a hue from red to green', () => {
    const confidence = reviewConfidence(8, 10);
    expect(confidence.percent).toBe(49);
    expect(reviewConfidenceLabel(confidence)).toBe('~49');
    expect(confidence.colour).toBe(`hsl(${confidence.lower * 120}, 100%, 50%)`);
    expect(confidence.faded).toBe(false);
  });

  it('fades reviews whose lower bound is under 0.05', () => {
    expect(REVIEW_FADE_BELOW).toBe(0.05);
    expect(reviewConfidence(1, 30).faded).toBe(true);
    expect(reviewConfidence(0, 0)).toEqual({ lower: 0, percent: 0, colour: 'hsl(0, 100%, 50%)', faded: true });
    // 2 of 10 has a lower bound of about 0.057: just above the line.
    expect(reviewConfidence(2, 10).lower).toBeGreaterThan(0.05);
    expect(reviewConfidence(2, 10).faded).toBe(false);
  });
});
