/**
 * A compare session for component tests: the real CompareSession (so sorting, filtering and
 * exports behave as in the worker) behind the page's async interface, every call a spy, and a
 * loader whose answers the test controls (immediately, or held until released).
 */
import { vi } from 'vitest';
import type { CompareListType } from '../../../../src/lib/compareOptions';
import type { CompareEntry, CompareUserList } from '../../../../src/workers/compare';
import type { CompareListResult } from '../../../../src/workers/session/compareLoad';
import { CompareSession } from '../../../../src/workers/session/compare';
import type { CompareCompatibility, ComparePageSession } from '../../../../src/modules/comparissionPage/session';

export type Answer = CompareListResult;

export function entry(mediaId: number, title: string, score: number, extra: Partial<CompareEntry> = {}, format = 'TV'): CompareEntry {
  return {
    mediaId,
    status: 'COMPLETED',
    progress: 12,
    score,
    media: { title: { romaji: title }, format, episodes: 12, averageScore: 70, popularity: 1000 },
    ...extra,
  };
}

export function list(name: string, entries: CompareEntry[], extra: Partial<CompareUserList> = {}): CompareUserList {
  return { name, scoreFormat: 'POINT_100', favourites: [], entries, ...extra };
}

interface Held {
  name: string;
  release(answer?: Answer): void;
}

export interface FakeSessionOptions {
  type?: CompareListType;
  /** Answers by lower-cased name; a missing name answers notFound. */
  lists: Record<string, Answer | CompareUserList>;
  /** Names whose answer waits for release(). */
  hold?: string[];
  /** Fixed figures instead of the worker session's own. */
  compatibility?: CompareCompatibility | null;
}

export function createFakeSession(options: FakeSessionOptions) {
  const held: Held[] = [];
  const loads: string[] = [];
  const answerFor = (name: string): Answer => {
    const stored = options.lists[name.toLowerCase()];
    if (!stored) return { kind: 'notFound', message: 'Not Found.' };
    return 'kind' in stored ? stored : { kind: 'ok', data: stored };
  };
  const real = new CompareSession({ type: options.type ?? 'ANIME' }, (name) => {
    loads.push(name);
    if (options.hold?.includes(name.toLowerCase())) {
      return new Promise<Answer>((resolve) => {
        held.push({ name, release: (answer) => resolve(answer ?? answerFor(name)) });
      });
    }
    return Promise.resolve(answerFor(name));
  });
  const session = {
    addUser: vi.fn((name: string, onProgress?: (stage: 'loading' | 'processing') => void) => real.addUser(name, onProgress)),
    removeUser: vi.fn(async (name: string) => real.removeUser(name)),
    setOptions: vi.fn(async (changes: Parameters<CompareSession['setOptions']>[0]) => real.setOptions(changes)),
    setUserFilter: vi.fn(async (name: string, filter: Parameters<CompareSession['setUserFilter']>[1]) => real.setUserFilter(name, filter)),
    rowWindow: vi.fn(async (start: number, count: number) => real.rowWindow(start, count)),
    summary: vi.fn(async () => real.summary()),
    exportCsv: vi.fn(async () => real.exportCsv()),
    exportJson: vi.fn(async (context: Parameters<CompareSession['exportJson']>[0]) => real.exportJson(context)),
    close: vi.fn(() => real.close()),
    // The worker session's own figures unless a test fixes them.
    compatibility: vi.fn(async () => (options.compatibility !== undefined ? options.compatibility : real.compatibility())),
  } satisfies ComparePageSession;
  return { session, held, loads, real };
}
