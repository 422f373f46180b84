// End to end: a compare link naming 1,000 members (issue 23: it sent about 80 list requests in
// 12 s and kept loading) loads the first MAX_COMPARE_USERS only, and says so on the page.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/useHarness.ts';
import { compareSettled } from '../helpers/compare.ts';
import { strings } from '../../src/modules/comparissionPage/strings.ts';
import { MAX_COMPARE_USERS } from '../../src/workers/compare/urlState.ts';

const harness = useHarness({}, { freshRateWindow: true });

describe('comparissionPage: a link naming 1,000 members', { timeout: 240_000 }, () => {
  it(`loads the first ${MAX_COMPARE_USERS} and nothing for the rest, and says so`, async () => {
    // Guests see public lists of members who block nobody in particular: every column loads.
    const members = harness.sim.world.users().filter((user) => !user.private).map((user) => user.name);
    expect(members.length).toBeGreaterThanOrEqual(MAX_COMPARE_USERS);
    const names = [...members, ...Array.from({ length: 1000 }, (_, i) => `Nobody${i}`)].slice(0, 1000);
    const owner = names[0]!;
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, `/user/${owner}/animelist/compare?users=${names.join(',')}`);
    await page.locator('div.hohCompare .hohCompareMessages', { hasText: strings.namesDropped(MAX_COMPARE_USERS, 1000) }).waitFor({ timeout: 60_000 });
    expect(strings.namesDropped(MAX_COMPARE_USERS, 1000)).toBe(`Compared the first ${MAX_COMPARE_USERS} of 1,000 names in the address.`);
    await compareSettled(page, MAX_COMPARE_USERS, 180_000);
    const listed = new Set(harness.requests()
      .filter((request) => request.operation.includes('MediaListCollection'))
      .map((request) => String(request.variables?.userName ?? request.variables?.userId ?? '').toLowerCase()));
    const wanted = new Set(names.slice(0, MAX_COMPARE_USERS).map((name) => name.toLowerCase()));
    expect([...listed].filter((name) => !wanted.has(name))).toEqual([]);
    expect(listed.size).toBeLessThanOrEqual(MAX_COMPARE_USERS);
    await page.context().close();
  });
});
