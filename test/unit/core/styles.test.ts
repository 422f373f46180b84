// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addStyleWhile, applyStyles, BASE_STYLE_ID, CONDITIONAL_STYLE_ID, conditionalCss } from '../../../src/core/styles';
import { conditionalRules } from '../../../src/core/featureTable';
import { STUDIO_LOGOS, studioLogoCss } from '../../../src/modules/CSSfavs/logos';

describe('style blocks', () => {
  it('the conditional block holds exactly the rules whose switch is on', () => {
    expect(conditionalCss({})).toBe('');
    const css = conditionalCss({ CSSbannerShadow: true, CSSprofileClutter: false });
    expect(css).toContain('.banner .shadow');
    expect(css).not.toContain('.overview');
  });

  it('every rule belongs to one switch and has CSS', () => {
    const names = conditionalRules().map((rule) => rule.setting);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of conditionalRules()) expect(rule.css.trim()).not.toBe('');
  });

  it('is rebuilt from scratch on every init: one element each, old rules gone', () => {
    applyStyles(document, { CSSbannerShadow: true });
    applyStyles(document, { CSSprofileClutter: true });
    expect(document.querySelectorAll(`#${CONDITIONAL_STYLE_ID}`)).toHaveLength(1);
    expect(document.querySelectorAll(`#${BASE_STYLE_ID}`)).toHaveLength(1);
    const conditional = document.getElementById(CONDITIONAL_STYLE_ID)!;
    expect(conditional.parentElement).toBe(document.head);
    expect(conditional.textContent).toContain('.overview');
    expect(conditional.textContent).not.toContain('.banner .shadow');
    expect(document.getElementById(BASE_STYLE_ID)!.textContent).toContain('.sense-wrap');
  });

  it('addStyleWhile: one sheet per id in <head>, gone when its signal aborts, none for an aborted one', () => {
    const first = new AbortController();
    const second = new AbortController();
    addStyleWhile('hohTestStyle', '.a {}', first.signal);
    addStyleWhile('hohTestStyle', '.b {}', second.signal);
    expect(document.querySelectorAll('#hohTestStyle')).toHaveLength(1);
    expect(document.getElementById('hohTestStyle')!.parentElement).toBe(document.head);
    // The first visit's end leaves the sheet that replaced its own.
    first.abort();
    expect(document.getElementById('hohTestStyle')!.textContent).toBe('.b {}');
    second.abort();
    expect(document.getElementById('hohTestStyle')).toBeNull();
    addStyleWhile('hohTestStyle', '.c {}', second.signal);
    expect(document.getElementById('hohTestStyle')).toBeNull();
  });

  it('the studio-logo table has the spec shape: 110 rows of id, slug, https URL, optional width and height', () => {
    expect(STUDIO_LOGOS).toHaveLength(110);
    for (const row of STUDIO_LOGOS) {
      expect([3, 5]).toContain(row.length);
      const [id, slug, url, width, height] = row;
      expect(Number.isInteger(id)).toBe(true);
      expect(slug).toMatch(/^[A-Za-z0-9-]+$/);
      expect(url).toMatch(/^https:\/\/[^"\\\s]+$/);
      if (row.length === 5) expect([width, height].every((n) => Number.isInteger(n) && n! > 0)).toBe(true);
    }
  });

  it('CSSfavs: five to a row from the first paint; each studio logo keyed on the favourite link of exactly that studio', () => {
    const css = conditionalCss({ CSSfavs: true });
    expect(css).toContain('repeat(5,');
    // The logos' rules are the studioLogos module's, drawn on the pages with favourites only.
    expect(css).not.toContain('a.favourite.studio');
    expect(studioLogoCss()).toContain('a.favourite.studio[href="/studio/2/Kyoto-Animation"]::after');
    expect(studioLogoCss().split('\n')).toHaveLength(STUDIO_LOGOS.length);
  });
});
