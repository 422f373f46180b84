// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selectors } from '../../../src/core/selectors';
import { pages } from '../../../src/core/pages';

describe('selectors', () => {
  it('every selector is valid CSS and names only known pages', () => {
    for (const [name, entry] of Object.entries(selectors)) {
      expect(() => document.querySelectorAll(entry.selector), name).not.toThrow();
      for (const page of entry.mustMatchOn) expect(Object.keys(pages), `${name}: ${page}`).toContain(page);
      expect(entry.why.trim(), name).not.toBe('');
    }
  });

  it('the nav profile link selector finds the profile link in AniList-shaped markup', () => {
    document.body.innerHTML =
      '<div id="nav" class="nav nav-unscoped"><div class="wrap"><div class="links"><a class="link" href="/home"></a><a class="link" href="/user/Josh/"></a></div></div></div>';
    expect(document.querySelector(selectors.navProfileLink.selector)?.getAttribute('href')).toBe('/user/Josh/');
  });

  it('the media sidebar selectors find a row, its label and its value in AniList-shaped markup', () => {
    document.body.innerHTML =
      '<div class="media"><div class="sidebar"><div class="data"><div class="data-set"><div class="type">Status</div><div class="value">Releasing</div></div></div></div></div>';
    const data = document.querySelector(selectors.mediaSidebarData.selector);
    const row = data?.querySelector(selectors.mediaDataSet.selector);
    expect(row?.querySelector(selectors.mediaDataSetLabel.selector)?.textContent).toBe('Status');
    expect(row?.querySelector(selectors.mediaDataSetValue.selector)?.textContent).toBe('Releasing');
  });
});
