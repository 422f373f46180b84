// The 'Various queries' panel's state (one run at a time, Stop, another query, sign-in), the
// result tables' sort, the links it allows and the test pace key.
import { describe, expect, it } from 'vitest';
import { QueryPanelState } from '../../../../src/modules/moreStats/variousQueries/panelState';
import { nextSort, sortRows } from '../../../../src/modules/moreStats/variousQueries/cells';
import { safeSitePath } from '../../../../src/modules/moreStats/variousQueries/links';
import { pauseMs } from '../../../../src/modules/moreStats/variousQueries/pace';
import type { QueryRun, VariousQuery } from '../../../../src/modules/moreStats/variousQueries/types';
import { REQUIRES_SIGN_IN } from '../../../../src/core/messages';

function controllable(id: string, extra: Partial<VariousQuery> = {}) {
  const runs: { run: QueryRun; finish(): void; fail(error: Error): void }[] = [];
  const query: VariousQuery = {
    id,
    label: id,
    options: [{ kind: 'text', key: 'user', label: 'User', default: 'Demo' }, { kind: 'checkbox', key: 'all', label: 'All', default: true }],
    run: (run) => new Promise<void>((resolve, reject) => runs.push({ run, finish: resolve, fail: reject })),
    ...extra,
  };
  return { query, runs };
}

function panel(queries: VariousQuery[], token: string | null = 'token') {
  const visit = new AbortController();
  const state = new QueryPanelState(queries, { signal: visit.signal, token: () => token, viewer: () => 'Demo' });
  return { state, visit };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the query panel state', () => {
  it('starts on the first query with its defaults and runs it with the options, token and viewer', async () => {
    const a = controllable('a');
    const { state } = panel([a.query]);
    expect(state.snapshot()).toMatchObject({ queryId: 'a', values: { user: 'Demo', all: true }, running: false });
    state.setValue('user', 'Aoi');
    void state.start();
    await flush();
    expect(a.runs[0].run.options).toEqual({ user: 'Aoi', all: true });
    expect(a.runs[0].run.token).toBe('token');
    expect(a.runs[0].run.viewer).toBe('Demo');
    expect(state.snapshot()).toMatchObject({ running: true, progress: 'Loading...' });
    a.runs[0].run.progress('Page 1 of 2');
    a.runs[0].run.show({ kind: 'message', text: 'x' });
    expect(state.snapshot()).toMatchObject({ progress: 'Page 1 of 2', result: { kind: 'message', text: 'x' } });
    a.runs[0].finish();
    await flush();
    expect(state.snapshot().running).toBe(false);
  });

  it('Stop aborts the run, keeps what it found and drops what comes later', async () => {
    const a = controllable('a');
    const { state } = panel([a.query]);
    void state.start();
    await flush();
    const { run } = a.runs[0];
    run.progress('Page 2 of 9');
    run.show({ kind: 'message', text: 'found' });
    state.stop();
    expect(run.signal.aborted).toBe(true);
    expect(state.snapshot()).toMatchObject({ running: false, progress: 'Page 2 of 9 Stopped.', result: { text: 'found' } });
    run.progress('Page 3 of 9');
    run.show({ kind: 'message', text: 'late' });
    a.runs[0].fail(new Error('aborted'));
    await flush();
    expect(state.snapshot()).toMatchObject({ progress: 'Page 2 of 9 Stopped.', result: { text: 'found' }, error: null });
  });

  it('choosing another query ends the running one (its options are gone) and clears the result', async () => {
    const a = controllable('a');
    const b = controllable('b');
    const { state } = panel([a.query, b.query]);
    void state.start();
    await flush();
    state.choose('b');
    expect(a.runs[0].run.signal.aborted).toBe(true);
    expect(state.snapshot()).toMatchObject({ queryId: 'b', running: false, result: null, progress: '' });
  });

  it('leaving the page aborts the run', async () => {
    const a = controllable('a');
    const { state, visit } = panel([a.query]);
    void state.start();
    await flush();
    visit.abort();
    expect(a.runs[0].run.signal.aborted).toBe(true);
    expect(state.snapshot().running).toBe(false);
  });

  it("shows a failed run's message", async () => {
    const a = controllable('a');
    const { state } = panel([a.query]);
    void state.start();
    await flush();
    a.runs[0].fail(new Error('Internal Server Error'));
    await flush();
    expect(state.snapshot()).toMatchObject({ running: false, error: 'Internal Server Error' });
  });

  it("refuses a query that needs the script's sign-in when signed out, in the spec's words or the query's own", async () => {
    const a = controllable('a', { needsToken: true });
    const b = controllable('b', { needsToken: true, notSignedInMessage: 'Error: own words' });
    const { state } = panel([a.query, b.query], null);
    await state.start();
    expect(a.runs).toHaveLength(0);
    expect(state.snapshot().error).toBe(REQUIRES_SIGN_IN);
    state.choose('b');
    await state.start();
    expect(state.snapshot().error).toBe('Error: own words');
  });
});

describe('result tables', () => {
  const rows = [['b', 2], ['a', '10'], ['c', { text: '1.5e+1', href: '/x' }], ['d', 'n/a']] as const;

  it('sort numbers (numeric text too) before text, either way, ties in the given order', () => {
    expect(sortRows(rows, { column: 1, descending: false }).map((r) => r[0])).toEqual(['b', 'a', 'c', 'd']);
    expect(sortRows(rows, { column: 1, descending: true }).map((r) => r[0])).toEqual(['d', 'c', 'a', 'b']);
    expect(sortRows(rows, { column: 0, descending: false }).map((r) => r[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('a second click on the same heading flips the order', () => {
    expect(nextSort(null, 2)).toEqual({ column: 2, descending: false });
    expect(nextSort({ column: 2, descending: false }, 2)).toEqual({ column: 2, descending: true });
    expect(nextSort({ column: 2, descending: true }, 0)).toEqual({ column: 0, descending: false });
  });

  it('links stay on AniList', () => {
    expect(safeSitePath('/anime/1')).toBe('/anime/1');
    expect(safeSitePath('https://anilist.co/activity/5')).toBe('/activity/5');
    expect(safeSitePath('//evil.example/x')).toBeNull();
    expect(safeSitePath('https://evil.example/x')).toBeNull();
    expect(safeSitePath('javascript:alert(1)')).toBeNull();
  });
});

describe('test pace keys', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('shorten a pause only to a whole number below the real one', () => {
    expect(pauseMs('k', 1000, storage('20'))).toBe(20);
    expect(pauseMs('k', 1000, storage('0'))).toBe(0);
    expect(pauseMs('k', 1000, storage(null))).toBe(1000);
    expect(pauseMs('k', 1000, storage('5000'))).toBe(1000);
    expect(pauseMs('k', 1000, storage('abc'))).toBe(1000);
    expect(pauseMs('k', 1000, { getItem: () => { throw new Error('denied'); } })).toBe(1000);
  });
});
