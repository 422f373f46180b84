import { describe, expect, it, vi } from 'vitest';
import { readFileText, sameUser, type ImportEnv } from '../../../../src/modules/moreImports/env';
import { refusalText } from '../../../../src/api/saveOutcome';
import { strings } from '../../../../src/modules/moreImports/strings';
import { ApiError } from '../../../../src/api/client';

describe('moreImports helpers', () => {
  it('a file that cannot be read is reported, not thrown', async () => {
    const broken = { text: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    expect(await readFileText(broken)).toEqual({ ok: false });
    expect(await readFileText(new Blob(['{"a":1}']))).toEqual({ ok: true, text: '{"a":1}' });
  });

  it('the site user must be the script user (case-insensitively), else the alert', () => {
    const alert = vi.fn();
    const env = { siteUser: 'Demo', alert } as unknown as ImportEnv;
    expect(sameUser(env, { name: 'demo', scoreFormat: 'POINT_10' })).toBe(true);
    expect(alert).not.toHaveBeenCalled();
    expect(sameUser(env, { name: 'Aoi', scoreFormat: 'POINT_10' })).toBe(false);
    expect(alert).toHaveBeenCalledWith(strings.userMismatch('Demo', 'Aoi'));
    expect(strings.userMismatch('Demo', 'Aoi')).toMatch(/revoke/i);
  });

  it("a refusal shows AniList's validation parts, else its message", () => {
    expect(refusalText(new ApiError('validation', 400, [{ message: 'validation', validation: { mediaId: ['The selected media id is invalid.'], score: ['Too high.'] } }]))).toBe('The selected media id is invalid. Too high.');
    expect(refusalText(new ApiError('Not Found.', 404))).toBe('Not Found.');
  });
});
