// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteUser, nameFromNav, readSiteUser, readStoredAuth, resetSiteUserForTests } from '../../../src/core/user';

const nav = (links: string[]) => {
  document.body.innerHTML = `<div id="nav" class="nav nav-unscoped"><div class="wrap"><div class="links">${links
    .map((href) => `<a class="link" href="${href}">x</a>`)
    .join('')}</div></div></div>`;
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  localStorage.clear();
  document.body.innerHTML = '';
  resetSiteUserForTests();
});

describe('site user', () => {
  it('reads the name from the nav profile link with its trailing slash', () => {
    nav(['/home', '/user/Josh/', '/user/Josh/animelist', '/search/anime']);
    expect(nameFromNav()).toBe('Josh');
  });

  it('skips /user/ links that are not the profile link and decodes the name', () => {
    nav(['/user/Josh/animelist', '/user/J%C3%B6sh/']);
    expect(nameFromNav()).toBe('Jösh');
  });

  it('falls back to the stored auth user and takes its details', () => {
    localStorage.setItem('auth', JSON.stringify({ name: 'Stored', id: 5, donatorTier: 0, options: { titleLanguage: 'NATIVE' } }));
    expect(readSiteUser()).toEqual({ name: 'Stored', id: 5, donatorTier: 0, titleLanguage: 'NATIVE' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('prefers the nav, and uses stored details only for the same user', () => {
    nav(['/user/Josh/']);
    localStorage.setItem('auth', JSON.stringify({ name: 'Other', id: 9, options: { titleLanguage: 'ENGLISH' } }));
    expect(readSiteUser()).toEqual({ name: 'Josh' });
    localStorage.setItem('auth', JSON.stringify({ name: 'Josh', id: 9, options: { titleLanguage: 'ENGLISH' } }));
    expect(readSiteUser()).toEqual({ name: 'Josh', id: 9, titleLanguage: 'ENGLISH' });
  });

  it("warns 'could not get username' and returns null when neither exists", () => {
    expect(readSiteUser()).toBeNull();
    expect(warn).toHaveBeenCalledWith('could not get username');
  });

  it('treats unparsable or non-object auth as absent', () => {
    localStorage.setItem('auth', '{not json');
    expect(readStoredAuth()).toBeNull();
    localStorage.setItem('auth', '"text"');
    expect(readStoredAuth()).toBeNull();
    expect(readSiteUser()).toBeNull();
  });

  it('getSiteUser reads once per page load', () => {
    expect(getSiteUser()).toBeNull();
    nav(['/user/Josh/']);
    expect(getSiteUser()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    resetSiteUserForTests();
    expect(getSiteUser()).toEqual({ name: 'Josh' });
  });
});
