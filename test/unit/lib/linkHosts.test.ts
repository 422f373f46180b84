import { describe, expect, it } from 'vitest';
import {
  BAD_LINK_REPLACEMENT_PATH,
  BAD_LINK_TEXT,
  isBlockedLinkHost,
  javaStringHash,
  secondLevelLabel,
} from '../../../src/lib/linkHosts';
import blockedHashes from '../../../src/data/blocked-link-host-hashes.json';

describe('javaStringHash', () => {
  it('matches Java String.hashCode values', () => {
    expect(javaStringHash('')).toBe(0);
    expect(javaStringHash('a')).toBe(97);
    expect(javaStringHash('hello')).toBe(99162322);
    expect(javaStringHash('Aa')).toBe(javaStringHash('BB'));
  });

  it('wraps at 32 bits as a signed integer', () => {
    expect(javaStringHash('polygenelubricants')).toBe(-2147483648);
    expect(javaStringHash('a'.repeat(50))).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(javaStringHash('a'.repeat(50))).toBeLessThan(2 ** 31);
  });
});

describe('secondLevelLabel', () => {
  it('takes the label before the top-level domain', () => {
    expect(secondLevelLabel('example.com')).toBe('example');
    expect(secondLevelLabel('www.Example.com')).toBe('example');
    expect(secondLevelLabel('a.b.example.org.')).toBe('example');
    expect(secondLevelLabel('localhost')).toBeNull();
  });
});

describe('isBlockedLinkHost', () => {
  it('loads the 18 hashes', () => {
    expect(blockedHashes).toHaveLength(18);
  });

  it('blocks a host whose second-level label hashes to a listed value, on any subdomain', () => {
    expect(blockedHashes).toContain(javaStringHash('nyaa'));
    expect(isBlockedLinkHost('nyaa.si')).toBe(true);
    expect(isBlockedLinkHost('www.nyaa.si')).toBe(true);
    expect(isBlockedLinkHost('NYAA.example')).toBe(true);
  });

  it('lets other hosts through', () => {
    expect(isBlockedLinkHost('anilist.co')).toBe(false);
    expect(isBlockedLinkHost('nyaa')).toBe(false);
    expect(isBlockedLinkHost('nyaa.si.example.com')).toBe(false);
    expect(isBlockedLinkHost('')).toBe(false);
  });
});

describe('replacement', () => {
  it('uses the spec text verbatim and forum thread 14', () => {
    expect(BAD_LINK_TEXT).toBe(
      "THIS BE BAD LINK, IT'S NOW VEWY DISPOSED OF OwO (click the report button to call the mods on this naughty user)",
    );
    expect(BAD_LINK_REPLACEMENT_PATH).toBe('/forum/thread/14');
  });
});
