// @vitest-environment jsdom
// Content as AniList renders it on the simulated pages: descriptions as HTML, markdown in
// activities and comments, and the allow-list that keeps hostile members' text inert.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim/world/generate.ts';
import type { User, World } from '../../sim/world/types.ts';
import { renderFragment } from '../../sim/pages/index.ts';
import { apiMarkdown, renderHtml, renderMarkdown } from '../../sim/markdown.ts';
import { sanitizeHtml } from '../../sim/sanitize.ts';
import { HOSTILE_ABOUT } from '../../sim/world/generateUsers.ts';

let world: World;
let demo: User;

beforeAll(() => {
  world = generateWorld({ anime: 300, manga: 100 });
  demo = world.getUserById(world.demoUser.id)!;
});

function dom(markup: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html');
}

/** Nothing may run: no script-capable elements, no handlers, no script URLs; user text gets no styles. */
function expectInert(doc: Document, pageStyles = false): void {
  expect(doc.querySelectorAll('script, iframe, object, embed, style, link, meta, form')).toHaveLength(0);
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      if (!pageStyles) expect(attribute.name).not.toBe('style');
      if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value.trim().toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
    }
  }
}

describe('sanitizeHtml (the pages\' allow-list)', () => {
  it('keeps the tags AniList allows with their safe attributes', () => {
    const doc = dom(sanitizeHtml('<b>bold</b><br><i>it</i><a href="https://example.org/a?b=1&amp;c=2" target="_blank">x</a><img src="https://i.example/a.png" width="220"><center>c</center><h2>h</h2>'));
    expect(doc.querySelector('b')?.textContent).toBe('bold');
    expect(doc.querySelectorAll('br')).toHaveLength(1);
    expect(doc.querySelector('i')?.textContent).toBe('it');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://example.org/a?b=1&c=2');
    expect(doc.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(doc.querySelector('img')?.getAttribute('width')).toBe('220');
    expect(doc.querySelector('center')?.textContent).toBe('c');
    expect(doc.querySelector('h2')?.textContent).toBe('h');
  });

  it('shows tags it does not allow as text, drops handlers, styles, comments and script URLs', () => {
    const source = '<script>alert(1)</script><iframe src="https://evil.example"></iframe><b onclick="x()" style="color:red">b</b>'
      + '<a href="javascript:alert(2)">j</a><a href="&#106;avascript:alert(3)">k</a><a href=" JaVaScRiPt:alert(4)">l</a>'
      + '<img src="data:image/svg+xml,<svg onload=alert(5)>"><img src=x onerror=alert(6)><!-- hidden --><svg><g onload="alert(7)"></g></svg>'
      + '<span class="youtube evil" id="abc&quot;def">s</span><p>unclosed <b>bold';
    const doc = dom(sanitizeHtml(source));
    expectInert(doc);
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
    expect(doc.body.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    expect(doc.body.textContent).not.toContain('hidden');
    expect(doc.querySelector('b')?.hasAttribute('onclick')).toBe(false);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null, null]);
    expect(doc.querySelectorAll('img, svg')).toHaveLength(0);
    expect(doc.querySelector('span')?.className).toBe('youtube');
    expect(doc.querySelector('span')?.hasAttribute('id')).toBe(false);
  });

  it('cannot be tricked into opening an attribute or a tag by quotes and broken markup', () => {
    for (const source of ['<a href="https://a.example/"onmouseover=alert(1)//">x</a>', '<img src="https://a.example/x.png" alt="a"><script>x</script>">', '<<script>>', '</b></p><b <i>', '<a title=\'"><script>x</script>\'>t</a>']) {
      const doc = dom(sanitizeHtml(source));
      expectInert(doc);
    }
    expect(dom(sanitizeHtml('<a title=\'"><script>x</script>\'>t</a>')).querySelector('a')?.getAttribute('title')).toBe('"><script>x</script>');
  });
});

// Whole pages parse slowly in jsdom on a shared two-core machine.
describe('renderMarkdown and renderHtml', { timeout: 30_000 }, () => {
  it('renders media descriptions as HTML: <br> is a line break, not text', () => {
    const media = world.allMedia('ANIME').find((m) => m.description?.includes('<br>') && !m.description.includes('<script'))!;
    const doc = dom(renderHtml(media.description).value);
    expect(doc.body.textContent).not.toContain('<br>');
    expect(doc.querySelectorAll('br').length).toBeGreaterThan(0);
    const page = dom(renderFragment(world, demo, `/anime/${media.id}/x`).html.value);
    expect(page.querySelector('.description')?.textContent).not.toContain('<br>');
    expect(page.querySelectorAll('.description br').length).toBeGreaterThan(0);
  });

  it('renders AniList markdown: links, italics, strike, centre, headings, quotes, code, mentions, spoilers, images', () => {
    const source = '# Title\n\n[a link](https://example.org/x) and [home](/home) _it_ ~~gone~~ `code` @Demo ~!secret!~ img220(https://i.example/a.png)\n\n~~~centred~~~\n\n> quoted\n\n---';
    const doc = dom(renderMarkdown(world, source).value);
    expectInert(doc);
    expect(doc.querySelector('h1')?.textContent).toBe('Title');
    expect(doc.querySelector('a[href="https://example.org/x"]')?.textContent).toBe('a link');
    expect(doc.querySelector('a[href="https://example.org/x"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('a[href="/home"]')?.textContent).toBe('home');
    expect(doc.querySelector('em')?.textContent).toBe('it');
    expect(doc.querySelector('del')?.textContent).toBe('gone');
    expect(doc.querySelector('code')?.textContent).toBe('code');
    expect(doc.querySelector('a[href="/user/Demo/"]')?.textContent).toBe('@Demo');
    expect(doc.querySelector('.markdown-spoiler')?.textContent).toBe('secret');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://i.example/a.png');
    expect(doc.querySelector('img')?.getAttribute('width')).toBe('220');
    expect(doc.querySelector('center')?.textContent).toBe('centred');
    expect(doc.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(doc.querySelectorAll('hr')).toHaveLength(1);
  });

  it('leaves URLs with underscores and markdown links to script URLs alone', () => {
    const doc = dom(renderMarkdown(world, 'https://example.org/a_b_c [x](javascript:alert(1))').value);
    expectInert(doc);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://example.org/a_b_c');
    expect(doc.body.textContent).toContain('[x](javascript:alert(1))');
  });

  it("renders Mallory's hostile texts inert on the pages that show them", () => {
    const mallory = world.getUserByName('Mallory')!;
    expect(mallory.about).toBe(HOSTILE_ABOUT);
    const profile = dom(renderFragment(world, demo, '/user/Mallory/').html.value);
    expectInert(profile, true);
    expectInert(dom(profile.querySelector('.about')!.innerHTML));
    expect(profile.querySelector('.about')?.textContent).toContain('<script>alert("owned")</script>');
    expect(profile.querySelector('.about')?.textContent).not.toContain('customCSS');
    const activity = world.activities({ userId: mallory.id }).find((a) => a.type === 'TEXT' && a.text.includes('<script>'))!;
    const page = dom(renderFragment(world, demo, `/activity/${activity.id}`).html.value);
    expectInert(page, true);
    expect(page.querySelector('.activity-markdown .markdown-spoiler')).not.toBeNull();
    const thread = world.threads().find((t) => t.body.includes('<script>'));
    if (thread) expectInert(dom(renderFragment(world, demo, `/forum/thread/${thread.id}`).html.value), true);
  });

  it('keeps the raw HTML in API answers (asHtml): the script must sanitise them itself', () => {
    const raw = apiMarkdown(world, HOSTILE_ABOUT, true)!;
    expect(raw).toContain('<script>alert("owned")</script>');
    expect(raw).toContain('<!--');
    expect(apiMarkdown(world, HOSTILE_ABOUT, false)).toBe(HOSTILE_ABOUT);
  });
});
