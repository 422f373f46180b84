import { describe, expect, it } from 'vitest';
import { capRawScore, formatScore, isScoreFormat, scoreDisplay, toHundredPoint } from '../../../src/lib/scores';

describe('toHundredPoint', () => {
  it('keeps POINT_100 as it is, without clamping', () => {
    expect(toHundredPoint(73, 'POINT_100')).toBe(73);
    expect(toHundredPoint(120, 'POINT_100')).toBe(120);
  });
  it('multiplies the 10-point formats by 10', () => {
    expect(toHundredPoint(7, 'POINT_10')).toBe(70);
    expect(toHundredPoint(7.5, 'POINT_10_DECIMAL')).toBe(75);
  });
  it('maps POINT_3 3→85, 2→60, 1→45, else 0', () => {
    expect(toHundredPoint(3, 'POINT_3')).toBe(85);
    expect(toHundredPoint(2, 'POINT_3')).toBe(60);
    expect(toHundredPoint(1, 'POINT_3')).toBe(45);
    expect(toHundredPoint(0, 'POINT_3')).toBe(0);
    expect(toHundredPoint(4, 'POINT_3')).toBe(0);
  });
  it('maps POINT_5 0→0, else 20·s − 10', () => {
    expect(toHundredPoint(0, 'POINT_5')).toBe(0);
    expect(toHundredPoint(1, 'POINT_5')).toBe(10);
    expect(toHundredPoint(5, 'POINT_5')).toBe(90);
  });
  it('gives undefined for an unknown format', () => {
    expect(toHundredPoint(5, 'POINT_7')).toBeUndefined();
    expect(toHundredPoint(5, '')).toBeUndefined();
  });
});

describe('capRawScore', () => {
  it('caps at 100 and leaves lower scores alone', () => {
    expect(capRawScore(150)).toBe(100);
    expect(capRawScore(100)).toBe(100);
    expect(capRawScore(42)).toBe(42);
  });
});

describe('score display', () => {
  it('writes /100 and /10 suffixes', () => {
    expect(formatScore(85, 'POINT_100')).toBe('85/100');
    expect(formatScore(8, 'POINT_10')).toBe('8/10');
    expect(formatScore(8.5, 'POINT_10_DECIMAL')).toBe('8.5/10');
  });
  it('shows POINT_3 as smiley faces', () => {
    expect(scoreDisplay(1, 'POINT_3')).toEqual({ kind: 'smiley', text: ':(', face: 1 });
    expect(scoreDisplay(2, 'POINT_3')).toEqual({ kind: 'smiley', text: ':|', face: 2 });
    expect(scoreDisplay(3, 'POINT_3')).toEqual({ kind: 'smiley', text: ':)', face: 3 });
  });
  it('shows POINT_5 as the number with a star', () => {
    expect(formatScore(4, 'POINT_5')).toBe('4★');
  });
  it('shows nothing for no score, and the bare number for an unknown format', () => {
    expect(formatScore(0, 'POINT_100')).toBe('');
    expect(formatScore(0, 'POINT_3')).toBe('');
    expect(formatScore(7, 'POINT_7')).toBe('7');
  });
  it('recognises the five formats', () => {
    expect(isScoreFormat('POINT_10_DECIMAL')).toBe(true);
    expect(isScoreFormat('POINT_7')).toBe(false);
    expect(isScoreFormat(undefined)).toBe(false);
  });
});
