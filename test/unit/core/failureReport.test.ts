import { describe, expect, it } from 'vitest';
import { failureHeadline, issueUrl, logFailure, REPOSITORY_URL, type FailureReport } from '../../../src/core/failureReport';

const report = (error: unknown): FailureReport => ({
  moduleId: 'comparissionPage',
  page: 'userListCompare',
  path: '/user/Aoi/animelist/compare',
  version: '8.80',
  error,
});

function params(url: string): { title: string; body: string } {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
  return { title: parsed.searchParams.get('title') ?? '', body: parsed.searchParams.get('body') ?? '' };
}

describe('failure report', () => {
  it('the issue link names the module, the page, the version, the message and the stack', () => {
    const error = new TypeError('lists is not iterable');
    error.stack = 'TypeError: lists is not iterable\n    at mergeRawList (automail.user.js:10:5)';
    const { title, body } = params(issueUrl(report(error)));
    expect(title).toBe('Module "comparissionPage" failed on userListCompare: lists is not iterable');
    expect(body).toContain('Module: comparissionPage');
    expect(body).toContain('Page: userListCompare (/user/Aoi/animelist/compare)');
    expect(body).toContain('Script version: 8.80');
    expect(body).toContain('Error: lists is not iterable');
    expect(body).toContain('at mergeRawList (automail.user.js:10:5)');
  });

  it('cuts secrets out of the link, and keeps long stacks and titles short', () => {
    const token = 'eyJ0eXAiOiJKV1Qi.secret.token';
    const error = new Error(`request with ${token} failed ${'x'.repeat(200)}`);
    error.stack = `Error: ${token}\n${'    at frame\n'.repeat(500)}`;
    const url = issueUrl(report(error), [token, '']);
    expect(url).not.toContain(encodeURIComponent(token));
    expect(decodeURIComponent(url)).not.toContain(token);
    const { title, body } = params(url);
    expect(title.length).toBeLessThanOrEqual(120);
    expect(body).toContain('[redacted]');
    expect(url.length).toBeLessThan(4000);
  });

  it('reports a thrown non-Error by its text', () => {
    const { title, body } = params(issueUrl(report('plain string')));
    expect(title).toContain('plain string');
    expect(body).toContain('(none)');
  });

  it('logs one collapsed group: the headline, the error and the link', () => {
    const calls: [string, unknown[]][] = [];
    const out = {
      groupCollapsed: (...args: unknown[]) => calls.push(['groupCollapsed', args]),
      error: (...args: unknown[]) => calls.push(['error', args]),
      log: (...args: unknown[]) => calls.push(['log', args]),
      groupEnd: (...args: unknown[]) => calls.push(['groupEnd', args]),
    };
    const error = new Error('boom');
    logFailure(report(error), [], out);
    expect(calls.map(([kind]) => kind)).toEqual(['groupCollapsed', 'error', 'log', 'groupEnd']);
    expect(calls[0][1]).toEqual([failureHeadline(report(error))]);
    expect(String(calls[0][1][0])).toBe(
      'Automail 8.80: module "comparissionPage" failed on userListCompare (/user/Aoi/animelist/compare) and is stopped until the page changes',
    );
    // A copy, as the error was: message and stack (nothing to cut here).
    const logged = calls[1][1][0] as Error;
    expect(logged).toBeInstanceOf(Error);
    expect(logged.message).toBe('boom');
    expect(logged.stack).toBe(error.stack);
    expect(String(calls[2][1][0])).toMatch(/^Report it: https:\/\/github\.com\/automail-project\/automail\/issues\/new\?title=/);
  });

  it('the console report carries no token, whatever the error holds: message, stack, nested fields, cause, other tokens', () => {
    const token = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIyNzUxIn0.c2lnbmF0dXJlLXBhcnQ';
    const otherJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYWxsb3J5In0.bWFsbG9yeS1zaWduYXR1cmU';
    const error = new Error(`request failed with ${token}`) as Error & Record<string, unknown>;
    error.stack = `Error: request failed with ${token}\n    at send (automail.user.js:1:1)`;
    error.request = { headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ token }) };
    error.list = [otherJwt, { deeper: `Bearer opaque-token-123` }];
    error.self = error;
    error.cause = new Error(`inner ${token}`);
    const printed: unknown[] = [];
    const keep = (...args: unknown[]) => void printed.push(...args);
    logFailure(report(error), [token], { groupCollapsed: keep, error: keep, log: keep, groupEnd: keep });

    const logged = printed[1] as Error & Record<string, unknown>;
    const everything = JSON.stringify(printed, (_key, value: unknown) =>
      value instanceof Error ? { ...value, message: value.message, stack: value.stack, cause: value.cause } : value,
    );
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(otherJwt);
    expect(everything).not.toContain('opaque-token-123');
    expect(everything).not.toContain('c2lnbmF0dXJlLXBhcnQ');
    expect(logged.message).toBe('request failed with [redacted]');
    expect(logged.stack).toContain('at send (automail.user.js:1:1)');
    expect(logged.request).toEqual({ headers: { Authorization: 'Bearer [redacted]' }, body: '{"token":"[redacted]"}' });
    expect(logged.self).toBe('[circular]');
    expect((logged.cause as Error).message).toBe('inner [redacted]');
    // The thrown error itself is left as it was.
    expect(error.message).toContain(token);
  });

  it('a thrown non-Error value is printed redacted too', () => {
    const printed: unknown[] = [];
    const keep = (...args: unknown[]) => void printed.push(...args);
    logFailure(report({ token: 'held-token', nested: ['held-token'] }), ['held-token'], { groupCollapsed: keep, error: keep, log: keep, groupEnd: keep });
    expect(JSON.stringify(printed)).not.toContain('held-token');
    expect(printed[1]).toEqual({ token: '[redacted]', nested: ['[redacted]'] });
  });
});
