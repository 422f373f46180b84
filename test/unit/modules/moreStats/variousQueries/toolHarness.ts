/**
 * Runs a 'Various queries' tool the way the panel will: a QueryRun that records progress and
 * results, over the in-process simulator (fetch stubbed to sim/api/execute.ts), through the real
 * API client and rate budget (on a fake clock, so a 429's wait costs no time).
 */
import { vi } from 'vitest';
import { executeGraphql } from '../../../../../sim/api/execute';
import { generateWorld } from '../../../../../sim/world/generate';
import type { World } from '../../../../../sim/world/types';
import { resetBudgetForTests, setBudgetClock } from '../../../../../src/api/budget';
import { configureApi, resetApiForTests } from '../../../../../src/api/apiConfig';
import { resetHealthForTests } from '../../../../../src/api/health';
import { resetChannelForTests } from '../../../../../src/core/channel';
import type { QueryOptionValues, QueryResult, QueryRun, VariousQuery } from '../../../../../src/modules/moreStats/variousQueries/types';

let cachedWorld: World | null = null;

/** The default world (the one the e2e simulator serves), built once per file. */
export function defaultWorld(): World {
  cachedWorld ??= generateWorld({});
  return cachedWorld;
}

export interface SentBody {
  query: string;
  variables: Record<string, unknown>;
  auth: boolean;
}

/** Answers the next matching request itself instead of the simulator (once unless `times`). */
export interface Interception {
  when: (body: SentBody, index: number) => boolean;
  answer: () => Response;
  times?: number;
}

export interface ToolHarness {
  sent: SentBody[];
  intercept(rule: Interception): void;
  /** Called for every request before it is answered (e.g. to Stop in the middle). */
  onRequest(listener: (body: SentBody, index: number) => void): void;
}

export function installSimulatorFetch(world: World, token = ''): ToolHarness {
  resetChannelForTests();
  resetBudgetForTests();
  resetHealthForTests();
  resetApiForTests();
  let time = 1_000_000;
  setBudgetClock({ now: () => time, sleep: async (ms) => void (time += ms) });
  configureApi({ getToken: () => token, clearToken: () => undefined });
  const sent: SentBody[] = [];
  const rules: Interception[] = [];
  const listeners: ((body: SentBody, index: number) => void)[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const raw = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const headers = init.headers as Record<string, string>;
    const body: SentBody = { ...raw, auth: !!headers.Authorization };
    const index = sent.push(body) - 1;
    for (const listener of listeners) listener(body, index);
    init.signal?.throwIfAborted();
    const rule = rules.find((r) => (r.times ?? 1) > 0 && r.when(body, index));
    if (rule) {
      rule.times = (rule.times ?? 1) - 1;
      return rule.answer();
    }
    const answer = await executeGraphql(world, raw, headers.Authorization);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    sent,
    intercept: (rule) => rules.push(rule),
    onRequest: (listener) => listeners.push(listener),
  };
}

export interface RecordedRun {
  run: QueryRun;
  controller: AbortController;
  progress: string[];
  results: QueryResult[];
  last(): QueryResult | undefined;
}

export function fakeRun(options: QueryOptionValues, who: { token?: string | null; viewer?: string | null } = {}): RecordedRun {
  const controller = new AbortController();
  const progress: string[] = [];
  const results: QueryResult[] = [];
  return {
    controller,
    progress,
    results,
    last: () => results.at(-1),
    run: {
      options,
      signal: controller.signal,
      token: who.token ?? null,
      viewer: who.viewer ?? null,
      progress: (text) => progress.push(text),
      show: (result) => results.push(result),
    },
  };
}

/** The tool's defaults overlaid with `options`, as the panel fills them. */
export function withDefaults(tool: VariousQuery, options: QueryOptionValues): QueryOptionValues {
  return { ...Object.fromEntries(tool.options.map((option) => [option.key, option.default])), ...options };
}

export function rateLimited(): Response {
  return new Response(JSON.stringify({ data: null, errors: [{ message: 'Too Many Requests.', status: 429 }] }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '60', 'X-RateLimit-Limit': '90', 'X-RateLimit-Remaining': '0' },
  });
}

export function serverError(): Response {
  return new Response(JSON.stringify({ data: null, errors: [{ message: 'Internal Server Error', status: 500 }] }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  });
}
