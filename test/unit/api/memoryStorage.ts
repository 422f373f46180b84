/** A Storage in memory with an optional size limit (characters of keys plus values), like a browser's quota. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** Every setItem that succeeded, in order (for checking what was written). */
  readonly writes: string[] = [];

  constructor(private readonly capacity = Number.POSITIVE_INFINITY) {}

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const others = [...this.items].filter(([k]) => k !== key).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    if (others + key.length + value.length > this.capacity) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, String(value));
    this.writes.push(key);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  keys(): string[] {
    return [...this.items.keys()];
  }
}
