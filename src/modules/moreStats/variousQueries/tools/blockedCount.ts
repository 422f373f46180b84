/**
 * How many members blocked you (spec doc 2 §7 "Stats page": users total, and users total
 * authorised): AniList leaves out of the authorised count every member who blocked the viewer,
 * so the difference is their number. A moderator sees everyone, so for them it cannot work.
 */
import { VQ_USERS_TOTAL, VQ_VIEWER, type VqTotalResult, type VqViewerResult } from '../../../../api/queries/variousQueries';
import type { VariousQuery } from '../types';
import { callApi, runQuietly } from './toolKit';

export const MODERATOR_ERROR = 'Error: The elevated privileges of moderators makes this query fail';

export const blockedCount: VariousQuery = {
  id: 'blockedCount',
  label: 'How many have blocked you',
  needsToken: true,
  options: [],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const viewer = await callApi<VqViewerResult>(run, VQ_VIEWER, {}, { auth: true });
      if (viewer?.Viewer?.moderatorRoles?.some((role) => !!role)) throw new Error(MODERATOR_ERROR);
      const everyone = await callApi<VqTotalResult>(run, VQ_USERS_TOTAL, {});
      const seen = await callApi<VqTotalResult>(run, VQ_USERS_TOTAL, {}, { auth: true });
      const all = everyone?.Page?.pageInfo?.total;
      const visible = seen?.Page?.pageInfo?.total;
      if (typeof all !== 'number' || typeof visible !== 'number') throw new Error('Error: AniList gave no user total.');
      const blocked = Math.max(0, all - visible);
      run.show({ kind: 'message', text: `${blocked} user${blocked === 1 ? ' has' : 's have'} blocked you` });
    }),
};
