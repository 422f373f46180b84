/**
 * The grouped list. Groups are computed in lib/notificationGroups.ts; this draws them in slices
 * (the first screen at once, the rest a slice per task), so 500 notifications never make one long
 * task. A click on an unread group reads it.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useSettings } from '../../../ui/useSettings';
import {
  commentPanelKeys,
  groupNotifications,
  iconSize,
  type NotificationGroup,
} from '../../../lib/notificationGroups';
import { relativeTimeSince } from '../../../lib/relativeTime';
import { CommentsPanel } from './CommentsPanel';
import type { NotificationsController, PanelState } from './controller';
import { strings } from './strings';

/** Rows drawn in the first render, then per later task. */
export const FIRST_SLICE = 25;
export const NEXT_SLICE = 40;
/** Names written out in a group's sentence; the icons show everyone. */
const NAMED_USERS = 3;

export interface UnreadReport {
  remaining: number;
  /** One entry per unread notification (newest first). */
  types: string[];
  /** True once the user has read something on this visit. */
  userRead: boolean;
}

interface Props {
  controller: NotificationsController;
  onUnread(report: UnreadReport): void;
  /** A performance mark set once the first rows are painted (the bench reads it). */
  firstScreenMark?: string;
}

function unreadOf(group: NotificationGroup, read: ReadonlySet<number>): number {
  return read.has(group.key) ? 0 : group.unread;
}

export function NotificationList({ controller, onUnread, firstScreenMark }: Props) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const hideLikes = useSettings((settings) => settings.hideLikes);
  const colours = useSettings((settings) => settings.notificationColours);
  const groups = useMemo(
    () => groupNotifications(state.items, { unreadCount: state.unreadCount, hideLikes, colours }),
    [state.items, state.unreadCount, hideLikes, colours],
  );
  const panelKeys = useMemo(() => commentPanelKeys(groups), [groups]);
  const [shown, setShown] = useState(FIRST_SLICE);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (shown >= groups.length) return;
    const timer = setTimeout(() => setShown((count) => count + NEXT_SLICE), 0);
    return () => clearTimeout(timer);
  }, [shown, groups.length]);

  useEffect(() => {
    const types: string[] = [];
    for (const group of groups) {
      const unread = unreadOf(group, state.read);
      for (let index = 0; index < unread; index += 1) types.push(group.items[index]?.type ?? group.type);
    }
    onUnread({ remaining: types.length, types, userRead: state.read.size > 0 });
  }, [groups, state.read, onUnread]);

  // The rows' relative times are written once per visit (AniList's own list does the same).
  const [now] = useState(() => Date.now());
  // Stable for the memoised rows: reads the latest groups through a ref.
  const latest = useRef({ groups, panelKeys });
  latest.current = { groups, panelKeys };
  const toggle = useCallback((group: NotificationGroup) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(group.key)) {
        next.delete(group.key);
      } else {
        next.add(group.key);
      }
      return next;
    });
    const { groups: all, panelKeys: keys } = latest.current;
    const ids = all.filter((g) => keys.has(g.key)).map((g) => g.items[0].activityId as number);
    void controller.openPanels([...new Set(ids)]);
  }, [controller]);

  const firstScreen = useRef(false);
  useEffect(() => {
    if (firstScreen.current || !firstScreenMark || state.status !== 'ready' || groups.length === 0) return;
    firstScreen.current = true;
    // After the browser has painted the rows.
    requestAnimationFrame(() => setTimeout(() => performance.mark(firstScreenMark), 0));
  }, [state.status, groups.length, firstScreenMark]);

  if (state.status === 'loading') return <p className="hohNote">{strings.loading}</p>;
  if (state.status === 'failed') return null;

  return (
    <div>
      {groups.length === 0 ? <p className="hohNote">{strings.empty}</p> : null}
      <ol aria-label={strings.listLabel}>
        {groups.slice(0, shown).map((group) => (
          <GroupRow
            key={group.key}
            group={group}
            unread={unreadOf(group, state.read)}
            now={now}
            hasPanel={panelKeys.has(group.key)}
            isOpen={open.has(group.key)}
            panel={group.items[0].activityId === null ? undefined : state.panels.get(group.items[0].activityId)}
            onRead={controller.markRead}
            onToggle={toggle}
          />
        ))}
      </ol>
      {state.stoppedAtLimit ? <p className="hohNote">{strings.nearLimit}</p> : null}
      {state.hasMore && shown >= groups.length ? (
        <button type="button" className="hohMore" disabled={state.loadingMore} onClick={() => void controller.loadMore()}>
          {state.loadingMore ? strings.loadingMore : strings.loadMore}
        </button>
      ) : null}
    </div>
  );
}

interface RowProps {
  group: NotificationGroup;
  unread: number;
  now: number;
  hasPanel: boolean;
  isOpen: boolean;
  panel: PanelState | undefined;
  onRead(key: number): void;
  onToggle(group: NotificationGroup): void;
}

/** A regrouping (more pages arrived) makes new group objects: redraw a row only when what it shows changed. */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.group.key === b.group.key &&
    a.group.items.length === b.group.items.length &&
    a.group.users.length === b.group.users.length &&
    a.group.colour === b.group.colour &&
    a.unread === b.unread &&
    a.now === b.now &&
    a.hasPanel === b.hasPanel &&
    a.isOpen === b.isOpen &&
    a.panel === b.panel &&
    a.onRead === b.onRead &&
    a.onToggle === b.onToggle
  );
}

const GroupRow = memo(function GroupRow({ group, unread, now, hasPanel, isOpen, panel, onRead, onToggle }: RowProps) {
  const first = group.items[0];
  const named = group.users.slice(0, NAMED_USERS);
  const rest = group.users.length - named.length;
  const title = first.title ? <a className="hohTitle" href={first.href}>{first.title}</a> : null;
  return (
    <li
      className={`hohNotification${unread > 0 ? ' hohUnread' : ''}`}
      style={group.colour ? ({ '--hoh-type-colour': group.colour } as CSSProperties) : undefined}
      data-type={group.type}
      data-count={group.items.length}
      data-unread={unread}
      onClick={() => {
        if (unread > 0) onRead(group.key);
      }}
    >
      <div className="hohIcons">
        {group.users.length > 0
          ? group.users.map((user, index) => {
              const size = iconSize(index);
              return (
                <a key={user.name} href={`/user/${encodeURIComponent(user.name)}/`} aria-label={user.name} title={user.name}>
                  {user.avatar ? (
                    <img src={user.avatar} alt="" width={size} height={size} loading="lazy" style={{ width: size, height: size }} />
                  ) : (
                    <span className="hohNoAvatar" style={{ display: 'block', width: size, height: size }} />
                  )}
                </a>
              );
            })
          : first.cover
            ? (
                <a className="hohCover" href={first.href} aria-label={first.title ?? ''}>
                  <img src={first.cover} alt="" loading="lazy" />
                </a>
              )
            : null}
      </div>
      <div className="hohText">
        {named.map((user, index) => (
          <span key={user.name}>
            {index > 0 ? (index === named.length - 1 && rest === 0 ? ' and ' : ', ') : null}
            <a href={`/user/${encodeURIComponent(user.name)}/`}>{user.name}</a>
          </span>
        ))}
        {rest > 0 ? strings.others(rest) : null}
        {first.titleFirst ? title : null}
        {first.lead ? <span className="hohLead">{first.lead}</span> : null}
        <span className="hohContext">{first.context}</span>
        {first.titleFirst ? null : title}
        {first.suffix}
        {unread > 0 ? <span className="hohVisuallyHidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{` (${strings.unreadLabel})`}</span> : null}
        <a className="hohTime" href={first.href}>
          <time dateTime={new Date(first.createdAt * 1000).toISOString()} title={new Date(first.createdAt * 1000).toLocaleString()}>
            {relativeTimeSince(first.createdAt * 1000, now)}
          </time>
        </a>
      </div>
      {hasPanel ? (
        <button
          type="button"
          className="hohCommentsToggle"
          aria-expanded={isOpen}
          aria-label={isOpen ? strings.closeComments : strings.openComments}
          onClick={(event) => {
            event.stopPropagation();
            if (unread > 0) onRead(group.key);
            onToggle(group);
          }}
        >
          {isOpen ? '-' : '+'}
        </button>
      ) : (
        <span />
      )}
      {hasPanel && isOpen ? <CommentsPanel panel={panel} href={first.href} /> : null}
    </li>
  );
}, sameRow);
