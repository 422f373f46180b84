// The tag blacklist in Autorecs and related-not-on-list (tools/tagBlacklistRows.ts): rows dropped
// or marked per the member's choice, untouched while the switch is off, kept when the lookup fails.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const lookup = vi.hoisted(() => ({ mediaTags: vi.fn() }));
vi.mock('../../../../../src/api/mediaTags', () => ({ mediaTags: lookup.mediaTags }));

import { resetSettingsForTests, setSetting } from '../../../../../src/core/settings/store';
import { defaultTagBlacklist } from '../../../../../src/lib/tagBlacklistValue';
import { applyTagBlacklist, tagBlacklistRowStrings } from '../../../../../src/modules/moreStats/variousQueries/tools/tagBlacklistRows';

const columns = ['Score', 'Title'];
const rows = [['9', 'One'], ['8', 'Two'], ['7', 'Three']];
const ids = [1, 2, 3];
const known = new Map([
  [1, { id: 1, genres: ['Horror'], tags: [] }],
  [2, { id: 2, genres: ['Comedy'], tags: [{ name: 'Gore', rank: 90 }] }],
  [3, { id: 3, genres: ['Comedy'], tags: [{ name: 'Gore', rank: 20 }] }],
]);

function blacklist(modes: Partial<ReturnType<typeof defaultTagBlacklist>['modes']> = {}) {
  setSetting('tagBlacklist', true);
  setSetting('tagBlacklistValue', {
    entries: [{ kind: 'genre', name: 'Horror', minRank: 0 }, { kind: 'tag', name: 'Gore', minRank: 60 }],
    modes: { ...defaultTagBlacklist().modes, ...modes },
  });
}

describe('applyTagBlacklist', () => {
  beforeEach(() => {
    resetSettingsForTests();
    lookup.mediaTags.mockReset();
    lookup.mediaTags.mockResolvedValue({ known, failed: false });
  });

  it('changes nothing and asks nothing while the switch is off', async () => {
    setSetting('tagBlacklistValue', { ...defaultTagBlacklist(), entries: [{ kind: 'genre', name: 'Horror', minRank: 0 }] });
    expect(await applyTagBlacklist('autorecs', columns, rows, ids)).toEqual({ columns, rows });
    expect(lookup.mediaTags).not.toHaveBeenCalled();
  });

  it('hide: drops the matching rows and says how many', async () => {
    blacklist({ autorecs: 'hide' });
    const table = await applyTagBlacklist('autorecs', columns, rows, ids);
    expect(table.rows).toEqual([['7', 'Three']]);
    expect(table.columns).toEqual(columns);
    expect(table.caption).toBe(tagBlacklistRowStrings.hidden(2));
    expect(lookup.mediaTags).toHaveBeenCalledWith(ids, undefined);
  });

  it('grey: keeps every row and names the matches in a column of their own', async () => {
    blacklist({ related: 'grey' });
    const table = await applyTagBlacklist('related', columns, rows, ids);
    expect(table.columns).toEqual([...columns, tagBlacklistRowStrings.column]);
    expect(table.rows).toEqual([
      ['9', 'One', { text: 'Horror', tone: 'bad' }],
      ['8', 'Two', { text: 'Gore (rank 90 %)', tone: 'bad' }],
      ['7', 'Three', ''],
    ]);
  });

  it('a failed lookup hides nothing it does not know, and says so', async () => {
    blacklist({ autorecs: 'hide' });
    lookup.mediaTags.mockResolvedValue({ known: new Map(), failed: true });
    const table = await applyTagBlacklist('autorecs', columns, rows, ids);
    expect(table.rows).toEqual(rows);
    expect(table.caption).toBe(tagBlacklistRowStrings.failed);
  });
});
