// Stand-in for vite-plugin-monkey's `$` module under vitest (the real one needs the build's globals).
import type { GmXmlhttpRequestOption } from 'vite-plugin-monkey/dist/client';

type AnyRequest = GmXmlhttpRequestOption<'text', unknown>;
export type GmHandler = (details: AnyRequest) => void;

const notMocked: GmHandler = (details) => {
  const onerror = details.onerror as ((event: { error: string }) => void) | undefined;
  onerror?.({ error: "GM_xmlhttpRequest is not mocked in this test" });
};
let handler: GmHandler = notMocked;

/** Tests install a fake network for GM_xmlhttpRequest; call with no argument to reset. */
export function setGmHandler(next?: GmHandler): void {
  handler = next ?? notMocked;
}

export function GM_xmlhttpRequest(details: AnyRequest): { abort(): void } {
  handler(details);
  return { abort() {} };
}

export const unsafeWindow: Window = globalThis as unknown as Window;
