import { describe, expect, it } from 'vitest';
import {
  ageInSeconds,
  relativeTimeSince,
  relativeTimeText,
} from '../../../src/lib/relativeTime';

const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('relativeTimeText', () => {
  it('reads "Just now" at 0 s (and for future times)', () => {
    expect(relativeTimeText(0)).toBe('Just now');
    expect(relativeTimeText(-5)).toBe('Just now');
  });

  it('counts seconds under 60, singular at 1', () => {
    expect(relativeTimeText(1)).toBe('1 second ago');
    expect(relativeTimeText(2)).toBe('2 seconds ago');
    expect(relativeTimeText(59)).toBe('59 seconds ago');
  });

  it('counts minutes under 60', () => {
    expect(relativeTimeText(60)).toBe('1 minute ago');
    expect(relativeTimeText(119)).toBe('1 minute ago');
    expect(relativeTimeText(120)).toBe('2 minutes ago');
    expect(relativeTimeText(HOUR - 1)).toBe('59 minutes ago');
  });

  it('counts hours under 24', () => {
    expect(relativeTimeText(HOUR)).toBe('1 hour ago');
    expect(relativeTimeText(2 * HOUR)).toBe('2 hours ago');
    expect(relativeTimeText(DAY - 1)).toBe('23 hours ago');
  });

  it('counts days under 7', () => {
    expect(relativeTimeText(DAY)).toBe('1 day ago');
    expect(relativeTimeText(2 * DAY)).toBe('2 days ago');
    expect(relativeTimeText(7 * DAY - 1)).toBe('6 days ago');
  });

  it('reads "1 week ago" (singular) from 7 to 13 days', () => {
    expect(relativeTimeText(7 * DAY)).toBe('1 week ago');
    expect(relativeTimeText(8 * DAY)).toBe('1 week ago');
    expect(relativeTimeText(14 * DAY - 1)).toBe('1 week ago');
  });

  it('counts weeks of 7 days under 30 days', () => {
    expect(relativeTimeText(14 * DAY)).toBe('2 weeks ago');
    expect(relativeTimeText(28 * DAY)).toBe('4 weeks ago');
    expect(relativeTimeText(30 * DAY - 1)).toBe('4 weeks ago');
  });

  it('counts months of 30 days under 365 days', () => {
    expect(relativeTimeText(30 * DAY)).toBe('1 month ago');
    expect(relativeTimeText(59 * DAY)).toBe('1 month ago');
    expect(relativeTimeText(60 * DAY)).toBe('2 months ago');
    expect(relativeTimeText(364 * DAY)).toBe('12 months ago');
  });

  it('counts years of 365 days from then on', () => {
    expect(relativeTimeText(365 * DAY)).toBe('1 year ago');
    expect(relativeTimeText(2 * 365 * DAY - 1)).toBe('1 year ago');
    expect(relativeTimeText(2 * 365 * DAY)).toBe('2 years ago');
  });
});

describe('ageInSeconds and relativeTimeSince', () => {
  it('rounds both instants to whole seconds before subtracting', () => {
    expect(ageInSeconds(1000.4, 1999.6)).toBe(2 - 1);
    expect(ageInSeconds(10_000, 10_000)).toBe(0);
    expect(relativeTimeSince(0, 0)).toBe('Just now');
    expect(relativeTimeSince(1_000_000, 1_000_000 + 90 * 60 * 1000)).toBe('1 hour ago');
  });
});
