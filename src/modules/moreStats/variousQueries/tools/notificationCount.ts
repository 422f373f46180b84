/** Notification count (spec doc 2 §7 "Stats page": notification total, authorised). */
import { VQ_NOTIFICATION_TOTAL, type VqTotalResult } from '../../../../api/queries/variousQueries';
import type { VariousQuery } from '../types';
import { callApi, runQuietly } from './toolKit';

export const notificationCount: VariousQuery = {
  id: 'notificationCount',
  label: 'Notification count',
  needsToken: true,
  options: [],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const data = await callApi<VqTotalResult>(run, VQ_NOTIFICATION_TOTAL, {}, { auth: true });
      const total = data?.Page?.pageInfo?.total ?? 0;
      run.show({ kind: 'message', text: `${total} notification${total === 1 ? '' : 's'} in total` });
    }),
};
