// @vitest-environment jsdom
// The server side of the pages' behaviours: feed pages and types, the facts list rows carry for
// the filter column, notification groups and the settings forms' fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import type { User, World } from '../../sim/world/types.ts';
import { renderFragment } from '../../sim/pages/index.ts';
import { NOTIFICATIONS_PER_PAGE } from '../../sim/pages/fragments/notifications.ts';
import { NOTABLE_USERS } from '../../sim/world/generateUsers.ts';

let world: World;
let demo: User;

beforeAll(() => {
  world = generateWorld({ anime: 300, manga: 100 });
  demo = world.getUserById(world.demoUser.id)!;
});

function doc(viewer: User | null, path: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${renderFragment(world, viewer, path).html.value}</body>`, 'text/html');
}

const ids = (d: Document) => [...d.querySelectorAll('.activity-feed > .activity-entry')].map((e) => e.getAttribute('data-activity-id'));

describe('behaviour markup', { timeout: 30_000 }, () => {
  it('pages feeds with ?page= and says which page comes next', () => {
    const first = doc(null, '/social');
    const second = doc(null, '/social?page=2');
    expect(ids(first)).toHaveLength(25);
    expect(first.querySelector('.load-more')?.getAttribute('data-sim-next-page')).toBe('2');
    expect(second.querySelector('.load-more')?.getAttribute('data-sim-next-page')).toBe('3');
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(first.querySelector('.activity-feed-wrap > .scroller')).not.toBeNull();
  });

  it('filters feeds by ?type= and marks the chosen type', () => {
    const text = doc(demo, '/home?feed=global&type=text');
    expect([...text.querySelectorAll('.activity-entry')].every((e) => e.classList.contains('activity-text'))).toBe(true);
    expect(text.querySelector('#dropdown-menu-feed li.active')?.getAttribute('data-sim-feed-type')).toBe('text');
    const list = doc(demo, '/user/Demo/?type=list');
    expect([...list.querySelectorAll('.activity-entry')].every((e) => /activity-(anime|manga)_list/.test(e.className))).toBe(true);
    expect(list.querySelector('.feed-type-toggle li.active')?.getAttribute('data-sim-feed-type')).toBe('list');
  });

  it('gives list rows the facts the filter column filters on', () => {
    const d = doc(demo, '/user/Demo/animelist');
    const genres = world.genres();
    const row = d.querySelector('.entry.row[data-sim-facts]')!;
    const entry = world.getListEntry(Number(row.getAttribute('data-entry-id')))!;
    const media = world.getMedia(entry.mediaId)!;
    const [format, status, year, genreIndexes] = row.getAttribute('data-sim-facts')!.split(' ');
    expect([format, status, Number(year)]).toEqual([media.format, media.status, media.startDate.year ?? media.seasonYear ?? 0]);
    expect((genreIndexes ?? '').split(',').filter(Boolean).map((i) => genres[Number(i)])).toEqual(media.genres);
    expect(d.querySelectorAll('.el-select.genre-filter .el-select-dropdown__item')).toHaveLength(genres.length + 1);
    expect(d.querySelector('.filters .year-heading + .el-slider > .el-slider__runway')).not.toBeNull();
  });

  it('groups notifications for the filter links', () => {
    const d = doc(demo, '/notifications');
    const airing = world.notificationsFor(demo.id).find((n) => n.type === 'AIRING')!;
    expect(d.querySelector(`[data-notification-id="${airing.id}"]`)?.getAttribute('data-sim-group')).toBe('Airing');
    expect([...d.querySelectorAll('.filters .link')].map((a) => a.getAttribute('data-sim-filter'))).toEqual(['All', 'Airing', 'Activity', 'Forum', 'Follows', 'Media']);
  });

  it('pages notifications 25 at a time in the world\'s order, the sentinel saying which page comes next', () => {
    const hoarder = world.getUserByName(NOTABLE_USERS.hoarder)!;
    const expected = world.notificationsFor(hoarder.id).map((n) => String(n.id));
    const lastPage = Math.ceil(expected.length / NOTIFICATIONS_PER_PAGE);
    expect(lastPage).toBeGreaterThan(2);
    const notificationIds = (d: Document) => [...d.querySelectorAll('.notifications-feed .notifications > .notification')].map((n) => n.getAttribute('data-notification-id'));
    const seen: (string | null)[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const d = doc(hoarder, page === 1 ? '/notifications' : `/notifications?page=${page}`);
      seen.push(...notificationIds(d));
      const sentinel = d.querySelector('.notifications-feed > .scroller');
      if (page < lastPage) expect(sentinel?.getAttribute('data-sim-next-page'), `page ${page}`).toBe(String(page + 1));
      else expect(d.querySelector('[data-sim-next-page]'), 'the last page ends the list').toBeNull();
    }
    expect(notificationIds(doc(hoarder, '/notifications'))).toHaveLength(NOTIFICATIONS_PER_PAGE);
    expect(notificationIds(doc(hoarder, '/notifications?page=2'))).toEqual(expected.slice(NOTIFICATIONS_PER_PAGE, 2 * NOTIFICATIONS_PER_PAGE));
    expect(seen).toEqual(expected);
  });

  it("renders the settings pages' own controls with the viewer's values", () => {
    const media = doc(demo, '/settings/media');
    expect(media.querySelector('.settings.container > .content .sim-settings-form')?.getAttribute('data-sim-token')).toBe(demo.token);
    expect((media.querySelector('select[data-sim-field="titleLanguage"]') as HTMLSelectElement).value).toBe(demo.options.titleLanguage.replace('_STYLISED', ''));
    expect((media.querySelector('input[data-sim-field="displayAdultContent"]') as HTMLInputElement).checked).toBe(demo.options.displayAdultContent);
    const lists = doc(demo, '/settings/lists');
    expect((lists.querySelector('select[data-sim-field="scoreFormat"]') as HTMLSelectElement).value).toBe(demo.mediaListOptions.scoreFormat);
    expect((lists.querySelector('textarea[data-sim-field="animeListOptions.customLists"]') as HTMLTextAreaElement).value.split('\n')).toEqual(demo.mediaListOptions.animeList.customLists);
    const profile = doc(demo, '/settings');
    expect((profile.querySelector(`input[name="profileColor"][value="${demo.options.profileColor}"]`) as HTMLInputElement).checked).toBe(true);
    for (const path of ['/settings/account', '/settings/notifications', '/settings/import', '/settings/apps', '/settings/developer']) {
      expect(doc(demo, path).querySelector('.settings.container .nav .nav-group > .group-header + a'), path).not.toBeNull();
    }
  });
});
