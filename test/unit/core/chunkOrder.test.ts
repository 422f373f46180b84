import { describe, expect, it } from 'vitest';
import { evaluationOrder } from '../../../src/core/chunkOrder';

describe('evaluationOrder', () => {
  it('puts every chunk after the chunks it imports, the entry last, each once', () => {
    const imports = { 'entry.js': ['b.js', 'a.js'], 'a.js': ['b.js', 'react.js'], 'b.js': ['react.js'], 'react.js': [] };
    const order = evaluationOrder('entry.js', imports);
    expect(order).toEqual(['react.js', 'b.js', 'a.js', 'entry.js']);
    for (const [chunk, deps] of Object.entries(imports)) {
      for (const dep of deps) expect(order.indexOf(dep)).toBeLessThan(order.indexOf(chunk));
    }
  });

  it('terminates on a cycle and on a chunk with no import list', () => {
    expect(evaluationOrder('x.js', { 'x.js': ['y.js'], 'y.js': ['x.js'] })).toEqual(['y.js', 'x.js']);
    expect(evaluationOrder('lone.js', {})).toEqual(['lone.js']);
  });
});
