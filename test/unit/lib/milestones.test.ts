import { describe, expect, it } from 'vitest';
import { statBoxTexts, statBoxType } from '../../../src/lib/milestones';

describe('milestones texts', () => {
  it('tells the box type from its first label', () => {
    expect(statBoxType('Total Anime')).toBe('anime');
    expect(statBoxType(' Total Manga ')).toBe('manga');
    expect(statBoxType('Days Watched')).toBeNull();
  });

  it('writes the total with separators, the mean to 1 decimal and moves the shown value', () => {
    expect(statBoxTexts('anime', { count: 10, meanScore: 72.46, total: 12345 }, ' 56.3 ')).toEqual({
      totalValue: '12,345',
      totalLabel: 'Episodes Watched',
      meanScore: '72.5',
      movedTotal: '56.3 Days Watched',
    });
    expect(statBoxTexts('manga', { count: 3, meanScore: 80, total: 7 }, '1,234')).toEqual({
      totalValue: '7',
      totalLabel: 'Volumes Read',
      meanScore: '80.0',
      movedTotal: '1,234 Chapters Read',
    });
  });

  it('shows no mean without ratings and no milestone without a shown value', () => {
    const texts = statBoxTexts('anime', { count: 0, meanScore: 0, total: 0 }, '');
    expect(texts.meanScore).toBeNull();
    expect(texts.movedTotal).toBeNull();
    expect(texts.totalValue).toBe('0');
  });
});
