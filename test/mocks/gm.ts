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

/**
 * The manager's value storage, as Tampermonkey and Violentmonkey keep it: outside the page (here
 * a map no page code can see), values cloned through JSON, and change listeners told whether a
 * change came from this page (`remote` false) or another tab (`remote` true, see
 * setGmValueRemotely).
 */
type ValueListener = (name: string, oldValue: unknown, newValue: unknown, remote: boolean) => void;
const gmValues = new Map<string, string>();
const valueListeners = new Map<number, { name: string; listener: ValueListener }>();
let nextListenerId = 1;

function readValue(name: string): unknown {
  const stored = gmValues.get(name);
  return stored === undefined ? undefined : JSON.parse(stored);
}

function changeValue(name: string, value: unknown, remote: boolean): void {
  const oldValue = readValue(name);
  if (value === undefined) gmValues.delete(name);
  else gmValues.set(name, JSON.stringify(value));
  const newValue = readValue(name);
  for (const { name: watched, listener } of [...valueListeners.values()]) if (watched === name) listener(name, oldValue, newValue, remote);
}

export function GM_getValue(name: string, defaultValue?: unknown): unknown {
  return gmValues.has(name) ? readValue(name) : defaultValue;
}

export function GM_setValue(name: string, value: unknown): void {
  changeValue(name, value, false);
}

export function GM_deleteValue(name: string): void {
  changeValue(name, undefined, false);
}

export function GM_addValueChangeListener(name: string, listener: ValueListener): number {
  const id = nextListenerId++;
  valueListeners.set(id, { name, listener });
  return id;
}

/** Another tab of the same browser changed a value (undefined deletes it). */
export function setGmValueRemotely(name: string, value: unknown): void {
  changeValue(name, value, true);
}

/** What the manager holds now, for assertions. */
export function gmValueSnapshot(): Record<string, unknown> {
  return Object.fromEntries([...gmValues.keys()].map((name) => [name, readValue(name)]));
}

/** For tests: an empty storage and no listeners. */
export function resetGmValues(): void {
  gmValues.clear();
  valueListeners.clear();
}
