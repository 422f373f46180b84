import { describe, expect, it } from 'vitest';
import { SIZE_LIMIT, sizeLimitError } from '../../../build/sizeLimit';

describe('the size limit', () => {
  it('is 1.5 MiB in characters, a quarter under Greasy Fork’s 2,097,152', () => {
    expect(SIZE_LIMIT).toBe(1_572_864);
    expect(SIZE_LIMIT).toBe(2_097_152 * 0.75);
  });

  it('passes a file at the limit and fails one character over it, naming the limit', () => {
    expect(sizeLimitError('automail.user.js', 'x'.repeat(SIZE_LIMIT))).toBeNull();
    const error = sizeLimitError('automail.user.js', 'x'.repeat(SIZE_LIMIT + 1));
    expect(error).toContain('automail.user.js is 1,572,865 characters');
    expect(error).toContain('limit of 1,572,864 characters');
  });

  it('counts characters, not bytes', () => {
    expect(sizeLimitError('f', 'é'.repeat(10), 10)).toBeNull();
    expect(sizeLimitError('f', 'é'.repeat(11), 10)).toContain('11 characters');
  });
});
