/**
 * The dating tool's run (spec doc 2 §3 "Dating-fix tool", "Dating tool"; §9 "1 s per entry"):
 * who may run it, the dry or real run, locked once started, Abort, and what each entry got.
 * Saves go through the API client (so through the rate budget), one entry at a time, paced.
 * A run that stops (Abort, an unreachable or overloaded API) keeps the list of what it changed.
 */
import { isApiError, mutate, query } from '../../../api/client';
import { SAVE_MEDIA_LIST_ENTRY, type SaveMediaListEntryResult } from '../../../api/queries/mutations';
import { VIEWER, type ViewerResult } from '../../../api/queries/viewer';
import type { DatingCandidate } from '../../../lib/datingFix';
import { datingStrings as strings } from './strings';

export type DatingAccess = { kind: 'checking' } | { kind: 'signedOut' } | { kind: 'notOwner'; viewer: string } | { kind: 'owner' };
export type DatingMode = '' | 'dry' | 'real';
export type DatingOutcome = 'wouldSet' | 'set' | 'flagged' | 'refused' | 'notReached';

export interface DatingResult {
  candidate: DatingCandidate;
  outcome: DatingOutcome;
  message?: string;
}

export interface DatingState {
  access: DatingAccess;
  mode: DatingMode;
  phase: 'idle' | 'running' | 'finished' | 'aborted' | 'stopped';
  /** A one-line message: 'Read the description first!', 'No such entries found', why it stopped. */
  message: string | null;
  results: readonly DatingResult[];
  done: number;
  total: number;
}

export interface DatingDeps {
  profile: string;
  signal: AbortSignal;
  getToken(): string;
  paceMs: number;
  /** The candidates of the owner's lists (loaded in the worker). */
  candidates(): Promise<DatingCandidate[] | null>;
  wait(ms: number, signal: AbortSignal): Promise<void>;
}

/** "Not now" errors end the run; anything else is this entry's refusal and the run goes on. */
function stops(status: number): boolean {
  return status === 0 || status === 401 || status === 429 || status >= 500;
}

export class DatingRunner {
  private state: DatingState = { access: { kind: 'checking' }, mode: '', phase: 'idle', message: null, results: [], done: 0, total: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly abortRun = new AbortController();

  constructor(private readonly deps: DatingDeps) {
    deps.signal.addEventListener('abort', () => this.abortRun.abort(), { once: true });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(changes: Partial<DatingState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Spec: only with the script's sign-in, and only on the signed-in member's own profile. */
  async checkAccess(): Promise<void> {
    if (!this.deps.getToken()) return this.set({ access: { kind: 'signedOut' } });
    const data = await query<ViewerResult>(VIEWER, {}, { auth: true, signal: this.deps.signal });
    const viewer = data?.Viewer?.name;
    if (!viewer) return this.set({ access: { kind: 'signedOut' } });
    this.set({ access: viewer.toLowerCase() === this.deps.profile.toLowerCase() ? { kind: 'owner' } : { kind: 'notOwner', viewer } });
  }

  setMode(mode: DatingMode): void {
    if (this.state.phase === 'idle') this.set({ mode, message: null });
  }

  abort(): void {
    if (this.state.phase === 'running') this.abortRun.abort();
  }

  async run(): Promise<void> {
    if (this.state.phase !== 'idle' || this.state.access.kind !== 'owner') return;
    if (!this.state.mode) return this.set({ message: strings.readFirst });
    const real = this.state.mode === 'real';
    this.set({ phase: 'running', message: strings.collecting });
    const candidates = await this.deps.candidates();
    if (!candidates) return this.set({ phase: 'stopped', message: strings.listsFailed });
    if (!candidates.length) return this.set({ phase: 'finished', message: strings.noneFound });
    const results: DatingResult[] = candidates.map((candidate) => ({ candidate, outcome: candidate.flag ? 'flagged' : real ? 'notReached' : 'wouldSet' }));
    this.set({ results, total: candidates.length, done: 0, message: null });
    if (!real) return this.set({ phase: 'finished', done: candidates.length });
    const signal = this.abortRun.signal;
    let saved = 0;
    for (let index = 0; index < results.length; index++) {
      if (signal.aborted) return this.set({ phase: 'aborted', message: strings.aborted });
      const item = results[index];
      if (item.outcome === 'notReached') {
        // The pause comes before every save but the first: 1 s between saves.
        if (saved > 0) await this.deps.wait(this.deps.paceMs, signal);
        if (signal.aborted) return this.set({ phase: 'aborted', message: strings.aborted });
        saved++;
        const { mediaId, date } = item.candidate;
        // A save already sent is not cancelled by Abort: AniList may have taken it, and the list
        // must say so ("the entries marked 'set' were changed; nothing else was"). Only leaving
        // the page cancels it. Abort takes effect before the next save.
        const answer = await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, { mediaId, startedAt: date }, { signal: this.deps.signal });
        if (answer === null) {
          if (this.deps.signal.aborted) return this.set({ phase: 'aborted', message: strings.aborted });
          return this.set({ phase: 'stopped', message: strings.stopped(strings.signedOutNow) });
        }
        if (isApiError(answer)) {
          if (stops(answer.status)) return this.set({ phase: 'stopped', message: strings.stopped(answer.message) });
          results[index] = { ...item, outcome: 'refused', message: answer.message };
        } else results[index] = { ...item, outcome: 'set' };
      }
      this.set({ results: [...results], done: index + 1 });
    }
    this.set({ phase: 'finished', message: strings.finished(results.filter((r) => r.outcome === 'set').length) });
  }
}
