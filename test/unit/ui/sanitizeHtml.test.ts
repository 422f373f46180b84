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
});
