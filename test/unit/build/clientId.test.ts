import { describe, expect, it } from 'vitest';
import { CLIENT_ID_VARIABLE, DEFAULT_CLIENT_ID, clientIdDefine, resolveClientId } from '../../../build/clientId';
import { ANILIST_CLIENT_ID } from '../../../src/api/signInStart';

describe('the AniList client id build setting', () => {
  it("defaults to the original script's public client 2751", () => {
    expect(DEFAULT_CLIENT_ID).toBe('2751');
    expect(resolveClientId({})).toBe('2751');
    expect(resolveClientId({ [CLIENT_ID_VARIABLE]: '' })).toBe('2751');
    expect(resolveClientId({ [CLIENT_ID_VARIABLE]: '   ' })).toBe('2751');
  });

  it('takes a fork\'s own client id from AUTOMAIL_CLIENT_ID', () => {
    expect(CLIENT_ID_VARIABLE).toBe('AUTOMAIL_CLIENT_ID');
    expect(resolveClientId({ AUTOMAIL_CLIENT_ID: '31415' })).toBe('31415');
    expect(resolveClientId({ AUTOMAIL_CLIENT_ID: ' 31415\n' })).toBe('31415');
  });

  it('stops the build with a clear message for anything but a positive whole number', () => {
    for (const bad of ['abc', '12a', '-5', '1.5', '0x10', '0', '000', '12 34', '２７５１']) {
      expect(() => resolveClientId({ AUTOMAIL_CLIENT_ID: bad }), bad).toThrow(
        /^AUTOMAIL_CLIENT_ID must be the numeric id of an AniList API client \(AniList → Settings → Developer\)/,
      );
    }
    expect(() => resolveClientId({ AUTOMAIL_CLIENT_ID: 'abc' })).toThrow('got "abc"');
  });

  it("gives Vite's define a JavaScript string literal", () => {
    expect(clientIdDefine({})).toEqual({ __AUTOMAIL_CLIENT_ID__: '"2751"' });
    expect(clientIdDefine({ AUTOMAIL_CLIENT_ID: '31415' })).toEqual({ __AUTOMAIL_CLIENT_ID__: '"31415"' });
  });

  it('reaches the sign-in code through define (the tests run with the same define as the build)', () => {
    expect(ANILIST_CLIENT_ID).toBe(resolveClientId(process.env));
  });
});
