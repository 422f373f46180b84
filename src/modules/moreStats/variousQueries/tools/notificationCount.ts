/** Notification count (spec doc 2 §7 "Stats page": notification total, authorised). */
import { VQ_NOTIFICATION_TOTAL, type VqTotalResult } from '../../../../api/queries/variousQueries';
import { NOTIFICATIONS_NEED_SIGN_IN } from '../../../../core/messages';
import type { VariousQuery } from '../types';
import { callApi, runQuietly } from './toolKit';

export const notificationCount: VariousQuery = {
  id: 'notificationCount',
  label: 'Notification count',
  needsToken: true,
  // Spec doc 2 §8: reading notifications has its own words for a missing sign-in (AUTH permissions).
  notSignedInMessage: NOTIFICATIONS_NEED_SIGN_IN,
  options: [],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const data = await callApi<VqTotalResult>(run, VQ_NOTIFICATION_TOTAL, {}, { auth: true });
      const total = data?.Page?.pageInfo?.total ?? 0;
      run.show({ kind: 'message', text: `${total} notification${total === 1 ? '' : 's'} in total` });
    }),
};
