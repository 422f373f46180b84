import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcast, CHANNEL_NAME, onBroadcast, resetChannelForTests, type ChannelMessage } from '../../../src/core/channel';

const message: ChannelMessage = { type: 'settings', key: 'hideLikes', value: true };

beforeEach(() => resetChannelForTests());
afterEach(() => {
  resetChannelForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('channel without BroadcastChannel', () => {
  it('warns exactly once and broadcasting does nothing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    expect(() => broadcast(message)).not.toThrow();
    onBroadcast(listener);
    broadcast(message);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toMatch(/BroadcastChannel/);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('channel with BroadcastChannel', () => {
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    otherTab = new BroadcastChannel(CHANNEL_NAME);
  });
  afterEach(() => otherTab.close());

  const nextFromOtherTab = (): Promise<ChannelMessage> =>
    new Promise((resolve) => {
      otherTab.onmessage = (event: MessageEvent<ChannelMessage>) => resolve(event.data);
    });

  it('delivers a broadcast to another instance on the same channel', async () => {
    const received = nextFromOtherTab();
    broadcast(message);
    await expect(received).resolves.toEqual(message);
  });

  it("calls listeners with other instances' messages, and stops once a listener's signal aborts", async () => {
    const controller = new AbortController();
    const stopped = vi.fn();
    onBroadcast(stopped, controller.signal);
    const first = new Promise<ChannelMessage>((resolve) => onBroadcast(resolve));
    otherTab.postMessage(message);
    await expect(first).resolves.toEqual(message);
    expect(stopped).toHaveBeenCalledWith(message);

    controller.abort();
    const later: ChannelMessage = { type: 'cache', key: 'hohX', value: 1 };
    const second = new Promise<ChannelMessage>((resolve) => onBroadcast(resolve));
    otherTab.postMessage(later);
    await expect(second).resolves.toEqual(later);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
