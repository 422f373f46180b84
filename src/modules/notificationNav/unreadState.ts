/**
 * What this tab knows of the viewer's unread notifications: how many, and their types (newest
 * first). The pie draws it, the notifications page lowers it as items are read, and every tab
 * shares it over the channel, so one tab's poll serves the others (spec doc 3 §4).
 */
import { broadcast, onBroadcast } from '../../core/channel';

export interface UnreadState {
  count: number;
  /** Types of the newest unread notifications (at most 50: one API page). */
  types: string[];
  /** When it was learnt (ms since epoch), in whichever tab. */
  time: number;
}

let state: UnreadState | null = null;
const listeners = new Set<() => void>();
let listening = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function listenToTabs(): void {
  if (listening) return;
  listening = true;
  onBroadcast((message) => {
    if (message.type !== 'notificationCount') return;
    if (state && state.time > message.time) return;
    state = { count: message.count, types: message.types, time: message.time };
    notify();
  });
}

export function unreadState(): UnreadState | null {
  listenToTabs();
  return state;
}

/** Records what was learnt now and tells the other tabs. */
export function setUnread(count: number, types: readonly string[]): void {
  listenToTabs();
  state = { count, types: types.slice(0, count), time: Date.now() };
  broadcast({ type: 'notificationCount', ...state });
  notify();
}

/** Calls `listener` after every change (this tab's or another's) until the signal aborts. */
export function onUnreadChange(listener: () => void, signal: AbortSignal): void {
  listenToTabs();
  listeners.add(listener);
  signal.addEventListener('abort', () => listeners.delete(listener), { once: true });
}
