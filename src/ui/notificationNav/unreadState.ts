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
/**
 * While the notifications page drives the count (its items are read one by one, though AniList
 * already counts them read), other tabs' polls must not overwrite it, nor hear it.
 */
let pinnedBy: AbortSignal | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function listenToTabs(): void {
  if (listening) return;
  listening = true;
  onBroadcast((message) => {
    if (message.type !== 'notificationCount' || pinned()) return;
    // A time ahead of this tab's clock is no tab's: believed, it would make every real count look older.
    if (message.time > Date.now() + 1_000) return;
    if (state && state.time > message.time) return;
    state = { count: message.count, types: message.types, time: message.time };
    notify();
  });
}

export function unreadState(): UnreadState | null {
  listenToTabs();
  return state;
}

function pinned(): boolean {
  return pinnedBy !== null && !pinnedBy.aborted;
}

/**
 * Records what was learnt and tells the other tabs. `share: false` keeps it to this tab
 * (AniList's own badge text, which says nothing of the types). `learntAt`: when the API was
 * asked (an answer is as fresh as its question, however slowly it came).
 */
export function setUnread(count: number, types: readonly string[], share = true, learntAt = Date.now()): void {
  listenToTabs();
  state = { count, types: types.slice(0, count), time: learntAt };
  if (share && !pinned()) broadcast({ type: 'notificationCount', ...state });
  notify();
}

/** The notifications page holds the count until the signal aborts (see pinnedBy). */
export function pinUnread(signal: AbortSignal): void {
  pinnedBy = signal;
}

/** Calls `listener` after every change (this tab's or another's) until the signal aborts. */
export function onUnreadChange(listener: () => void, signal: AbortSignal): void {
  listenToTabs();
  listeners.add(listener);
  signal.addEventListener('abort', () => listeners.delete(listener), { once: true });
}
