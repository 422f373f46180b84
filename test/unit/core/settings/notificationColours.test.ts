import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../src/core/featureTable';
import { pieSlices } from '../../../../src/lib/notificationPie';
import {
  isRgbColourText,
  notificationColourChoices,
  notificationColourName,
} from '../../../../src/core/settings/notificationColours';

describe('notification colours', () => {
  it('defaults every type unsuppressed in the spec colour groups', () => {
    const colours = defaultSettings().notificationColours;
    // The spec's twelve and the five types AniList added since.
    expect(Object.keys(colours)).toHaveLength(17);
    for (const entry of Object.values(colours)) expect(entry.supress).toBe(false);
    for (const type of ['ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE', 'THREAD_COMMENT_LIKE', 'THREAD_LIKE'] as const) {
      expect(colours[type].colour).toBe('rgb(250,122,122)');
    }
    for (const type of ['THREAD_COMMENT_REPLY', 'ACTIVITY_REPLY'] as const) expect(colours[type].colour).toBe('rgb(61,180,242)');
    for (const type of ['ACTIVITY_MESSAGE', 'FOLLOWING', 'ACTIVITY_MENTION', 'THREAD_COMMENT_MENTION'] as const) {
      expect(colours[type].colour).toBe('rgb(123,213,85)');
    }
    for (const type of ['THREAD_SUBSCRIBED', 'AIRING'] as const) expect(colours[type].colour).toBe('rgb(247,191,99)');
  });

  it('gives the five newer types menu colours beside the spec groups: a reply blue, media news orange, a deletion red', () => {
    const colours = defaultSettings().notificationColours;
    expect(colours.ACTIVITY_REPLY_SUBSCRIBED.colour).toBe(colours.ACTIVITY_REPLY.colour);
    for (const type of ['RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE'] as const) expect(notificationColourName(colours[type].colour)).toBe('Orange');
    expect(notificationColourName(colours.MEDIA_DELETION.colour)).toBe('Red');
    // None of them falls back to the pie's default colour.
    for (const type of ['RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION'] as const) {
      expect(pieSlices([type], colours)[0].colour).toBe(colours[type].colour);
    }
  });

  it('offers the nine selectable colours in order', () => {
    expect(notificationColourChoices.map((c) => c.name)).toEqual([
      'Transparent', 'Blue', 'White', 'Black', 'Red', 'Peach', 'Orange', 'Yellow', 'Green',
    ]);
    for (const choice of notificationColourChoices) expect(isRgbColourText(choice.colour)).toBe(true);
  });

  it('accepts rgb text only with channels up to 255', () => {
    expect(isRgbColourText('rgb(1, 2, 3)')).toBe(true);
    expect(isRgbColourText('rgba(1,2,3,0.5)')).toBe(true);
    expect(isRgbColourText('rgb(256,0,0)')).toBe(false);
    expect(isRgbColourText('#ffffff')).toBe(false);
    expect(isRgbColourText('red')).toBe(false);
    expect(isRgbColourText(12)).toBe(false);
  });

  it('names a stored colour, ignoring spaces', () => {
    expect(notificationColourName('rgb(61, 180, 242)')).toBe('Blue');
    expect(notificationColourName('rgb(1,2,3)')).toBeNull();
  });
});
