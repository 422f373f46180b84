// /settings/notifications: the member's notification switches, saved and read through the API.
import { buildSchema, GraphQLEnumType } from 'graphql';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeGraphql } from '../../sim/api/execute.ts';
import { generateWorld } from '../../sim/world/generate.ts';
import { NOTIFICATION_TYPES } from '../../sim/world/notificationOptions.ts';
import type { World } from '../../sim/world/types.ts';
import { renderFragment } from '../../sim/pages/index.ts';

let world: World;

beforeAll(() => {
  world = generateWorld({ anime: 100, manga: 50 });
});

const READ = 'query { Viewer { options { notificationOptions { type enabled } } } }';
const SAVE = 'mutation ($options: [NotificationOptionInput]) { UpdateUser(notificationOptions: $options) { id } }';

describe('notification options', () => {
  it('lists every type of the schema', () => {
    const schema = buildSchema(readFileSync(new URL('../../sim/schema.graphql', import.meta.url), 'utf8'));
    const type = schema.getType('NotificationType');
    if (!(type instanceof GraphQLEnumType)) throw new Error('NotificationType is not an enum');
    const values = type.getValues().map((value) => value.name);
    expect([...NOTIFICATION_TYPES]).toEqual(values);
  });

  it('are all on until switched; UpdateUser sets the types sent and keeps the others', async () => {
    const demo = world.getUserByName(world.demoUser.name)!;
    const token = demo.token!;
    const before = await executeGraphql(world, { query: READ }, `Bearer ${token}`);
    const options = (before.body as { data: { Viewer: { options: { notificationOptions: { type: string; enabled: boolean }[] } } } }).data.Viewer.options.notificationOptions;
    expect(options.map((o) => o.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(options.every((o) => o.enabled)).toBe(true);

    await executeGraphql(world, { query: SAVE, variables: { options: [{ type: 'AIRING', enabled: false }, { type: 'FOLLOWING', enabled: false }] } }, `Bearer ${token}`);
    await executeGraphql(world, { query: SAVE, variables: { options: [{ type: 'FOLLOWING', enabled: true }] } }, `Bearer ${token}`);
    const after = await executeGraphql(world, { query: READ }, `Bearer ${token}`);
    const saved = (after.body as { data: { Viewer: { options: { notificationOptions: { type: string; enabled: boolean }[] } } } }).data.Viewer.options.notificationOptions;
    expect(saved.filter((o) => !o.enabled).map((o) => o.type)).toEqual(['AIRING']);

    const page = renderFragment(world, demo, '/settings/notifications');
    expect(String(page.html)).toMatch(/data-sim-notification="AIRING"(?! checked)/);
    expect(String(page.html)).toMatch(/data-sim-notification="FOLLOWING" checked/);
  });

  it('needs the token, as every mutation', async () => {
    const answer = await executeGraphql(world, { query: SAVE, variables: { options: [{ type: 'AIRING', enabled: false }] } }, undefined);
    expect(answer.status).toBe(401);
  });
});
