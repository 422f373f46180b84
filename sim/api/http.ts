// POST /graphql over node:http: the 2026 Referer rule and outage switch, CORS, rate limit
// headers, the request log.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { World } from '../world/types.ts';
import { bearerToken, executeGraphql, type GraphqlAnswer, type GraphqlRequest } from './execute.ts';
import type { LoggedRequest } from './log.ts';
import type { RateDecision, RateLimiter } from './rateLimit.ts';
import { tooManyRequests } from './errors.ts';
import { localiseCdnUrls } from '../cdn.ts';
import { apiDisabledBody, type OutageSwitch } from './outage.ts';

export interface ApiState {
  world: World;
  limiter: RateLimiter;
  requests: LoggedRequest[];
  /** demo mode: AniList CDN addresses in answers become the simulator's local image path */
  localCdn?: boolean;
  /** the outage switch (sim.setOutage, GET /__sim/outage) */
  outage: OutageSwitch;
  /** AniList's 2026 firewall rule: no Referer header, HTTP 403 (default on) */
  requireReferer: boolean;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Schema, X-CSRF-Token',
  'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After',
  'Access-Control-Max-Age': '600',
};

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown, localCdn = false): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers });
  const text = JSON.stringify(body);
  res.end(localCdn ? localiseCdnUrls(text) : text);
}

/** AniList puts its budget on every answer of the endpoint, preflight and refusals included. */
function rateHeaders(rate: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
  };
  if (!rate.allowed) {
    headers['Retry-After'] = String(rate.retryAfter);
    headers['X-RateLimit-Reset'] = String(rate.reset);
  }
  return headers;
}

export async function handleGraphqlRequest(state: ApiState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    // A preflight is not a request against the budget: report it without counting.
    res.writeHead(204, { ...CORS_HEADERS, ...rateHeaders({ ...state.limiter.peek(), allowed: true }) });
    res.end();
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, { Allow: 'POST, OPTIONS', ...rateHeaders({ ...state.limiter.peek(), allowed: true }) }, {
      errors: [{ message: 'Method Not Allowed.', status: 405 }],
      data: null,
    });
    return;
  }
  const text = await readBody(req);
  let request: GraphqlRequest = {};
  let parsedOk = true;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') request = parsed as GraphqlRequest;
    else parsedOk = false;
  } catch {
    parsedOk = false;
  }
  const authorization = typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined;
  const referer = typeof req.headers.referer === 'string' && req.headers.referer !== '' ? req.headers.referer : null;
  const entry: LoggedRequest = {
    time: Date.now(),
    operation: typeof request.query === 'string' ? request.query : '',
    variables: request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : null,
    token: bearerToken(authorization),
    referer,
    status: 0,
  };
  state.requests.push(entry);

  // Refusals in front of the API (the firewall's Referer rule, an outage) are not counted
  // against the budget and carry no rate headers: the API itself never saw them.
  const outage = state.outage.status();
  if (outage?.kind === 'network') {
    // The connection goes away unanswered: the browser reports a network error (status 0 logged).
    req.socket.destroy();
    return;
  }
  if (outage?.kind === '500') {
    entry.status = 500;
    send(res, 500, {}, { errors: [{ message: 'Internal Server Error', status: 500 }], data: null });
    return;
  }
  if (outage?.kind === '403' || (state.requireReferer && referer === null)) {
    entry.status = 403;
    send(res, 403, {}, apiDisabledBody());
    return;
  }

  const rate = state.limiter.take();
  if (!rate.allowed) {
    const error = tooManyRequests();
    entry.status = error.status;
    send(res, error.status, rateHeaders(rate), { data: null, errors: [{ message: error.message, status: error.status }] });
    return;
  }
  let answer: GraphqlAnswer;
  if (!parsedOk) {
    answer = { status: 400, body: { errors: [{ message: 'Invalid JSON body.', status: 400 }], data: null } };
  } else {
    try {
      answer = await executeGraphql(state.world, request, authorization);
    } catch (error) {
      answer = { status: 500, body: { errors: [{ message: error instanceof Error ? error.message : 'Internal Server Error', status: 500 }], data: null } };
    }
  }
  entry.status = answer.status;
  send(res, answer.status, rateHeaders(rate), answer.body, state.localCdn);
}
