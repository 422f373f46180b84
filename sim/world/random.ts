// A small seeded PRNG (mulberry32) so that one seed always yields the same world.

export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] inclusive */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items (k clamped to the array length) */
  sample<T>(items: readonly T[], k: number): T[];
  /** picks by weight; weights need not sum to 1 */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample<T>(items: readonly T[], k: number): T[] {
      const n = Math.min(k, items.length);
      // Partial Fisher–Yates over index positions: O(k) extra work for small k.
      const chosen = new Map<number, number>();
      const out: T[] = [];
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (items.length - i));
        const atJ = chosen.get(j) ?? j;
        chosen.set(j, chosen.get(i) ?? i);
        out.push(items[atJ]);
      }
      return out;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}
