// @vitest-environment jsdom
// Mallory's seeded vectors (sim/world/seedHostile.ts) through the script's one sanitiser: nothing
// that can run, nothing that fetches from another host, nothing that styles the page.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/sanitizeHtml';
import { HOSTILE_CSS_VECTORS, HOSTILE_HOST, HOSTILE_HTML_VECTORS, HOSTILE_MARKDOWN_VECTORS } from '../../../sim/world/seedHostile';

const vectors = [...HOSTILE_HTML_VECTORS, ...HOSTILE_CSS_VECTORS, ...HOSTILE_MARKDOWN_VECTORS];

function parse(clean: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = clean;
  return box;
}

describe('sanitizeHtml against the hostile seed', () => {
  it.each(vectors)('%s', (vector) => {
    const box = parse(sanitizeHtml(vector));
    expect(box.querySelector('script, style, link, meta, base, iframe, object, embed, form, svg, math, noscript, input, button')).toBeNull();
    for (const element of box.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false);
        expect(['style', 'srcset', 'poster', 'background', 'action', 'formaction']).not.toContain(name);
        expect(value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^javascript:/i);
        // An image may come from any host (AniList shows those too), but none of the vectors'
        // fetching tricks survives: the only element left pointing at the hostile host is an <a>.
        if (value.includes(HOSTILE_HOST)) expect(element.tagName === 'A' || (element.tagName === 'IMG' && name === 'src')).toBe(true);
      }
    }
  });

  it('keeps the words around the vectors', () => {
    expect(parse(sanitizeHtml(HOSTILE_CSS_VECTORS[2])).textContent).toBe('a styled div');
    expect(parse(sanitizeHtml(HOSTILE_HTML_VECTORS[2])).textContent).toBe('a javascript: link');
  });
});

describe('popovers', () => {
  it('drops popover and its targets: an opened popover sits above the whole page, past any containment', () => {
    const box = parse(sanitizeHtml('<div popover="manual" id="p" class="x">cover</div><a popovertarget="p" popovertargetaction="show" href="https://anilist.co/">open</a>'));
    expect(box.textContent).toBe('coveropen');
    for (const element of box.querySelectorAll('*')) {
      expect(element.hasAttribute('popover')).toBe(false);
      expect(element.hasAttribute('popovertarget')).toBe(false);
      expect(element.hasAttribute('popovertargetaction')).toBe(false);
    }
  });
});
