// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import type { User, World } from '../../sim/world/types.ts';
import { parseCookies, renderFragment, siteViewer } from '../../sim/pages/index.ts';
import { NOTIFICATIONS_PER_PAGE } from '../../sim/pages/fragments/notifications.ts';
import { escapeHtml, html, scriptJson, slugify } from '../../sim/pages/html.ts';
import { inlineScriptText } from '../../sim/pages/demo.ts';
import { fuzzyDateText, relativeTime } from '../../sim/pages/format.ts';
import { renderMarkdown } from '../../sim/markdown.ts';
import { executeGraphql } from '../../sim/api/execute.ts';
import { completedSectionName } from '../../sim/world/labels.ts';
import { BLOCKED_LINK_POSTER, BLOCKED_LINK_TEXT } from '../../sim/world/generateSocial.ts';
import { isBlockedLinkHost } from '../../src/lib/linkHosts.ts';

let world: World;
let demo: User;

beforeAll(() => {
  world = generateWorld({ anime: 400, manga: 150 });
  demo = world.getUserById(world.demoUser.id)!;
});

/** Parsed as a browser would (jsdom's HTML parser), so mis-nested markup shows up in the tests. */
function dom(markup: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html');
}

function page(viewer: User | null, path: string) {
  const fragment = renderFragment(world, viewer, path);
  return { fragment, doc: dom(fragment.html.value) };
}

/** Nothing in a document may run script: no script elements, no on* handlers, no javascript: URLs. */
function expectInert(doc: Document): void {
  expect(doc.querySelectorAll('script, iframe')).toHaveLength(0);
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value.trim().toLowerCase()).not.toMatch(/^javascript:/);
    }
  }
}

describe('html escaping', () => {
  it('escapes the five HTML specials and backticks', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;');
  });

  it('escapes interpolations but keeps nested safe markup', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${['<', 1, null, false]}</p>`.value).toBe('<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&lt;1</p>');
  });

  it('keeps JSON for inline scripts from closing the script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
    expect(inlineScriptText('var a = "</script>"; // <!-- x')).not.toMatch(/<\/script|<!--/i);
  });

  it('builds AniList-style slugs', () => {
    expect(slugify('Shingeki no Kyojin: The Final Season')).toBe('Shingeki-no-Kyojin-The-Final-Season');
    expect(slugify('!!!')).toBe('untitled');
  });

  it('formats dates and relative times as AniList prints them', () => {
    expect(fuzzyDateText({ year: 2024, month: 4, day: 7 })).toBe('Apr 7, 2024');
    expect(fuzzyDateText({ year: 2024, month: null, day: null })).toBe('2024');
    expect(relativeTime(1000, 1005)).toBe('Just now');
    expect(relativeTime(0, 3600)).toBe('1 hour ago');
    expect(relativeTime(0, 3 * 86400)).toBe('3 days ago');
    expect(relativeTime(0, 2 * 365 * 86400)).toBe('2 years ago');
  });
});

describe('markdown', () => {
  it('renders hostile markdown as inert text', () => {
    const doc = dom(renderMarkdown(world, '<script>alert(1)</script><img src=x onerror="alert(1)"> [a](javascript:alert(2)) img(javascript:alert(3))').value);
    expectInert(doc);
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders youtube spans, links and empty adult embeds', () => {
    const adult = world.allMedia('ANIME').find((m) => m.isAdult);
    const normal = world.allMedia('ANIME').find((m) => !m.isAdult)!;
    const source = `youtube(dQw4w9WgXcQ) https://twitter.com/a/status/1 https://anilist.co/anime/${normal.id}/x${adult ? ` https://anilist.co/anime/${adult.id}/` : ''}`;
    const doc = dom(renderMarkdown(world, source).value);
    expect(doc.querySelector('span.youtube')?.id).toBe('dQw4w9WgXcQ');
    const tweet = doc.querySelector('a[href^="https://twitter.com/"]')!;
    expect(tweet.textContent).toBe(tweet.getAttribute('href'));
    expect(doc.querySelector(`.media-embed[data-media-id="${normal.id}"][data-media-type="anime"]`)?.children.length).toBeGreaterThan(0);
    if (adult) expect(doc.querySelector(`.media-embed[data-media-id="${adult.id}"]`)?.children.length).toBe(0);
  });
});

// Big pages parse slowly in jsdom on a shared two-core machine.
describe('routes', { timeout: 30_000 }, () => {
  it('renders /home with the feed and list previews for the signed-in user', () => {
    const { fragment, doc } = page(demo, '/home');
    expect(fragment.status).toBe(200);
    expect(doc.querySelector('.home > .activity-feed-wrap > .section-header')?.firstChild?.nodeType).toBe(3);
    expect(doc.querySelectorAll('.feed-type-toggle > *')).toHaveLength(2);
    expect(doc.querySelectorAll('.activity-feed > .activity-entry').length).toBeGreaterThan(0);
    expect(doc.querySelector('.activity-feed-wrap + div .list-previews .list-preview-wrap h2')?.textContent).toMatch(/in Progress/);
    expect(doc.querySelector('.media-preview-card .content .info > div')?.textContent).toMatch(/^Progress: \d+(\/\d+)?$/);
  });

  it('shows guests the landing page at /home and the global feed at /social', () => {
    expect(page(null, '/home').doc.querySelector('.landing')).not.toBeNull();
    expect(page(null, '/social').doc.querySelectorAll('.activity-feed .activity-entry').length).toBeGreaterThan(0);
  });

  it('renders list activities with the status phrase and media link first', () => {
    const { doc } = page(demo, '/social');
    const status = doc.querySelector('.activity-anime_list .status, .activity-manga_list .status')!;
    expect(status.children[0].matches('a.title[href^="/anime/"], a.title[href^="/manga/"]')).toBe(true);
    expect(status.parentElement!.children[0].matches('a.name')).toBe(true);
    expect(doc.querySelector('.activity-entry .time a.action[href^="/activity/"] + *')).not.toBeNull();
    expect(doc.querySelector('.activity-entry .time time[datetime]')).not.toBeNull();
  });

  it('renders a profile with banner, tabs, stats boxes and feed', () => {
    const { fragment, doc } = page(demo, '/user/Demo/');
    expect(fragment.status).toBe(200);
    expect(doc.querySelector('.user.user-page-unscoped .banner-content h1.name')?.textContent).toBe('Demo');
    expect(doc.querySelectorAll('.overview .stats-wrap .stats-wrap')).toHaveLength(2);
    expect(doc.querySelector('.overview .activity-feed-wrap .activity-edit')).not.toBeNull();
  });

  it('renders list pages with sections, header rows and score cells in the owner\'s format', () => {
    const { fragment, doc } = page(null, '/user/Demo/animelist');
    expect(fragment.status).toBe(200);
    const root = doc.querySelector('.medialist')!;
    expect(root.classList.contains(demo.mediaListOptions.scoreFormat)).toBe(true);
    const wrap = doc.querySelector('.lists .list-wrap')!;
    expect(wrap.children[0].matches('h3.section-name')).toBe(true);
    expect(wrap.children[1].firstElementChild!.matches('.list-head')).toBe(true);
    const row = wrap.querySelector('.entry.row')!;
    expect(row.children[0].querySelector('.image')?.getAttribute('style')).toContain('background-image');
    expect(row.children[1].firstElementChild!.getAttribute('href')).toMatch(/^\/anime\/\d+\/[^/]+\/$/);
    const score = row.querySelector('.score')!;
    expect(score.previousElementSibling).toBe(row.children[1]);
    expect(Number(score.getAttribute('score'))).toBeGreaterThanOrEqual(0);
    expect(doc.querySelector('.filters-wrap .el-slider')?.getAttribute('aria-valuemin')).toBe('1950');
    // Private entries are the owner's alone.
    const entries = world.listEntries(demo.id, 'ANIME');
    const hidden = entries.find((e) => e.private && !e.hiddenFromStatusLists);
    if (hidden) {
      expect(doc.querySelector(`[data-entry-id="${hidden.id}"]`)).toBeNull();
      expect(page(demo, '/user/Demo/animelist').doc.querySelector(`[data-entry-id="${hidden.id}"]`)).not.toBeNull();
    }
  });

  it('renders manga rows with two progress cells and a section sub-route', () => {
    const { doc } = page(demo, '/user/Demo/mangalist');
    expect(doc.querySelector('.entry.row')!.querySelectorAll('.progress')).toHaveLength(2);
    const first = doc.querySelector('h3.section-name')!.textContent!;
    const sub = page(demo, `/user/Demo/mangalist/${first}`).doc;
    expect([...sub.querySelectorAll('h3.section-name')].map((h) => h.textContent)).toEqual([first]);
  });

  it('renders compare, stats and social tabs', () => {
    expect(page(demo, '/user/Demo/animelist/compare').doc.querySelector('.compare')).not.toBeNull();
    const stats = page(demo, '/user/Demo/stats/anime/staff').doc;
    expect(stats.querySelector('.user[type="anime"][page="staff"] .filter-wrap .filter-group > a.router-link-active')?.getAttribute('href')).toBe('/user/Demo/stats/anime/staff');
    expect(stats.querySelector('.stats-wrap > div')).not.toBeNull();
    const social = page(demo, '/user/Demo/social').doc;
    const tabs = social.querySelector('.user-social .filters .filter-group')!;
    expect(tabs.children[1].textContent).toBe('Following');
    expect(tabs.children[2].textContent).toBe('Followers');
    expect(tabs.querySelector('span:nth-child(4)')?.textContent).toBe('Threads');
  });

  it('renders media pages with the sidebar data sets and the list button', () => {
    const media = world.allMedia('ANIME').find((m) => m.averageScore && m.studios.length)!;
    const { fragment, doc } = page(demo, `/anime/${media.id}/whatever`);
    expect(fragment.status).toBe(200);
    const labels = [...doc.querySelectorAll('.sidebar > .data > .data-set > .type')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Format', 'Status', 'Average Score', 'Mean Score', 'Popularity', 'Favorites', 'Romaji']));
    expect(doc.querySelector('.header .cover')?.tagName).toBe('IMG');
    expect(doc.querySelector('.cover-wrap .actions .list .add')?.textContent).toMatch(/^(Add to List|Watching|Planning|Completed|Paused|Dropped|Rewatching)$/);
    expect(doc.querySelector('h1')?.textContent).toBeTruthy();
    const manga = world.allMedia('MANGA')[0];
    const mangaDoc = page(demo, `/manga/${manga.id}`).doc;
    expect(mangaDoc.querySelector('.media.media-manga')).not.toBeNull();
    expect([...mangaDoc.querySelectorAll('.data-set .type')].map((t) => t.textContent)).toContain('Chapters');
  });

  it('renders media sub-pages', () => {
    const media = world.allMedia('ANIME')[0];
    for (const sub of ['characters', 'staff', 'stats', 'social', 'reviews']) {
      expect(renderFragment(world, demo, `/anime/${media.id}/x/${sub}`).status, sub).toBe(200);
    }
    expect(page(demo, `/anime/${media.id}/x/social`).doc.querySelector('.social .activity-feed + div .following')).not.toBeNull();
    expect(renderFragment(world, demo, `/anime/${media.id}/x/bogus`).status).toBe(404);
  });

  it('renders the other routes of spec doc 1 §2 with their anchors', () => {
    const activity = world.activities().find((a) => a.type !== 'MESSAGE')!;
    const thread = world.threads()[0];
    const checks: [string, string][] = [
      [`/activity/${activity.id}`, '.activity-entry'],
      ['/search/anime', '.search-page-unscoped .results.media .media-card'],
      ['/search/manga', '.results.media'],
      ['/search/characters', '.results.characters .character'],
      ['/search/staff', '.results.staff .staff'],
      ['/search/studios', '.results.studios .studio > .name'],
      [`/character/${world.allCharacters()[0].id}`, '.favourite .count'],
      [`/staff/${world.allStaff()[0].id}`, '.favourite .count'],
      [`/studio/${world.allStudios()[0].id}`, '.studio-page-unscoped .container.header'],
      ['/forum', '.forum-feed .filters'],
      ['/forum/overview', '.forum-feed .filters'],
      ['/forum/recent', '.forum-feed .thread-card'],
      ['/forum/new', '.forum-feed'],
      ['/forum/subscribed', '.forum-feed'],
      ['/forum/search?search=a', '.forum-feed'],
      [`/forum/thread/${thread.id}`, '.forum-thread h1.title'],
      [`/forum/recent?media=${thread.mediaCategories[0] ?? 1}`, '.forum-feed .feed'],
      ['/notifications', '.notifications-feed.container .reset-btn'],
      ['/reviews', '.recent-reviews .review-wrap'],
      ['/settings/apps', '.settings.container > .content > .apps'],
      ['/settings/import', '.content .import'],
      ['/terms', '.container'],
      [`/edit/anime/${world.allMedia('ANIME')[0].id}`, '.submission-form'],
      ['/site-stats', 'section > .heading > h3'],
      ['/404', '.not-found'],
    ];
    for (const [path, selector] of checks) {
      const { fragment, doc } = page(demo, path);
      expect(fragment.status, path).toBe(path === '/404' ? 404 : 200);
      expect(doc.querySelector(selector), `${path} ${selector}`).not.toBeNull();
    }
  });

  it('marks only the two pages 8.80 reads without waiting as immediate', () => {
    expect(renderFragment(world, demo, '/settings/apps').immediate).toBe(true);
    expect(renderFragment(world, null, '/terms').immediate).toBe(true);
    expect(renderFragment(world, demo, '/home').immediate).toBeFalsy();
    expect(renderFragment(world, demo, '/settings/import').immediate).toBeFalsy();
  });

  it('answers unknown ids and unknown users with a client-side move to /404', () => {
    const anime = world.allMedia('ANIME')[0];
    for (const path of ['/anime/99999999/x', `/manga/${anime.id}`, '/user/NoSuchUser/', '/user/NoSuchUser/animelist',
      '/character/99999999', '/staff/99999999', '/studio/99999999', '/activity/99999999', '/forum/thread/99999999', '/review/99999999']) {
      const fragment = renderFragment(world, demo, path);
      expect(fragment.status, path).toBe(404);
      expect(fragment.redirect, path).toBe('/404');
    }
    const unknown = renderFragment(world, demo, '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.redirect).toBeUndefined();
  });

  it('hides private profiles and profiles that blocked the viewer', () => {
    expect(renderFragment(world, demo, '/user/Hidden/').status).toBe(404);
    expect(renderFragment(world, world.getUserByName('Hidden')!, '/user/Hidden/').status).toBe(200);
    const blocker = world.users().find((u) => u.blocked.includes(demo.id));
    if (blocker) expect(renderFragment(world, demo, `/user/${blocker.name}/`).status).toBe(404);
  });

  it('escapes hostile world strings on every page that shows them', () => {
    const mallory = world.getUserByName('Mallory')!;
    const profile = page(demo, '/user/Mallory/').doc;
    expectInert(profile);
    expect(profile.querySelector('.about')?.textContent).toContain('<script>alert("owned")</script>');
    const hostileMedia = world.allMedia('ANIME')[4];
    const english = { ...demo, options: { ...demo.options, titleLanguage: 'ENGLISH' as const } };
    const media = page(english, `/anime/${hostileMedia.id}/x`).doc;
    expectInert(media);
    expect(media.querySelector('h1')?.textContent).toBe(hostileMedia.title.english);
    expect(media.querySelector('.description')?.textContent).toContain('<script>alert("media")</script>');
    // World strings that go into attributes (notes) stay inside their attribute.
    const entry = world.listEntries(demo.id, 'ANIME')[0];
    world.saveListEntry(demo.id, { id: entry.id, notes: '"><img src=x onerror=alert(1)> #tag' });
    const list = page(demo, '/user/Demo/animelist').doc;
    expectInert(list);
    expect(list.querySelector(`[data-entry-id="${entry.id}"] .notes`)?.getAttribute('label')).toBe('"><img src=x onerror=alert(1)> #tag');
    expect(mallory.about).toBeTruthy();
  });

  it('renders notifications with unread marks and marks them read only when shown', () => {
    const before = world.unreadNotificationCount(demo.id);
    const shownUnread = world.notificationsFor(demo.id).slice(0, NOTIFICATIONS_PER_PAGE).filter((n) => !n.read).length;
    expect(shownUnread).toBeGreaterThan(0);
    const fragment = renderFragment(world, demo, '/notifications');
    const doc = dom(fragment.html.value);
    expect(doc.querySelectorAll('.notifications > .notification.unread')).toHaveLength(shownUnread);
    expect(doc.querySelector('.notification .details > .context-line')).not.toBeNull();
    expect(world.unreadNotificationCount(demo.id)).toBe(before);
    fragment.commit?.();
    expect(world.unreadNotificationCount(demo.id)).toBe(0);
    expect(renderFragment(world, null, '/notifications').redirect).toBe('/login');
  });
});

describe('who is signed in', () => {
  it('reads the sim-user cookie, with the demo user as the demo-mode default', () => {
    expect(siteViewer(world, parseCookies('sim-user=Demo'), false)?.id).toBe(demo.id);
    expect(siteViewer(world, parseCookies('a=1; sim-user=demo'), false)?.id).toBe(demo.id);
    expect(siteViewer(world, parseCookies(''), false)).toBeNull();
    expect(siteViewer(world, parseCookies(''), true)?.id).toBe(demo.id);
    expect(siteViewer(world, parseCookies('sim-user='), true)).toBeNull();
    expect(siteViewer(world, parseCookies('sim-user=Nobody'), false)).toBeNull();
  });
});

describe('one grouping rule for list pages and the API', { timeout: 30_000 }, () => {
  it('splits Completed by format on the page exactly as MediaListCollection does', async () => {
    const own = generateWorld({ anime: 400, manga: 150 });
    const user = own.getUserById(own.demoUser.id)!;
    user.mediaListOptions.animeList.splitCompletedSectionByFormat = true;
    const doc = dom(renderFragment(own, user, '/user/Demo/animelist').html.value);
    const shown = [...doc.querySelectorAll('.list-wrap .section-name')].map((h) => h.textContent);
    expect(shown).toContain('Completed TV');
    expect(shown).not.toContain('Completed');
    const answer = await executeGraphql(own, { query: '{ MediaListCollection(userName: "Demo", type: ANIME) { lists { name isSplitCompletedList entries { id } } } }' }, `Bearer ${user.token}`);
    const lists = (answer.body as { data: { MediaListCollection: { lists: { name: string; entries: unknown[] }[] } } }).data.MediaListCollection.lists;
    expect(shown).toEqual(lists.map((l) => l.name));
    const counts = [...doc.querySelectorAll('.list-wrap')].map((w) => w.querySelectorAll('.entry.row').length);
    expect(counts).toEqual(lists.map((l) => l.entries.length));
  });

  it('labels formats and statuses from one table', () => {
    const novel = world.allMedia('MANGA').find((m) => m.format === 'NOVEL')!;
    expect(page(demo, `/manga/${novel.id}`).doc.querySelector('.data')?.textContent).toContain('Light Novel');
    expect(completedSectionName('NOVEL')).toBe('Completed Novel');
    expect(completedSectionName('TV_SHORT')).toBe('Completed TV Short');
  });
});

describe('MyAnimeList text helpers are the pages\' ones', () => {
  it('escapes apostrophes the MAL way and joins slug words with underscores', () => {
    expect(escapeHtml("Jump's <b>", '&#039;')).toBe('Jump&#039;s &lt;b&gt;');
    expect(slugify('Shingeki no Kyojin: Season 2', '_')).toBe('Shingeki_no_Kyojin_Season_2');
    expect(slugify('Shingeki no Kyojin: Season 2')).toBe('Shingeki-no-Kyojin-Season-2');
  });
});

describe('DOM anchors the script needs (host-dom.md, host-dom-2026.md)', { timeout: 30_000 }, () => {
  it('profile: milestone items beside the stat boxes (§2.3)', () => {
    const { doc } = page(demo, '/user/Demo/');
    const outer = doc.querySelector('.overview .stats-wrap')!;
    expect(outer.querySelectorAll(':scope > .stats-wrap')).toHaveLength(2);
    expect(outer.querySelectorAll('.milestones .milestone').length).toBeGreaterThanOrEqual(2);
  });

  it('stats pages: an .increase-stats notice on every tab', () => {
    for (const path of ['/user/Demo/stats/anime/overview', '/user/Demo/stats/anime/staff', '/user/Demo/stats/manga/overview']) {
      expect(page(demo, path).doc.querySelectorAll('.increase-stats'), path).toHaveLength(1);
    }
  });

  it('home: one .sense-wrap ad slot', () => {
    expect(page(demo, '/home').doc.querySelectorAll('.sense-wrap')).toHaveLength(1);
  });

  it('one text activity links to a blocked host in a new tab', () => {
    const poster = world.getUserByName(BLOCKED_LINK_POSTER)!;
    const activity = world.activities().find((a) => a.type === 'TEXT' && a.userId === poster.id && a.text === BLOCKED_LINK_TEXT)!;
    expect(activity).toBeDefined();
    const link = page(demo, `/activity/${activity.id}`).doc.querySelector<HTMLAnchorElement>('.activity-entry a[target="_blank"][href^="https://nyaa.si/"]')!;
    expect(link).not.toBeNull();
    expect(isBlockedLinkHost(new URL(link.href).hostname)).toBe(true);
  });

  it('replies carry their id for the __vue__ stamp', () => {
    // Not a post of a member who blocked the demo user: those are hidden from them.
    const activity = world.activities().find((a) => a.type === 'TEXT' && a.replies.length > 0 && !world.getUserById(a.userId)?.blocked.includes(demo.id))!;
    const ids = [...page(demo, `/activity/${activity.id}`).doc.querySelectorAll('.reply')].map((r) => Number(r.getAttribute('data-reply-id')));
    expect(ids).toEqual(activity.replies.map((r) => r.id));
  });

  it("airing notification: children[0] is the media link and [3] is ' aired.' (§2.15)", () => {
    const own = generateWorld({ anime: 400, manga: 150 });
    const viewer = own.getUserById(own.demoUser.id)!;
    const airing = own.notificationsFor(viewer.id).find((n) => n.type === 'AIRING')!;
    const doc = dom(renderFragment(own, viewer, '/notifications').html.value);
    const line = doc.querySelector(`[data-notification-id="${airing.id}"] .context-line`)!;
    const media = own.getMedia(airing.mediaId!)!;
    expect(line.children.length).toBeGreaterThanOrEqual(4);
    expect(line.children[0].tagName).toBe('A');
    expect(line.children[0].getAttribute('href')).toMatch(new RegExp(`^/anime/${media.id}/`));
    expect(line.children[3].textContent).toBe(' aired.');
    expect(line.childNodes[1].textContent).toBe(String(airing.episode));
    expect((line.childNodes[4] as Element).tagName).toBe('A');
    expect((line.childNodes[4] as Element).getAttribute('href')).toMatch(new RegExp(`^/anime/${media.id}/`));
  });
});
