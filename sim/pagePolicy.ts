// The page policy switch: AniList's pages served with one more Content-Security-Policy (beside
// AniList's own, in the same header: the browser enforces both), so that Chromium enforces it as
// it would on the real site (a header, not a <meta>, as a site would send it).
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Named policies: 'no-eval' is issue 22's (scripts from the site, inline and any https source,
 * but no 'unsafe-eval', so `eval` and `new Function` throw; and no blob: source, so Blob workers
 * are refused too, as worker-src falls back to script-src).
 */
export const PAGE_POLICIES = {
  'no-eval': "script-src 'self' 'unsafe-inline' https:",
} as const;

export type PagePolicyName = keyof typeof PAGE_POLICIES;

/** GET /__sim/policy?csp=no-eval|none: the browser's way to the same switch. */
export const POLICY_SWITCH_PATH = '/__sim/policy';

export class PagePolicySwitch {
  private policy: string | null = null;

  /** A named policy, a policy's own text, or null for none (AniList's pages as they are). */
  set(policy: PagePolicyName | string | null): string | null {
    this.policy = policy === null ? null : Object.hasOwn(PAGE_POLICIES, policy) ? PAGE_POLICIES[policy as PagePolicyName] : policy;
    return this.policy;
  }

  current(): string | null {
    return this.policy;
  }
}

export function handlePolicySwitch(policy: PagePolicySwitch, req: IncomingMessage, res: ServerResponse): void {
  const wanted = new URL(req.url ?? '/', 'http://sim').searchParams.get('csp') ?? 'none';
  const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (wanted !== 'none' && !Object.hasOwn(PAGE_POLICIES, wanted)) {
    res.writeHead(400, json);
    res.end(JSON.stringify({ error: `csp must be none or one of ${Object.keys(PAGE_POLICIES).join(', ')}` }));
    return;
  }
  res.writeHead(200, json);
  res.end(JSON.stringify({ policy: policy.set(wanted === 'none' ? null : wanted) }));
}
