// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IMAGE_LINK_MAX, mediaLink, shortenedAddress } from '../../../../src/modules/termsFeed/RichText';
import { sanitizeHtml } from '../../../../src/ui/sanitizeHtml';

describe('the feed without images (termsFeedNoImages)', () => {
  it('turns images and videos into links showing their address', () => {
    const html = sanitizeHtml('<p>a <img src="https://i.example/a.png"> b <video src="https://v.example/c.webm"></video></p>', mediaLink);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelectorAll('img, video')).toHaveLength(0);
    const links = [...box.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://i.example/a.png', 'https://i.example/a.png', 'noopener noreferrer'],
      ['https://v.example/c.webm', 'https://v.example/c.webm', 'noopener noreferrer'],
    ]);
  });

  it('cuts long addresses at 200 characters (spec doc 3 §9) and links only http(s)', () => {
    const long = `https://i.example/${'x'.repeat(300)}.png`;
    expect(shortenedAddress(long)).toBe(`${long.slice(0, IMAGE_LINK_MAX)}…`);
    expect(shortenedAddress('https://i.example/a.png')).toBe('https://i.example/a.png');
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml('<img src="x" onerror="alert(1)">', mediaLink);
    expect(box.innerHTML).toBe('<a class="hohFeedImageLink">x</a>');
  });
});
