import { CHECKER_SEEDED_MEDIA } from '../../sim/world/seedChecker.ts';
import { TAG_WITHOUT_DESCRIPTION } from '../../sim/world/seedTagVocabulary.ts';
import { HOME_SEEDED_ANIME } from '../../sim/world/seedHome.ts';
import { describe, expect, it, vi } from 'vitest';
import { parseNoteCommand } from '../../src/lib/noteCommands.ts';
import { generateFixture, generateWorld, HOARDER_ANIME } from '../../sim/world/generate.ts';
import { NOTABLE_USERS, DEMO_TOKEN } from '../../sim/world/generateUsers.ts';
import { FOLLOW_SEED } from '../../sim/world/seedFollows.ts';
import type { NotificationType, ScoreFormat, World } from '../../sim/world/types.ts';
import { formatToRaw, rawToFormat } from '../../sim/world/scores.ts';
import { createRandom } from '../../sim/world/random.ts';

const NOW = 1_767_225_600;
// One default world for the read-only checks: generating it takes about two seconds.
const world: World = generateWorld({ now: NOW });

describe('seeded PRNG', { timeout: 30_000 }, () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('samples distinct items', () => {
    const rng = createRandom(1);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const picked = rng.sample(items, 60);
    expect(new Set(picked).size).toBe(60);
  });
});

describe('generated world', { timeout: 30_000 }, () => {
  it('is the same for the same seed and now', () => {
    const a = generateFixture({ seed: 42, now: NOW, anime: 300, manga: 80 });
    const b = generateFixture({ seed: 42, now: NOW, anime: 300, manga: 80 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = generateFixture({ seed: 43, now: NOW, anime: 300, manga: 80 });
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('has 12,000 anime and 2,000 manga with three titles and MAL ids', () => {
    const anime = world.allMedia('ANIME');
    const manga = world.allMedia('MANGA');
    // 12,000 generated, plus the home page's seeded shows (sim/world/seedHome.ts) and the checker's probes (seedChecker.ts).
    expect(anime.length).toBe(12_000 + HOME_SEEDED_ANIME + CHECKER_SEEDED_MEDIA.ANIME);
    expect(manga.length).toBe(2_000 + CHECKER_SEEDED_MEDIA.MANGA);
    expect(new Set(world.allMedia().map((m) => m.id)).size).toBe(14_000 + HOME_SEEDED_ANIME + CHECKER_SEEDED_MEDIA.ANIME + CHECKER_SEEDED_MEDIA.MANGA);
    expect(anime.every((m) => m.title.romaji && m.title.native)).toBe(true);
    expect(anime.filter((m) => m.title.english).length).toBeGreaterThan(6_000);
    expect(anime.filter((m) => m.idMal !== null).length).toBeGreaterThan(10_000);
    const withMal = manga.find((m) => m.idMal !== null)!;
    expect(world.mediaByIdMal(withMal.idMal!, 'MANGA')).toBe(withMal);
  });

  it('covers every format, relation data, staff roles and voice actors in several languages', () => {
    const formats = new Set(world.allMedia().map((m) => m.format));
    for (const f of ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC', 'MANGA', 'NOVEL', 'ONE_SHOT']) expect(formats).toContain(f);
    const statuses = new Set(world.allMedia().map((m) => m.status));
    for (const s of ['FINISHED', 'RELEASING', 'NOT_YET_RELEASED', 'CANCELLED', 'HIATUS']) expect(statuses).toContain(s);
    const languages = new Set(world.allMedia('ANIME').flatMap((m) => m.characters.flatMap((c) => c.voiceActors.map((v) => v.language))));
    expect(languages.size).toBeGreaterThanOrEqual(5);
    expect(world.allMedia().some((m) => m.relations.some((r) => r.relationType === 'SEQUEL'))).toBe(true);
    expect(world.allMedia().some((m) => m.relations.some((r) => r.relationType === 'ADAPTATION'))).toBe(true);
    expect(world.allMedia().some((m) => m.recommendations.length > 0)).toBe(true);
    expect(world.allStudios().some((s) => s.isAnimationStudio)).toBe(true);
    expect(world.allStudios().some((s) => !s.isAnimationStudio)).toBe(true);
    expect(world.allMedia('ANIME').some((m) => m.nextAiringEpisode !== null)).toBe(true);
    const staffId = world.allMedia('ANIME')[0].staff[0].staffId;
    expect(world.staffMedia(staffId).length).toBeGreaterThan(0);
  });

  it('has a tag collection of about 60 tags with descriptions and categories, used with ranks', () => {
    expect(world.tags().length).toBeGreaterThanOrEqual(55);
    expect(world.tags().every((t) => (t.description || t.name === TAG_WITHOUT_DESCRIPTION) && t.category)).toBe(true);
    expect(world.tags().length).toBeGreaterThan(205); // AniList's tag picker is that long (spec doc 3 §5)
    const media = world.allMedia()[0];
    const full = world.mediaTags(media);
    expect(full.length).toBe(media.tags.length);
    expect(full[0].description).toBe(world.tagByName(full[0].name)!.description);
    expect(full.every((t) => t.rank >= 0 && t.rank <= 100)).toBe(true);
  });

  it('has the notable users', () => {
    // 25 generated members, then the follow lists' members (sim/world/seedFollows.ts).
    expect(world.users().length).toBe(25 + 1 + FOLLOW_SEED.fans + 2); // + the checker's Linter and the moderation helper's Spamster
    const hoarder = world.getUserByName(NOTABLE_USERS.hoarder)!;
    const hoarderAnime = world.listEntries(hoarder.id, 'ANIME');
    expect(hoarderAnime.length).toBe(HOARDER_ANIME);
    expect(new Set(hoarderAnime.map((e) => e.mediaId)).size).toBe(HOARDER_ANIME);
    expect(world.getUserByName(NOTABLE_USERS.private)!.private).toBe(true);
    expect(world.getUserByName(NOTABLE_USERS.donator)!.donatorTier).toBe(1);
    expect(world.users().filter((u) => u.donatorTier > 0).map((u) => u.name)).toEqual([NOTABLE_USERS.donator]);
    expect(world.getUserByName(NOTABLE_USERS.hostile)!.about).toContain('<script>');
    expect(world.demoUser).toEqual({ id: world.getUserByName('Demo')!.id, name: 'Demo', token: DEMO_TOKEN });
    expect(world.getUserByToken(DEMO_TOKEN)!.name).toBe('Demo');
    expect(world.getUserByName('demo')!.name).toBe('Demo');
  });

  it('uses every score format, with entry scores consistent with their raw value', () => {
    const formats = new Set<ScoreFormat>(world.users().map((u) => u.mediaListOptions.scoreFormat));
    expect([...formats].sort()).toEqual(['POINT_10', 'POINT_100', 'POINT_10_DECIMAL', 'POINT_3', 'POINT_5']);
    for (const user of world.users()) {
      for (const e of world.listEntries(user.id, 'MANGA')) {
        expect(e.scoreRaw).toBe(formatToRaw(e.score, user.mediaListOptions.scoreFormat));
      }
    }
  });

  it('gives list entries custom lists, advanced scores and note commands', () => {
    const demo = world.getUserByName('Demo')!;
    const entries = world.listEntries(demo.id, 'ANIME');
    expect(demo.mediaListOptions.animeList.customLists.length).toBeGreaterThan(0);
    expect(entries.some((e) => Object.values(e.customLists).some(Boolean))).toBe(true);
    expect(entries.every((e) => Object.keys(e.advancedScores).length === 5)).toBe(true);
    const notes = entries.map((e) => e.notes ?? '');
    expect(notes.some((n) => /#\w/.test(n))).toBe(true);
    // Read with the script's own parser: every value form must be a real command.
    const commands = new Map<string, number | null | undefined>();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const n of notes) {
      const command = parseNoteCommand(n);
      commands.set(n, command === null ? null : command === undefined ? undefined : command.adjustValue);
    }
    warn.mockRestore();
    expect(commands.get('${"more":3}$ plus the recap episodes')).toBe(1); // a bare number is one episode
    expect(commands.get('${"skip":"1-3"}$')).toBe(-3); // range
    expect(commands.get('${"adjust":2}$ #extra')).toBe(2); // adjust
    expect(commands.get('${"more":"2x3"}$')).toBe(3); // multiplier
    expect(commands.get('${"skip":"1,4,5"}$ skipped filler')).toBe(-3); // comma list
    expect(commands.get('${"more":"1-4","skip":2}$')).toBe(3);
    // the deliberate non-commands
    expect(commands.has('$ {"more": 3} $ spaced, so no command')).toBe(true);
    expect(commands.get('$ {"more": 3} $ spaced, so no command')).toBeNull();
    expect(commands.has('${broken json}$ this warns')).toBe(true);
    expect(commands.get('${broken json}$ this warns')).toBeUndefined();
    expect(entries.some((e) => e.repeat > 10_000)).toBe(true);
  });

  it('has follows, blocks, activities with replies and likes, forum, reviews', () => {
    const demo = world.getUserByName('Demo')!;
    expect(demo.following.length).toBeGreaterThan(5);
    expect(demo.blocked.length).toBeGreaterThan(0);
    expect(world.followersOf(demo.id).length).toBeGreaterThan(0);
    const all = world.activities();
    for (const t of ['TEXT', 'ANIME_LIST', 'MANGA_LIST', 'MESSAGE']) expect(all.some((a) => a.type === t)).toBe(true);
    expect(all.some((a) => a.replies.length > 0 && a.likes.length > 0)).toBe(true);
    expect(world.activities({ feedOf: demo.id }).length).toBeGreaterThan(0);
    expect(world.threads().some((t) => t.mediaCategories.length > 0)).toBe(true);
    const thread = world.threads().find((t) => world.threadComments(t.id).length > 0)!;
    expect(world.threadComments(thread.id)[0].threadId).toBe(thread.id);
    const review = world.reviews()[0];
    expect(review.ratingAmount).toBeGreaterThanOrEqual(review.rating);
  });

  it('gives the demo user notifications of every type', () => {
    const types = new Set<NotificationType>(world.notificationsFor(world.demoUser.id).map((n) => n.type));
    expect(types.size).toBe(17);
    expect(world.unreadNotificationCount(world.demoUser.id)).toBeGreaterThan(0);
  });
});

describe('score conversion', { timeout: 30_000 }, () => {
  it('round-trips each format', () => {
    expect(formatToRaw(7.5, 'POINT_10_DECIMAL')).toBe(75);
    expect(rawToFormat(75, 'POINT_10_DECIMAL')).toBe(7.5);
    expect(formatToRaw(3, 'POINT_3')).toBe(85);
    expect(rawToFormat(85, 'POINT_3')).toBe(3);
    expect(formatToRaw(4, 'POINT_5')).toBe(80);
    expect(rawToFormat(80, 'POINT_5')).toBe(4);
    expect(formatToRaw(0, 'POINT_100')).toBe(0);
  });
});

describe('world mutations', { timeout: 30_000 }, () => {
  it('saves, updates and deletes a list entry', () => {
    const w = generateWorld({ seed: 3, now: NOW, anime: 4_000, manga: 50 });
    const user = w.getUserByName('Aoi')!;
    const media = w.allMedia('ANIME').find((m) => !w.listEntryFor(user.id, m.id))!;
    const entry = w.saveListEntry(user.id, { mediaId: media.id, status: 'CURRENT', progress: 2 });
    expect(w.listEntryFor(user.id, media.id)).toBe(entry);
    w.saveListEntry(user.id, { id: entry.id, scoreRaw: 80 });
    expect(entry.scoreRaw).toBe(80);
    expect(w.deleteListEntry(user.id, entry.id)).toBe(true);
    expect(w.listEntryFor(user.id, media.id)).toBeUndefined();
  });
});
