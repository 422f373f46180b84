/**
 * The one BroadcastChannel between open AniList tabs ("automail"). Settings changes, cache
 * writes, the shared rate budget and the API's health travel over it. Where BroadcastChannel is missing the
 * script still works in one tab, and says so once in the console.
 *
 * Every script of an AniList page can post on this channel too: a message is heard only in the
 * shape this script sends (src/core/channelMessage.ts), and each listener bounds what it believes.
 */
import { readChannelMessage } from './channelMessage';

export const CHANNEL_NAME = 'automail';

export type ChannelMessage =
  | { type: 'settings'; key: string; value: unknown }
  | { type: 'cache'; key: string; value: unknown }
  | { type: 'budget'; limit: number; remaining: number; resetAt: number; retryAt?: number }
  | { type: 'health'; down: boolean; retryAt: number; level: number; probeUntil: number }
  | { type: 'store'; key: string; value: unknown }
  /** The viewer's unread notifications as one tab last learnt them (the notification pie). */
  | { type: 'notificationCount'; count: number; types: string[]; time: number };

type Listener = (message: ChannelMessage) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') {
    console.warn('Automail: BroadcastChannel is not available; settings will not be shared between tabs.');
    channel = null;
    return channel;
  }
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    // Any script of the page can post here: only messages of our own shape are heard.
    const message = readChannelMessage(event.data);
    if (message === null) return;
    for (const listener of listeners) listener(message);
  };
  return channel;
}

/** Sends to every other tab (a tab never receives its own message). */
export function broadcast(message: ChannelMessage): void {
  open()?.postMessage(message);
}

/** Listens to other tabs until the signal aborts (or forever without one). */
export function onBroadcast(listener: Listener, signal?: AbortSignal): void {
  open();
  listeners.add(listener);
  signal?.addEventListener('abort', () => listeners.delete(listener), { once: true });
}

/** For tests: forget the channel so the next use opens a fresh one. */
export function resetChannelForTests(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
