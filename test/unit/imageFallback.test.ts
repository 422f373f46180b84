import { describe, expect, it } from 'vitest';
import { IMAGE_LINK_LIMIT, imageLinkText, isWebAddress } from '../../src/lib/imageFallback';

describe('image fallback links (noImagePolyfill)', () => {
  it('shows an address up to 200 characters whole, and cuts a longer one at 200', () => {
    expect(IMAGE_LINK_LIMIT).toBe(200);
    const exact = `https://i.example/${'a'.repeat(200 - 18)}`;
    expect(exact).toHaveLength(200);
    expect(imageLinkText(exact)).toBe(exact);
    const long = `${exact}b.png`;
    expect(imageLinkText(long)).toBe(`${exact}…`);
  });

  it('links only web addresses', () => {
    expect(isWebAddress('https://i.example/a.png')).toBe(true);
    expect(isWebAddress('http://i.example/a.png')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:image/png;base64,AAAA')).toBe(false);
    expect(isWebAddress('x')).toBe(false);
  });
});
