import { CHECKER_SEEDED_MEDIA } from '../../sim/world/seedChecker.ts';
import { HOME_SEEDED_ANIME } from '../../sim/world/seedHome.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateFixture } from '../../sim/world/generate.ts';
import { checkFixture, loadFixture } from '../../sim/world/fixture.ts';
import { startServer } from '../../sim/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'sim-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const small = () => generateFixture({ seed: 9, now: 1_767_225_600, anime: 120, manga: 30 });

describe('fixtures', { timeout: 30_000 }, () => {
  it('round-trip through JSON text and files', () => {
    const fixture = small();
    const text = JSON.stringify(fixture);
    const fromText = loadFixture(text);
    expect(fromText.toFixture()).toEqual(JSON.parse(text));
    const path = join(dir, 'world.json');
    writeFileSync(path, text);
    const fromFile = loadFixture(path);
    expect(fromFile.allMedia().length).toBe(150 + HOME_SEEDED_ANIME + CHECKER_SEEDED_MEDIA.ANIME + CHECKER_SEEDED_MEDIA.MANGA);
    expect(fromFile.demoUser.name).toBe('Demo');
  });

  it('loading copies the fixture, so mutations do not leak back', () => {
    const fixture = small();
    const world = loadFixture(fixture);
    const user = world.getUserByName('Demo')!;
    world.updateUser(user.id, { about: 'changed' });
    expect(fixture.users.find((u) => u.name === 'Demo')!.about).not.toBe('changed');
  });

  it('rejects malformed fixtures with a clear message', () => {
    expect(() => checkFixture({ version: 2 })).toThrow(/version/);
    expect(() => checkFixture({ ...small(), media: undefined })).toThrow(/"media"/);
    expect(() => loadFixture({ ...small(), demoUserName: 'Nobody' })).toThrow(/demo user "Nobody"/);
  });

  it('a simulator serves a hand-made fixture', async () => {
    const fixture = small();
    fixture.media[0].title.romaji = 'Fixture Title';
    const sim = await startServer({ world: { fixture } });
    try {
      const r = await fetch(`${sim.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/' },
        body: JSON.stringify({ query: `{ Media(id: ${fixture.media[0].id}) { title { romaji } } }` }),
      });
      expect(await r.json()).toEqual({ data: { Media: { title: { romaji: 'Fixture Title' } } } });
    } finally {
      await sim.close();
    }
  });
});
