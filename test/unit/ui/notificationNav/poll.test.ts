import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ query: vi.fn(), hasToken: vi.fn(() => true) }));
vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), query: api.query }));
vi.mock('../../../../src/api/apiConfig', async (original) => ({ ...(await original<object>()), hasToken: api.hasToken }));

import { pollUnread } from '../../../../src/ui/notificationNav/poll';
import { setUnread, unreadState } from '../../../../src/ui/notificationNav/unreadState';

const operation = (call: unknown[]) => String(call[0]).match(/query (\w+)/)?.[1];

beforeEach(() => {
  api.query.mockReset();
  vi.stubGlobal('document', { hidden: false });
});

describe("the pie's poll (notifications)", () => {
  it('asks the types when the count changed, and shares both', async () => {
    setUnread(0, [], false, Date.now() - 60_000);
    api.query.mockResolvedValueOnce({ Viewer: { unreadNotificationCount: 2 } });
    api.query.mockResolvedValueOnce({ Viewer: { unreadNotificationCount: 2 }, Page: { notifications: [{ type: 'AIRING' }, { type: 'FOLLOWING' }] } });
    await pollUnread(new AbortController().signal, true);
    expect(api.query.mock.calls.map(operation)).toEqual(['UnreadNotificationCount', 'UnreadNotificationTypes']);
    expect(unreadState()).toMatchObject({ count: 2, types: ['AIRING', 'FOLLOWING'] });
  });

  it('drops a count answered after newer news (a dismissal) arrived, and asks nothing more', async () => {
    setUnread(2, ['AIRING', 'FOLLOWING'], false, Date.now() - 60_000);
    let answer!: (value: unknown) => void;
    api.query.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const look = pollUnread(new AbortController().signal, true);
    // The member dismisses while the look is out: AniList answers with the count of before.
    await new Promise((resolve) => setTimeout(resolve, 5));
    setUnread(0, [], false);
    answer({ Viewer: { unreadNotificationCount: 3 } });
    await look;
    expect(api.query.mock.calls.map(operation)).toEqual(['UnreadNotificationCount']);
    expect(unreadState()).toMatchObject({ count: 0, types: [] });
  });

  it('drops types answered after newer news arrived', async () => {
    setUnread(0, [], false, Date.now() - 60_000);
    let answer!: (value: unknown) => void;
    api.query.mockResolvedValueOnce({ Viewer: { unreadNotificationCount: 1 } });
    api.query.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const look = pollUnread(new AbortController().signal, true);
    await vi.waitFor(() => expect(api.query).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 5));
    setUnread(0, [], false);
    answer({ Viewer: { unreadNotificationCount: 1 }, Page: { notifications: [{ type: 'AIRING' }] } });
    await look;
    expect(unreadState()).toMatchObject({ count: 0, types: [] });
  });
});
