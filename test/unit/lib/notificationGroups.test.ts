import { describe, expect, it } from 'vitest';
import {
  COMMENT_PANEL_GROUPS,
  commentPanelKeys,
  groupNotifications,
  iconSize,
  visibleReplies,
  type NotificationItem,
} from '../../../src/lib/notificationGroups';
import { pieSlices } from '../../../src/lib/notificationPie';
import { defaultNotificationColours } from '../../../src/core/settings/notificationColours';

let nextId = 1;
function item(type: string, target: string | null, user: string | null, extra: Partial<NotificationItem> = {}): NotificationItem {
  const id = nextId++;
  return {
    id, type, createdAt: 1_700_000_000 - id * 60, user: user ? { name: user, avatar: null } : null, target,
    activityId: target?.startsWith('activity:') ? Number(target.split(':')[1]) : null,
    href: '/x', context: ' did something.', title: null, suffix: '', titleFirst: false, lead: null, episode: null, cover: null, ...extra,
  };
}

const colours = defaultNotificationColours();
const options = { unreadCount: 0, hideLikes: false, colours };

describe('groupNotifications', () => {
  it('folds only neighbours: likes on the same activity in a row become one group, with every user once', () => {
    const list = [
      item('ACTIVITY_LIKE', 'activity:5', 'Aoi'),
      item('ACTIVITY_LIKE', 'activity:5', 'Mochi'),
      item('ACTIVITY_LIKE', 'activity:5', 'Aoi'),
      item('ACTIVITY_REPLY', 'activity:5', 'Kirin'),
      item('ACTIVITY_LIKE', 'activity:5', 'Ryuu'),
      item('ACTIVITY_LIKE', 'activity:6', 'Aoi'),
    ];
    const groups = groupNotifications(list, options);
    expect(groups.map((g) => [g.type, g.items.length, g.users.map((u) => u.name)])).toEqual([
      ['ACTIVITY_LIKE', 3, ['Aoi', 'Mochi']],
      ['ACTIVITY_REPLY', 1, ['Kirin']],
      // The same activity again, but not next to the first row: a row of its own.
      ['ACTIVITY_LIKE', 1, ['Ryuu']],
      ['ACTIVITY_LIKE', 1, ['Aoi']],
    ]);
    expect(groups[0].key).toBe(list[0].id);
  });

  it('a follow from long ago does not join a newer row of follows across other notifications', () => {
    const list = [
      item('FOLLOWING', null, 'Mochi'),
      item('FOLLOWING', null, 'Ryuu'),
      item('AIRING', 'media:3', null),
      item('FOLLOWING', null, 'Old'),
    ];
    expect(groupNotifications(list, options).map((g) => [g.type, g.items.length])).toEqual([['FOLLOWING', 2], ['AIRING', 1], ['FOLLOWING', 1]]);
  });

  it('never folds a read notification into an unread row', () => {
    const list = [
      item('FOLLOWING', null, 'New1'),
      item('FOLLOWING', null, 'New2'),
      item('FOLLOWING', null, 'Read1'),
      item('FOLLOWING', null, 'Read2'),
    ];
    const groups = groupNotifications(list, { ...options, unreadCount: 2 });
    expect(groups.map((g) => [g.users.map((u) => u.name), g.unread])).toEqual([[['New1', 'New2'], 2], [['Read1', 'Read2'], 0]]);
  });

  it('with likes hidden, the rows the member sees are the neighbours', () => {
    const list = [
      item('THREAD_SUBSCRIBED', 'thread:4', 'Aoi'),
      item('ACTIVITY_LIKE', 'activity:1', 'Kirin'),
      item('THREAD_SUBSCRIBED', 'thread:4', 'Mochi'),
      item('THREAD_SUBSCRIBED', 'thread:5', 'Ryuu'),
    ];
    expect(groupNotifications(list, { ...options, hideLikes: true }).map((g) => g.items.length)).toEqual([2, 1]);
    expect(groupNotifications(list, options).map((g) => g.items.length)).toEqual([1, 1, 1, 1]);
  });

  it('keeps replies, messages and mentions apart, and folds follows', () => {
    const list = [
      item('ACTIVITY_REPLY', 'activity:5', 'Aoi'),
      item('ACTIVITY_REPLY', 'activity:5', 'Kirin'),
      item('FOLLOWING', null, 'Mochi'),
      item('FOLLOWING', null, 'Ryuu'),
    ];
    expect(groupNotifications(list, options).map((g) => g.items.length)).toEqual([1, 1, 2]);
  });

  it('marks the newest unreadCount notifications unread, counted before likes are hidden', () => {
    const list = [
      item('ACTIVITY_LIKE', 'activity:1', 'Aoi'),
      item('ACTIVITY_REPLY', 'activity:1', 'Kirin'),
      item('FOLLOWING', null, 'Mochi'),
      item('AIRING', 'media:3', null),
    ];
    const shown = groupNotifications(list, { ...options, unreadCount: 2, hideLikes: true });
    expect(shown.map((g) => [g.type, g.unread])).toEqual([['ACTIVITY_REPLY', 1], ['FOLLOWING', 0], ['AIRING', 0]]);
    const all = groupNotifications(list, { ...options, unreadCount: 2 });
    expect(all.map((g) => g.unread)).toEqual([1, 1, 0, 0]);
  });

  it("takes each type's colour, none for transparent or unknown types", () => {
    const custom = { ...colours, FOLLOWING: { colour: 'rgba(0,0,0,0)', supress: false } };
    const groups = groupNotifications(
      [item('ACTIVITY_LIKE', 'activity:1', 'A'), item('FOLLOWING', null, 'B'), item('SOME_FUTURE_TYPE', null, null)],
      { ...options, colours: custom },
    );
    expect(groups.map((g) => g.colour)).toEqual(['rgb(250,122,122)', null, null]);
  });
});

describe('the limits of the page', () => {
  it('icons are 40 px, half size from the 8th', () => {
    expect([0, 6, 7, 20].map(iconSize)).toEqual([40, 40, 20, 20]);
  });

  it('offers comment panels on activity groups among the first 25 only', () => {
    const list = Array.from({ length: 30 }, (_, i) => (i === 3 ? item('FOLLOWING', null, `U${i}`) : item('ACTIVITY_REPLY', `activity:${i}`, `U${i}`)));
    const groups = groupNotifications(list, options);
    const keys = commentPanelKeys(groups);
    expect(keys.size).toBe(COMMENT_PANEL_GROUPS - 1);
    expect(keys.has(groups[3].key)).toBe(false);
    expect(keys.has(groups[25].key)).toBe(false);
  });

  it('shows every reply up to 50, else the last 30', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i);
    expect(visibleReplies(fifty)).toEqual({ shown: fifty, hidden: 0 });
    const many = Array.from({ length: 51 }, (_, i) => i);
    const { shown, hidden } = visibleReplies(many);
    expect(shown).toEqual(many.slice(21));
    expect(hidden).toBe(21);
  });

  it('a folded group counts each of its unread notifications', () => {
    const [group] = groupNotifications([item('ACTIVITY_LIKE', 'activity:1', 'A'), item('ACTIVITY_LIKE', 'activity:1', 'B')], { ...options, unreadCount: 2 });
    expect(group.unread).toBe(2);
  });
});

describe('pieSlices', () => {
  it('one slice per unread type, sized by count, in the colours of the settings', () => {
    const slices = pieSlices(['ACTIVITY_LIKE', 'AIRING', 'ACTIVITY_LIKE', 'ACTIVITY_LIKE'], colours);
    expect(slices.map((s) => [s.type, s.count, s.colour])).toEqual([
      ['ACTIVITY_LIKE', 3, 'rgb(250,122,122)'],
      ['AIRING', 1, 'rgb(247,191,99)'],
    ]);
    expect(slices[0].start).toBe(0);
    expect(slices[0].end).toBeCloseTo(Math.PI * 1.5);
    expect(slices[1].end).toBeCloseTo(Math.PI * 2);
  });

  it('leaves suppressed types out, and is empty when every unread type is suppressed', () => {
    const muted = { ...colours, AIRING: { colour: 'rgb(247,191,99)', supress: true } };
    expect(pieSlices(['AIRING', 'FOLLOWING'], muted).map((s) => s.type)).toEqual(['FOLLOWING']);
    expect(pieSlices(['AIRING', 'AIRING'], muted)).toEqual([]);
  });
});
