/**
 * Hidden entries (spec doc 2 §7 "Stats page": media lists with hidden entries): the entries of a
 * list kept out of the status lists, read a page every 800 ms (spec doc 2 §9).
 */
import { VQ_LIST_PAGE, type VqListPageResult } from '../../../../api/queries/variousQueries';
import type { VariousQuery } from '../types';
import { callApi, chosenType, chosenUser, pacer, pause, runQuietly, TYPE_OPTION, USER_OPTION, userNotFound } from './toolKit';

/** spec doc 2 §9: hidden-entry paging pauses 800 ms. */
export const HIDDEN_PAGE_PACE_MS = 800;

type Entry = NonNullable<NonNullable<NonNullable<VqListPageResult['Page']>['mediaList']>[number]>;

export const hiddenEntries: VariousQuery = {
  id: 'hiddenEntries',
  label: 'Hidden entries',
  options: [
    USER_OPTION,
    TYPE_OPTION,
  ],
  run: (run) =>
    runQuietly(run, async () => {
      const wait = pacer();
      const userName = chosenUser(run);
      const type = chosenType(run);
      run.progress('Loading...');
      const hidden: Entry[] = [];
      for (let page = 1, lastPage = 1; page <= lastPage; page++) {
        if (page > 1) await pause(run, wait(HIDDEN_PAGE_PACE_MS));
        // With the token: one's own private entries are read too (AniList shows them only to their owner).
        const data = await callApi<VqListPageResult>(run, VQ_LIST_PAGE, { userName, type, page }, { auth: true });
        if (!data?.Page) throw userNotFound(userName);
        lastPage = data.Page.pageInfo?.lastPage ?? page;
        run.progress(`Page ${page} of ${lastPage}`);
        for (const entry of data.Page.mediaList ?? []) if (entry?.hiddenFromStatusLists && entry.media) hidden.push(entry);
      }
      if (!hidden.length) return run.show({ kind: 'message', text: 'No hidden entries.' });
      const path = type === 'MANGA' ? 'manga' : 'anime';
      run.show({
        kind: 'table',
        columns: ['Title', 'Format', 'Status'],
        rows: hidden.map((entry) => [
          { text: entry.media!.title?.romaji ?? String(entry.media!.id), href: `/${path}/${entry.media!.id}/` },
          entry.media!.format ?? '',
          entry.status ?? '',
        ]),
      });
    }),
};
