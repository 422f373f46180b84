import { describe, expect, it } from 'vitest';
import { LINK_ONLY_HINT, moderationHints, PIRACY_HINT } from '../../../src/lib/moderationHints';

// A label whose Java hash is on the stored list (see test/unit/modules/alwaysOnJobs.test.ts).
const BLOCKED = 'pialjpsj';

describe('moderation hints', () => {
  it('flag a post that is only a link, bare or written as a link', () => {
    expect(moderationHints({ text: 'https://spam.example/x', links: [{ href: 'https://spam.example/x', text: 'https://spam.example/x' }] })).toEqual([LINK_ONLY_HINT]);
    expect(moderationHints({ text: 'Click here', links: [{ href: 'https://spam.example/x', text: 'Click here' }] })).toEqual([LINK_ONLY_HINT]);
    expect(moderationHints({ text: '  https://a.example/ https://b.example/ ', links: [] })).toEqual([LINK_ONLY_HINT]);
  });

  it('leave a post with words besides its link alone', () => {
    expect(moderationHints({ text: 'My review: https://example.org/r', links: [{ href: 'https://example.org/r', text: 'https://example.org/r' }] })).toEqual([]);
    expect(moderationHints({ text: 'No links at all', links: [] })).toEqual([]);
    expect(moderationHints({ text: '', links: [] })).toEqual([]);
  });

  it('flag links to a hashed piracy host, in links or bare text, with or without words around', () => {
    expect(moderationHints({ text: `grab it at https://www.${BLOCKED}.com/v/1 now`, links: [] })).toEqual([PIRACY_HINT]);
    expect(moderationHints({ text: 'here', links: [{ href: `https://${BLOCKED}.net/`, text: 'here' }] })).toEqual([LINK_ONLY_HINT, PIRACY_HINT]);
    expect(moderationHints({ text: 'x', links: [{ href: 'not a url', text: '' }] })).toEqual([]);
  });
});
