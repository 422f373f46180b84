import { describe, expect, it } from 'vitest';
import { guarded } from '../../../src/core/guard';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guarded', () => {
  it('passes arguments through and reports nothing when the callback works', () => {
    const errors: unknown[] = [];
    const seen: number[] = [];
    guarded((a: number, b: number) => seen.push(a + b), (error) => errors.push(error), new AbortController().signal)(2, 3);
    expect(seen).toEqual([5]);
    expect(errors).toEqual([]);
  });

  it('sends a throw to the sink instead of the caller', () => {
    const errors: unknown[] = [];
    const boom = new Error('boom');
    const wrapped = guarded(() => {
      throw boom;
    }, (error) => errors.push(error), new AbortController().signal);
    expect(() => wrapped()).not.toThrow();
    expect(errors).toEqual([boom]);
  });

  it('sends the rejection of a returned promise to the sink', async () => {
    const errors: unknown[] = [];
    guarded(async () => {
      throw new Error('later');
    }, (error) => errors.push(error), new AbortController().signal)();
    await flush();
    expect((errors[0] as Error).message).toBe('later');
  });

  it('does not call the callback once the visit is over', () => {
    const controller = new AbortController();
    const calls: string[] = [];
    const wrapped = guarded(() => calls.push('called'), () => calls.push('error'), controller.signal);
    controller.abort();
    wrapped();
    expect(calls).toEqual([]);
  });
});
