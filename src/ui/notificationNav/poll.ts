/**
 * The pie's poll (spec doc 3 §4, §9): every 4 s the unread count, and the unread types when the
 * count changed; not polled in mobile-friendly mode (one look at the start only). A tab that heard
 * a fresh count from another tab, or that is in the background, does not ask the API itself;
 * nothing is asked when the rate budget is within 5 of its limit, nor without the token.
 */
import { nearLimit } from '../../api/budget';
import { hasToken } from '../../api/apiConfig';
import { query } from '../../api/client';
import {
  UNREAD_NOTIFICATION_COUNT,
  UNREAD_NOTIFICATION_TYPES,
  type UnreadNotificationCountResult,
  type UnreadNotificationTypesResult,
} from '../../api/queries/notifications';
import { testTimingMs } from '../../lib/testTiming';
import { setUnread, unreadState } from './unreadState';

export const PIE_POLL_MS = 4_000;
/** End-to-end tests only: a shorter poll period (ms, at least 100), read once per visit. */
export const PIE_POLL_TEST_KEY = 'automailTestPiePollMs';

/** The poll period of this visit: 4 s unless an end-to-end test shortened it. */
export function piePollMs(storage: Pick<Storage, 'getItem'> | null): number {
  return testTimingMs(storage, PIE_POLL_TEST_KEY, PIE_POLL_MS, 100);
}
/** The API's page size: the pie knows the types of at most this many unread notifications. */
const MAX_TYPES = 50;

/**
 * True when another tab (or this one) learnt the count recently enough to skip asking now: within
 * the period less an eighth (3.5 s of 4), so a look that answered a little late does not skip the next.
 */
function freshEnough(now: number, periodMs: number): boolean {
  const known = unreadState();
  return known !== null && now - known.time < periodMs - periodMs / 8;
}

/** One look at the API (polled every `periodMs`); the result lands in the shared unread state. */
export async function pollUnread(signal: AbortSignal, force = false, periodMs = PIE_POLL_MS): Promise<void> {
  // Signed out (here or in another tab, whose sign-out reaches this one at once): the count is
  // the signed-in member's and would only earn a 401 without the token.
  if (!hasToken()) return;
  if (!force && (document.hidden || freshEnough(Date.now(), periodMs))) return;
  if (nearLimit()) return;
  // Dated by the question: a look answered late must not make the next period's look skip.
  const askedAt = Date.now();
  const counted = await query<UnreadNotificationCountResult>(UNREAD_NOTIFICATION_COUNT, {}, { auth: true, signal });
  const count = counted?.Viewer?.unreadNotificationCount;
  if (signal.aborted || typeof count !== 'number') return;
  // Something newer arrived while the look was out (a dismissal here or in another tab): its
  // answer is older news, and asking for its types would be a question about the past.
  const heardNewer = () => (unreadState()?.time ?? -Infinity) > askedAt;
  if (heardNewer()) return;
  const known = unreadState();
  if (count === 0) {
    setUnread(0, [], true, askedAt);
    return;
  }
  if (known && known.count === count && known.types.length === Math.min(count, MAX_TYPES)) {
    setUnread(count, known.types, true, askedAt);
    return;
  }
  if (nearLimit()) return;
  const typed = await query<UnreadNotificationTypesResult>(UNREAD_NOTIFICATION_TYPES, { perPage: Math.min(count, MAX_TYPES) }, { auth: true, signal });
  if (signal.aborted || !typed) return;
  if (heardNewer()) return;
  const types = (typed.Page?.notifications ?? []).map((n) => n?.type).filter((type): type is NonNullable<typeof type> => !!type);
  setUnread(typed.Viewer?.unreadNotificationCount ?? count, types, true, askedAt);
}
