/** Message spy (spec doc 2 §7 "Stats page": message activities newest first): the site's newest public messages. */
import { VQ_RECENT_MESSAGES, type VqMessage, type VqRecentMessagesResult } from '../../../../api/queries/variousQueries';
import type { VariousQuery } from '../types';
import { callApi, runQuietly, sitePath } from './toolKit';

export const messageSpy: VariousQuery = {
  id: 'messageSpy',
  label: 'Message spy',
  options: [{ kind: 'number', key: 'page', label: 'Page', default: 1, min: 1, max: 100 }],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const page = Math.max(1, Math.floor(Number(run.options.page) || 1));
      const data = await callApi<VqRecentMessagesResult>(run, VQ_RECENT_MESSAGES, { page });
      const messages = (data?.Page?.activities ?? []).filter((item): item is VqMessage => item?.__typename === 'MessageActivity');
      if (!messages.length) return run.show({ kind: 'message', text: 'No messages.' });
      run.show({
        kind: 'html',
        items: messages.map((message) => ({
          heading: {
            text: `${message.messenger?.name ?? '[private or deleted]'} → ${message.recipient?.name ?? '[private or deleted]'}`,
            href: sitePath(message.siteUrl, `/activity/${message.id}`),
          },
          html: message.html ?? '',
          note: new Date(message.createdAt * 1000).toISOString().slice(0, 10),
        })),
      });
    }),
};
