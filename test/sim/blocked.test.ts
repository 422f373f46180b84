// A member who blocked the viewer (the seeded Wasabi blocks Demo): their lists and posts are
// hidden from the viewer, the user is still found, as AniList answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import { NOTABLE_USERS } from '../../sim/world/generateUsers.ts';
import type { World } from '../../sim/world/types.ts';
import { executeGraphql } from '../../sim/api/execute.ts';
import { renderFragment } from '../../sim/pages/index.ts';

let world: World;

beforeAll(() => {
  world = generateWorld({ anime: 300, manga: 100 });
});

const LIST = `query ($userName: String) {
  MediaListCollection(userName: $userName, type: ANIME) { lists { entries { mediaId } } user { id } }
  User(name: $userName) { id name }
}`;

async function ask(query: string, variables: Record<string, unknown>, token?: string) {
  return executeGraphql(world, { query, variables }, token ? `Bearer ${token}` : undefined);
}

describe('a member who blocked the viewer', () => {
  it('is seeded: Wasabi blocks the demo user', () => {
    const blocker = world.getUserByName(NOTABLE_USERS.blocker)!;
    expect(blocker.blocked).toContain(world.demoUser.id);
  });

  it("answers the blocked viewer's list request with 404 'Not Found.' but still finds the user", async () => {
    const answer = await ask(LIST, { userName: NOTABLE_USERS.blocker }, world.demoUser.token!);
    expect(answer.status).toBe(404);
    const body = answer.body as { errors: { message: string; status: number }[]; data: { MediaListCollection: unknown; User: { id: number } | null } };
    expect(body.errors[0]).toMatchObject({ message: 'Not Found.', status: 404 });
    expect(body.data.MediaListCollection).toBeNull();
    expect(body.data.User?.id).toBe(world.getUserByName(NOTABLE_USERS.blocker)!.id);
  });

  it('shows the list to everyone else and to guests', async () => {
    const guest = await ask(LIST, { userName: NOTABLE_USERS.blocker });
    expect(guest.status).toBe(200);
    const other = await ask(LIST, { userName: NOTABLE_USERS.blocker }, world.getUserByName('Aoi')!.token!);
    expect(other.status).toBe(200);
  });

  it("hides the blocker's entries and activities from the blocked viewer's other queries", async () => {
    const blocker = world.getUserByName(NOTABLE_USERS.blocker)!;
    const entry = world.listEntries(blocker.id, 'ANIME')[0];
    const query = 'query ($m: Int) { Page { mediaList(mediaId: $m) { userId } } }';
    const seenByDemo = await ask(query, { m: entry.mediaId }, world.demoUser.token!);
    const seenByGuest = await ask(query, { m: entry.mediaId });
    const users = (answer: typeof seenByDemo) => (answer.body as { data: { Page: { mediaList: { userId: number }[] } } }).data.Page.mediaList.map((e) => e.userId);
    expect(users(seenByGuest)).toContain(blocker.id);
    expect(users(seenByDemo)).not.toContain(blocker.id);
    const activities = 'query ($u: Int) { Page { activities(userId: $u) { ... on TextActivity { id } ... on ListActivity { id } } } }';
    const own = await ask(activities, { u: blocker.id });
    expect((own.body as { data: { Page: { activities: unknown[] } } }).data.Page.activities.length).toBeGreaterThan(0);
    const hidden = await ask(activities, { u: blocker.id }, world.demoUser.token!);
    expect((hidden.body as { data: { Page: { activities: unknown[] } } }).data.Page.activities).toHaveLength(0);
  });

  it('sends the blocked viewer from the profile and list pages to /404', () => {
    const demo = world.getUserById(world.demoUser.id)!;
    for (const path of [`/user/${NOTABLE_USERS.blocker}/`, `/user/${NOTABLE_USERS.blocker}/animelist`]) {
      const fragment = renderFragment(world, demo, path);
      expect(fragment.status).toBe(404);
      expect(fragment.redirect).toBe('/404');
    }
    expect(renderFragment(world, null, `/user/${NOTABLE_USERS.blocker}/`).status).toBe(200);
  });
});
