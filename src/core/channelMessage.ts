/**
 * What arrives on the `automail` channel is believed only in the shape this script sends it.
 * Any script of an AniList page can post on the channel (it is the page's origin's), so a
 * message is checked field by field before a listener sees it; a message of any other shape is
 * dropped. How far a well-formed message may be believed (a "down" window, a budget reset) is
 * the owner's to bound, next to the rules it would apply itself: src/api/health.ts,
 * src/api/budget.ts, src/ui/notificationNav/unreadState.ts.
 */
import type { ChannelMessage } from './channel';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A time or a count: a finite number, never negative. */
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown): value is number => isAmount(value) && Number.isInteger(value);

/** The message when it has exactly the shape one of ChannelMessage's kinds has, else null. */
export function readChannelMessage(data: unknown): ChannelMessage | null {
  if (!isRecord(data)) return null;
  const m = data;
  switch (m.type) {
    case 'settings':
    case 'cache':
    case 'store':
      return typeof m.key === 'string' && 'value' in m ? { type: m.type, key: m.key, value: m.value } : null;
    case 'budget': {
      if (!isCount(m.limit) || m.limit < 1 || !isCount(m.remaining) || m.remaining > m.limit || !isAmount(m.resetAt)) return null;
      if (m.retryAt !== undefined && !isAmount(m.retryAt)) return null;
      return { type: 'budget', limit: m.limit, remaining: m.remaining, resetAt: m.resetAt, ...(m.retryAt !== undefined ? { retryAt: m.retryAt as number } : {}) };
    }
    case 'health':
      if (typeof m.down !== 'boolean' || !isAmount(m.retryAt) || !isCount(m.level) || !isAmount(m.probeUntil)) return null;
      return { type: 'health', down: m.down, retryAt: m.retryAt, level: m.level, probeUntil: m.probeUntil };
    case 'notificationCount':
      if (!isCount(m.count) || !Array.isArray(m.types) || !m.types.every((t) => typeof t === 'string') || !isAmount(m.time)) return null;
      return { type: 'notificationCount', count: m.count, types: [...(m.types as string[])], time: m.time };
    default:
      return null;
  }
}
