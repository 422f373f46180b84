import { describe, expect, it } from 'vitest';
import { readChannelMessage } from '../../../src/core/channelMessage';

describe('messages on the automail channel', () => {
  it('hears each kind the script sends, in its shape', () => {
    const sent = [
      { type: 'settings', key: 'feedCommentFilter', value: true },
      { type: 'cache', key: 'hohX', value: { data: 1, time: 2, duration: null } },
      { type: 'store', key: 'k', value: null },
      { type: 'budget', limit: 90, remaining: 0, resetAt: 5 },
      { type: 'budget', limit: 90, remaining: 90, resetAt: 5, retryAt: 0 },
      { type: 'health', down: false, retryAt: 0, level: 0, probeUntil: 0 },
      { type: 'notificationCount', count: 2, types: ['AIRING', 'FOLLOWING'], time: 9 },
    ];
    for (const message of sent) expect(readChannelMessage(message)).toEqual(message);
  });

  it('keeps only the fields it knows', () => {
    expect(readChannelMessage({ type: 'health', down: true, retryAt: 1, level: 0, probeUntil: 0, extra: 'x' }))
      .toEqual({ type: 'health', down: true, retryAt: 1, level: 0, probeUntil: 0 });
  });

  it('drops anything else', () => {
    for (const forged of [
      null, 'budget', [], { type: 'nonsense' }, { type: 'settings', value: 1 }, { type: 'settings', key: 1, value: 1 },
      { type: 'budget', limit: 90, remaining: 91, resetAt: 5 }, { type: 'budget', limit: 90, remaining: -1, resetAt: 5 },
      { type: 'budget', limit: 90, remaining: 1, resetAt: Number.NaN }, { type: 'budget', limit: 1.5, remaining: 1, resetAt: 5 },
      { type: 'health', down: 1, retryAt: 0, level: 0, probeUntil: 0 }, { type: 'health', down: true, retryAt: -5, level: 0, probeUntil: 0 },
      { type: 'notificationCount', count: 1, types: [1], time: 1 }, { type: 'notificationCount', count: -1, types: [], time: 1 },
      { type: 'notificationCount', count: 1, types: 'AIRING', time: 1 },
    ]) expect(readChannelMessage(forged), JSON.stringify(forged)).toBeNull();
  });
});
