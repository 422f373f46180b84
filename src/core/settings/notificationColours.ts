import type { NotificationColours, NotificationType } from './types';

/**
 * The colours the notification colour menu offers, with the site palette's values
 * (host-dom.md §1.4). Transparent hides the type's colour without suppressing the type.
 */
export const notificationColourChoices = [
  { name: 'Transparent', colour: 'rgba(0,0,0,0)' },
  { name: 'Blue', colour: 'rgb(61,180,242)' },
  { name: 'White', colour: 'rgb(255,255,255)' },
  { name: 'Black', colour: 'rgb(0,0,0)' },
  { name: 'Red', colour: 'rgb(232,93,117)' },
  { name: 'Peach', colour: 'rgb(250,122,122)' },
  { name: 'Orange', colour: 'rgb(247,154,99)' },
  { name: 'Yellow', colour: 'rgb(247,191,99)' },
  { name: 'Green', colour: 'rgb(123,213,85)' },
] as const;

export type NotificationColourName = (typeof notificationColourChoices)[number]['name'];

const reddish = 'rgb(250,122,122)';
const blue = 'rgb(61,180,242)';
const green = 'rgb(123,213,85)';
const yellow = 'rgb(247,191,99)';
const orange = 'rgb(247,154,99)';
const red = 'rgb(232,93,117)';

/** Spec doc 1 §3 groups: likes reddish, replies blue, messages/follows/mentions green, subscriptions/airing yellow. */
export const defaultNotificationColourByType: Record<NotificationType, string> = {
  ACTIVITY_LIKE: reddish,
  ACTIVITY_REPLY_LIKE: reddish,
  THREAD_COMMENT_LIKE: reddish,
  THREAD_LIKE: reddish,
  THREAD_COMMENT_REPLY: blue,
  ACTIVITY_REPLY: blue,
  ACTIVITY_MESSAGE: green,
  FOLLOWING: green,
  ACTIVITY_MENTION: green,
  THREAD_COMMENT_MENTION: green,
  THREAD_SUBSCRIBED: yellow,
  AIRING: yellow,
  // The five types newer than the spec, placed in its scheme: a reply to an activity you follow is
  // a reply (blue); the site's news about media on your list sits beside airing's yellow in
  // orange, and a deletion (something lost from the list) in red, apart from the likes' peach.
  ACTIVITY_REPLY_SUBSCRIBED: blue,
  RELATED_MEDIA_ADDITION: orange,
  MEDIA_DATA_CHANGE: orange,
  MEDIA_MERGE: orange,
  MEDIA_DELETION: red,
};

export function defaultNotificationColours(): NotificationColours {
  const entries = Object.entries(defaultNotificationColourByType).map(([type, colour]) => [
    type,
    { colour, supress: false },
  ]);
  return Object.fromEntries(entries) as NotificationColours;
}

const rgbText = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/;

/** True for 'rgb(r,g,b)' / 'rgba(r,g,b,a)' text with channels 0..255 (what the pie and list paint with). */
export function isRgbColourText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = rgbText.exec(value);
  if (!match) return false;
  return [match[1], match[2], match[3]].every((channel) => Number(channel) <= 255);
}

/** The menu name for a stored colour, or null when the colour is not one of the menu's. */
export function notificationColourName(colour: string): NotificationColourName | null {
  const normalised = colour.replace(/\s+/g, '');
  return notificationColourChoices.find((choice) => choice.colour === normalised)?.name ?? null;
}
