/** Related media not on the list (spec doc 2 §7 "Stats page": media lists with relations). */
import { VQ_LIST_RELATIONS, type VqListRelationsResult } from '../../../../api/queries/variousQueries';
import { relatedNotOnList } from '../../../../lib/relatedMedia';
import type { VariousQuery } from '../types';
import { applyTagBlacklist } from './tagBlacklistRows';
import { callApi, chosenType, chosenUser, runQuietly, TYPE_OPTION, USER_OPTION, userNotFound } from './toolKit';

const relationWords = (relation: string) => relation.toLowerCase().replace(/_/g, ' ');

export const relatedNotOnListQuery: VariousQuery = {
  id: 'relatedNotOnList',
  label: 'Related media not on the list',
  options: [
    USER_OPTION,
    TYPE_OPTION,
    { kind: 'checkbox', key: 'otherType', label: 'Include the other type (adaptations)', default: false },
  ],
  run: (run) =>
    runQuietly(run, async () => {
      const userName = chosenUser(run);
      const type = chosenType(run);
      run.progress('Collecting list data...');
      // With the token: on one's own list the private entries are on the list too (AniList shows them only to their owner).
      const data = await callApi<VqListRelationsResult>(run, VQ_LIST_RELATIONS, { userName, type }, { auth: true });
      if (!data?.MediaListCollection) throw userNotFound(userName);
      run.progress('Processing...');
      const entries = (data.MediaListCollection.lists ?? [])
        .flatMap((list) => list?.entries ?? [])
        .flatMap((entry) => (entry ? [{ mediaId: entry.mediaId, edges: entry.media?.relations?.edges ?? [] }] : []));
      const types = run.options.otherType === true ? ['ANIME', 'MANGA'] : [type];
      const missing = relatedNotOnList(entries, types);
      if (!missing.length) return run.show({ kind: 'message', text: 'Every related media is on the list.' });
      // The tag blacklist's place 'related' (modules/tagBlacklist): rows dropped or marked.
      const table = await applyTagBlacklist(
        'related',
        ['Title', 'Format', 'Relation', 'Related entries'],
        missing.map(({ media, relations, from }) => [
          { text: media.title?.romaji ?? String(media.id), href: `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${media.id}/` },
          media.format ?? '',
          relations.map(relationWords).join(', '),
          from,
        ]),
        missing.map(({ media }) => media.id),
        run.signal,
      );
      if (run.signal.aborted) return;
      run.show({ kind: 'table', ...table });
    }),
};
