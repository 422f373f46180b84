// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting, links and images; drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p><b>hi</b> <a href="https://anilist.co/x">link</a><img src="https://a/b.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a></p>');
    expect(clean).toContain('<b>hi</b>');
    expect(clean).toContain('href="https://anilist.co/x"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('src="https://a/b.png"');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('drops styles and forms, and gives empty text for nothing', () => {
    expect(sanitizeHtml('<style>body{}</style><form><input></form><span style="position:fixed">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('drops what fetches from other hosts without an image of the post: SVG, MathML, audio, background and poster', () => {
    const vectors = [
      '<svg><image href="https://evil.example/a.png"/></svg>',
      '<svg><image xlink:href="https://evil.example/a.png"/></svg>',
      '<svg><filter><feImage href="https://evil.example/b.png"/></filter></svg>',
      '<table background="https://evil.example/c.png"><tr><td>x</td></tr></table>',
      '<video poster="https://evil.example/d.png" src="https://v.example/e.webm"></video>',
      '<math><mglyph src="https://evil.example/i.png"></mglyph></math>',
      '<audio src="https://evil.example/j.mp3" autoplay></audio>',
      '<div style="background:url(https://evil.example/h.png)">s</div>',
    ];
    for (const vector of vectors) expect(sanitizeHtml(vector)).not.toContain('evil.example');
    // The post's own video stays.
    expect(sanitizeHtml(vectors[4])).toBe('<video src="https://v.example/e.webm"></video>');
  });
});

describe('sanitizeHtml with a media replacement', () => {
  it('replaces the images and videos the sanitiser kept, after it cleaned them, with the nodes given', () => {
    const seen: string[] = [];
    const html = sanitizeHtml('<p>x<img src="https://i.example/a.png" onerror="alert(1)"><script>alert(2)</script><video src="v.webm"></video></p>', (media) => {
      // The element handed over is already clean.
      seen.push(media.outerHTML);
      return document.createTextNode(`[${media.getAttribute('src')}]`);
    });
    expect(html).toBe('<p>x[https://i.example/a.png][v.webm]</p>');
    expect(seen).toEqual(['<img src="https://i.example/a.png">', '<video src="v.webm"></video>']);
  });

  it('leaves text without media as the sanitiser writes it', () => {
    const dirty = '<p><a href="https://a.example/">a</a> <b>b</b><svg><script>1</script></svg></p>';
    expect(sanitizeHtml(dirty, () => document.createTextNode('never'))).toBe(sanitizeHtml(dirty));
  });
});
