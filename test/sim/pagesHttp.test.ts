import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import type { User, World } from '../../sim/world/types.ts';
import { handlePageRequest } from '../../sim/pages/index.ts';

// The page handler over real HTTP (node environment: fetch and http as the simulator uses them).
let world: World;
let demo: User;

beforeAll(() => {
  world = generateWorld({ anime: 400, manga: 150 });
  demo = world.getUserById(world.demoUser.id)!;
});

function dom(page: string) {
  const window = new Window();
  window.document.write(page);
  return window.document;
}

describe('handlePageRequest over HTTP', () => {
  let server: Server;
  let base = '';
  let demoScript: string | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void handlePageRequest(world, req, res, { url: base, demoScript });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, cookie?: string) => fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('serves the shell with the signed-in nav, AniList\'s auth storage and an empty content area', async () => {
    const response = await get('/user/Demo/animelist', 'sim-user=Demo');
    expect(response.status).toBe(200);
    const doc = dom(await response.text());
    expect(doc.querySelector('#app > #nav.nav .links a.link[href^="/user/"]')?.getAttribute('href')).toBe('/user/Demo/');
    expect(doc.querySelector('#app > .wrap > .page-content[data-sim-pending]')?.children).toHaveLength(0);
    expect(doc.querySelector('#app > .wrap > .footer > .container .theme-selector')).not.toBeNull();
    const text = await (await get('/home', 'sim-user=Demo')).text();
    expect(text).toContain("localStorage.setItem('auth'");
    expect(text).toContain('<title>Home · AniList</title>');
    expect(text).toContain('window.al_token');
  });

  it('serves guests the guest nav with Login and Sign Up', async () => {
    const doc = dom(await (await get('/social')).text());
    expect(doc.querySelector('#nav .wrap.guest a.link.login')?.getAttribute('href')).toBe('/login');
    expect(doc.querySelector('#nav a.link.signup')?.getAttribute('href')).toBe('/signup');
    expect(doc.querySelector('#nav .links a[href^="/user/"]')).toBeNull();
  });

  it('puts immediate pages into the first HTML', async () => {
    const text = await (await get('/settings/apps', 'sim-user=Demo')).text();
    expect(text).toMatch(/<div class="page-content" data-sim-path="\/settings\/apps"><div class="settings container">/);
  });

  it('answers fragments as JSON carrying the page status', async () => {
    const ok = await get('/__sim/fragment?path=%2Fsearch%2Fanime');
    expect(ok.status).toBe(200);
    const body = await ok.json() as { status: number; title: string; html: string; immediate: boolean };
    expect(body.status).toBe(200);
    expect(body.title).toBe('Find Anime');
    expect(body.html).toContain('search-page-unscoped');
    const missing = await get('/__sim/fragment?path=%2Fanime%2F99999999');
    expect(missing.status).toBe(200);
    expect(await missing.json()).toMatchObject({ status: 404, redirect: '/404' });
    // The app shell itself is always 200: AniList's app shows the 404 page client-side.
    expect((await get('/anime/99999999/x')).status).toBe(200);
  });

  it('tells the client the unread count once /notifications marked everything read', async () => {
    expect(world.unreadNotificationCount(demo.id)).toBeGreaterThan(0);
    const shell = await (await get('/notifications', 'sim-user=Demo')).text();
    expect(shell).toMatch(/class="notification-dot">\d+</);
    expect(world.unreadNotificationCount(demo.id)).toBeGreaterThan(0);
    const fragment = await (await get('/__sim/fragment?path=%2Fnotifications', 'sim-user=Demo')).json() as { unread: number };
    expect(fragment.unread).toBe(0);
    expect(world.unreadNotificationCount(demo.id)).toBe(0);
    expect((await (await get('/__sim/fragment?path=%2Fhome')).json() as { unread: null }).unread).toBeNull();
  });

  it('grants the signed-in user\'s token through the OAuth implicit flow', async () => {
    const response = await get('/api/v2/oauth/authorize?client_id=2751&response_type=token', 'sim-user=Demo');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/home#access_token=${encodeURIComponent(demo.token!)}&token_type=Bearer&expires_in=31536000`);
    expect((await get('/api/v2/oauth/authorize?client_id=2751&response_type=token')).headers.get('location')).toBe('/login');
    expect((await get('/api/v2/oauth/authorize?client_id=2751')).status).toBe(400);
  });

  it('signs in and out through the simulator doors', async () => {
    const login = await get('/__sim/login?name=Demo');
    expect(login.headers.get('set-cookie')).toMatch(/^sim-user=Demo;/);
    const logout = await get('/__sim/logout');
    expect(logout.headers.get('set-cookie')).toMatch(/^sim-user=;/);
    expect(await (await get('/__sim/demo')).json()).toEqual({ name: demo.name, token: demo.token });
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/home`, { method: 'POST' })).status).toBe(405);
  });

  it('adds AniList\'s CSP only on the https origin', async () => {
    expect((await get('/home')).headers.get('content-security-policy')).toBeNull();
    const https = await fetch(`${base}/home`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('content-security-policy')).toBe('upgrade-insecure-requests; block-all-mixed-content');
  });

  it('in demo mode runs the script after the GM shim, signs in the demo user and pre-stores the token', async () => {
    demoScript = 'console.log("</script><script>alert(1)</script>")';
    try {
      const text = await (await get('/home')).text();
      expect(text).toContain('href="/user/Demo/"');
      expect(text).toContain('window.GM_xmlhttpRequest');
      expect(text.indexOf('window.GM_xmlhttpRequest')).toBeLessThan(text.indexOf('console.log('));
      expect(text).toContain(`var token = ${JSON.stringify(demo.token)};`);
      expect(text).not.toContain('console.log("</script>');
      const guest = await (await get('/home', 'sim-user=')).text();
      expect(guest).toContain('var token = null;');
      expect(guest).not.toContain(JSON.stringify(demo.token));
      expect(guest).toContain('class="wrap guest"');
    } finally {
      demoScript = undefined;
    }
  });
});
