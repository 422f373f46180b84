import { describe, expect, it } from 'vitest';
import { submenuLinks } from '../../src/modules/CSSverticalNav/submenu';

describe('vertical nav submenu (CSSverticalNav)', () => {
  it('links the viewer\'s favourites, anime stats, social, reviews and submissions (spec doc 3 §2)', () => {
    expect(submenuLinks('Demo', false).map((link) => link.href)).toEqual([
      '/user/Demo/favorites', '/user/Demo/stats/anime/overview', '/user/Demo/social', '/user/Demo/reviews', '/user/Demo/submissions',
    ]);
  });

  it('links manga stats when the Browse link opens manga', () => {
    expect(submenuLinks('Demo', true)[1].href).toBe('/user/Demo/stats/manga/overview');
  });
});
