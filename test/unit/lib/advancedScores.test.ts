import { describe, expect, it } from 'vitest';
import { breakdownText, scoreBreakdown } from '../../../src/lib/advancedScores';

describe('advanced score breakdown', () => {
  const categories = ['Story', 'Characters', 'Visuals'];

  it('lists the categories in the member\'s order with the entry\'s scores', () => {
    const parts = scoreBreakdown({ Visuals: 7, Story: 8.5 }, categories);
    expect(parts).toEqual([{ category: 'Story', score: 8.5 }, { category: 'Characters', score: 0 }, { category: 'Visuals', score: 7 }]);
    expect(breakdownText(parts!)).toBe('Story: 8.5\nCharacters: 0\nVisuals: 7');
  });

  it('has none when nothing is above 0, or the answer is not an object', () => {
    expect(scoreBreakdown({ Story: 0, Visuals: 0 }, categories)).toBeNull();
    expect(scoreBreakdown(null, categories)).toBeNull();
    expect(scoreBreakdown([1, 2], categories)).toBeNull();
    expect(scoreBreakdown({ Story: '9' }, categories)).toBeNull();
  });
});
