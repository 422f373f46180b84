import { API_DOWN_MESSAGE, request } from '../../api/client';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { SCRIPT_VERSION } from '../../core/startup';
import { buildAliasMap } from '../../lib/aliasMap';
import {
  PAGE_API_ERRORS, PAGE_API_VERSION, READY_EVENT, REQUEST_EVENT, RESPONSE_EVENT,
  parsePageApiRequest, publicSettings, queryParams,
  type PageApiRequest, type PageApiResponse,
} from '../../lib/pageApi';
import { createPageApiQuota, PAGE_API_QUERIES_PER_MINUTE, type PageApiQuota } from '../../lib/pageApiQuota';
import { manifest } from './manifest';

type Answer = { ok: true; result: unknown } | { ok: false; error: string } | null;

async function answer(call: PageApiRequest, signal: AbortSignal, quota: PageApiQuota): Promise<Answer> {
  switch (call.method) {
    case 'ping':
      return { ok: true, result: { version: PAGE_API_VERSION, scriptVersion: SCRIPT_VERSION } };
    case 'settings':
      return { ok: true, result: publicSettings(getSettings() as unknown as Record<string, unknown>) };
    case 'titleAliases':
      return { ok: true, result: Object.fromEntries(buildAliasMap(readTitleAliases(), getSettings().shortRomaji)) };
    case 'query': {
      const params = queryParams(call.params);
      if (typeof params === 'string') return { ok: false, error: params };
      const place = quota.take(Date.now());
      if (place !== true) return { ok: false, error: PAGE_API_ERRORS.busy(PAGE_API_QUERIES_PER_MINUTE, place) };
      // Through the script's client: the rate budget, the API's health, and the token, which
      // itself never leaves (the caller gets the data only).
      const result = await request<unknown>(params.query, params.variables, { auth: true, signal });
      switch (result.kind) {
        case 'ok': return { ok: true, result: result.data };
        case 'notFound': return { ok: false, error: result.errors.map((e) => e.message).join('; ') || 'Not Found.' };
        case 'failed': return { ok: false, error: result.error.message };
        case 'down': return { ok: false, error: API_DOWN_MESSAGE };
        case 'retracted':
        case 'aborted': return null;
      }
    }
  }
}

/**
 * With the switch on and the script signed in: answers other scripts' `automail:request`
 * events on `document` (docs/page-api.md), and announces itself with `automail:ready`. Stops
 * answering when the switch goes off or the page ends.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const { signal } = ctx;
    const quota = createPageApiQuota();
    const respond = (response: PageApiResponse): void => {
      if (!signal.aborted) document.dispatchEvent(new CustomEvent(RESPONSE_EVENT, { detail: JSON.stringify(response) }));
    };
    ctx.listen(document, REQUEST_EVENT, (event) => {
      const call = parsePageApiRequest((event as CustomEvent<unknown>).detail);
      if ('error' in call) {
        if (call.id !== null) respond({ id: call.id, ok: false, error: call.error });
        return;
      }
      void answer(call, signal, quota).then(
        (reply) => reply && respond({ id: call.id, ...reply }),
        (error: unknown) => respond({ id: call.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    document.dispatchEvent(new CustomEvent(READY_EVENT, { detail: JSON.stringify({ version: PAGE_API_VERSION }) }));
  },
});
