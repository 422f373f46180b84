import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_NEEDLES, SEEDED_MESSAGES, SEEDED_STATUS_POSTS, VARIOUS_QUERIES_USER } from '../../../../../sim/world/seedVariousQueries';
import type { Activity } from '../../../../../sim/world/types';
import { findMessage } from '../../../../../src/modules/moreStats/variousQueries/tools/findMessage';
import { findStatus } from '../../../../../src/modules/moreStats/variousQueries/tools/findStatus';
import { mostLikedStatuses } from '../../../../../src/modules/moreStats/variousQueries/tools/mostLiked';
import { NO_POSTS_FOUND } from '../../../../../src/modules/moreStats/variousQueries/tools/postSearchTool';
import { variousQueries } from '../../../../../src/modules/moreStats/variousQueries/tools';
import type { QueryResult } from '../../../../../src/modules/moreStats/variousQueries/types';
import { defaultWorld, fakeRun, installSimulatorFetch, rateLimited, serverError, withDefaults, type ToolHarness } from './toolHarness';

const world = defaultWorld();
const owner = world.users().find((user) => user.name === VARIOUS_QUERIES_USER)!;
let harness: ToolHarness;

beforeEach(() => {
  harness = installSimulatorFetch(world);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function statusPosts() {
  return world.activities().filter((a): a is Extract<Activity, { type: 'TEXT' }> => a.type === 'TEXT' && a.userId === owner.id);
}
function messages() {
  return world.activities().filter((a): a is Extract<Activity, { type: 'MESSAGE' }> => a.type === 'MESSAGE' && a.recipientId === owner.id);
}
function hrefs(result: QueryResult | undefined): string[] {
  if (result?.kind !== 'html') return [];
  return result.items.map((item) => (typeof item.heading === 'object' && 'href' in item.heading ? item.heading.href : ''));
}
const byIdDesc = (a: { id: number }, b: { id: number }) => b.id - a.id;

describe('Find a status', () => {
  it('finds the seeded needle on every page, newest first, reporting "Searching status post n/total"', async () => {
    const total = statusPosts().length;
    expect(total).toBeGreaterThanOrEqual(SEEDED_STATUS_POSTS);
    const expected = statusPosts().filter((a) => a.text.toLowerCase().includes(POST_NEEDLES.status)).sort(byIdDesc);
    expect(expected.length).toBe(3);
    const recorded = fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status.toUpperCase() }));
    await findStatus.run(recorded.run);
    expect(hrefs(recorded.last())).toEqual(expected.map((a) => `/activity/${a.id}`));
    expect(recorded.progress[0]).toBe('Loading...');
    expect(recorded.progress.at(-1)).toBe(`Searching status post ${total}/${total}`);
    expect(recorded.progress).toContain(`Searching status post 50/${total}`);
    // Shown as found: an earlier result already held the first page's hit.
    expect(recorded.results.length).toBeGreaterThan(1);
    const item = recorded.last()!.kind === 'html' ? (recorded.last() as Extract<QueryResult, { kind: 'html' }>).items[0] : null;
    expect(item?.html).toContain(POST_NEEDLES.status);
    // Page 1 first, then the other pages (3 of 50) of TEXT activities by the user's id.
    const pages = harness.sent.filter((body) => body.query.includes('VqUserPosts'));
    expect(pages.map((body) => body.variables.page).sort()).toEqual([1, 2, 3]);
    expect(pages.every((body) => body.variables.userId === owner.id && body.variables.type === 'TEXT')).toBe(true);
  });

  it('searches with a regular expression, and refuses an invalid one before asking the API', async () => {
    const pattern = '#1[0-2]\\)$';
    const expected = statusPosts().filter((a) => new RegExp(pattern, 'i').test(a.text)).sort(byIdDesc);
    expect(expected.length).toBeGreaterThan(0);
    const recorded = fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: pattern, regex: true }));
    await findStatus.run(recorded.run);
    expect(hrefs(recorded.last())).toEqual(expected.map((a) => `/activity/${a.id}`));

    const bad = fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: 'okonomi(', regex: true }));
    harness.sent.length = 0;
    await expect(findStatus.run(bad.run)).rejects.toThrow(/^Error: Invalid regular expression/);
    expect(harness.sent).toEqual([]);
  });

  it('uses the signed-in user when no name is given, and says when nothing matched', async () => {
    const recorded = fakeRun(withDefaults(findStatus, { search: 'no post says this zzz' }), { viewer: VARIOUS_QUERIES_USER });
    await findStatus.run(recorded.run);
    expect(recorded.last()).toEqual({ kind: 'message', text: NO_POSTS_FOUND });
    expect(harness.sent[0].variables).toEqual({ name: VARIOUS_QUERIES_USER });
  });

  it('rejects with a message for an unknown user and for an API error, and retries a 429 mid-run', async () => {
    await expect(findStatus.run(fakeRun(withDefaults(findStatus, { user: 'NobodyByThisName' })).run)).rejects.toThrow('Error: User "NobodyByThisName" not found.');

    harness.intercept({ when: (body) => body.variables.page === 2, answer: serverError });
    await expect(findStatus.run(fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: 'x' })).run)).rejects.toThrow('Error: Internal Server Error');

    harness = installSimulatorFetch(world);
    harness.intercept({ when: (body) => body.variables.page === 3, answer: rateLimited });
    const recorded = fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status }));
    await findStatus.run(recorded.run);
    expect(hrefs(recorded.last())).toHaveLength(3);
    expect(harness.sent.filter((body) => body.variables.page === 3)).toHaveLength(2);
  });

  it('stops quietly on Stop: no error, no later page asked', async () => {
    const recorded = fakeRun(withDefaults(findStatus, { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.status }));
    harness.onRequest((body) => {
      if (body.variables.page === 1) recorded.controller.abort();
    });
    await expect(findStatus.run(recorded.run)).resolves.toBeUndefined();
    expect(harness.sent.some((body) => body.variables.page === 2)).toBe(false);
  });
});

describe('Find a message', () => {
  it('searches the messages on the profile with "Searching message post n/total"', async () => {
    const total = messages().length;
    expect(total).toBeGreaterThanOrEqual(SEEDED_MESSAGES);
    const expected = messages().filter((a) => a.message.toLowerCase().includes(POST_NEEDLES.message)).sort(byIdDesc);
    expect(expected.length).toBe(2);
    const recorded = fakeRun(withDefaults(findMessage, { user: VARIOUS_QUERIES_USER, search: POST_NEEDLES.message }));
    await findMessage.run(recorded.run);
    expect(hrefs(recorded.last())).toEqual(expected.map((a) => `/activity/${a.id}`));
    expect(recorded.progress.at(-1)).toBe(`Searching message post ${total}/${total}`);
    const heading = (recorded.last() as Extract<QueryResult, { kind: 'html' }>).items[0].heading;
    expect(typeof heading === 'object' && heading.text).toContain(world.getUserById(expected[0].messengerId)!.name);
  });
});

describe('Most liked status posts', () => {
  it('shows the 20 most liked posts, most likes first', async () => {
    const expected = statusPosts().sort((a, b) => b.likes.length - a.likes.length || b.id - a.id).slice(0, 20);
    const recorded = fakeRun(withDefaults(mostLikedStatuses, { user: VARIOUS_QUERIES_USER }));
    await mostLikedStatuses.run(recorded.run);
    expect(hrefs(recorded.last())).toEqual(expected.map((a) => `/activity/${a.id}`));
    const headings = (recorded.last() as Extract<QueryResult, { kind: 'html' }>).items.map((item) => (typeof item.heading === 'object' ? item.heading.text : ''));
    expect(headings[0]).toBe(`${expected[0].likes.length} likes`);
    expect(recorded.progress.at(-1)).toBe(`Searching status post ${statusPosts().length}/${statusPosts().length}`);
  });
});

describe('the tool list', () => {
  it('lists each tool once under a unique id', () => {
    const ids = variousQueries.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(variousQueries.map((tool) => tool.label)).toEqual(expect.arrayContaining(['Find a status', 'Find a message', 'Most liked status posts']));
  });
});
