/**
 * Autorecs (anime) and Autorecs (manga) (spec doc 2 §7, §9; algorithms.md 1f): recommendations
 * of a user's own entries weighted by how far each score sits from their mean. The list (five
 * recommendations per entry, megabytes) is fetched and scored in the worker; the 25 results come
 * back, each score to 3 significant digits and linked to its media.
 */
import { getSettings } from '../../../../core/settings/store';
import { readTitleAliases } from '../../../../core/settings/stores';
import { buildAliasMap } from '../../../../lib/aliasMap';
import { runAutorecs } from '../../../../workers/client';
import type { QueryRun, VariousQuery } from '../types';
import { applyTagBlacklist } from './tagBlacklistRows';

export const autorecsStrings = {
  label: (type: 'ANIME' | 'MANGA') => (type === 'ANIME' ? 'Autorecs (anime)' : 'Autorecs (manga)'),
  user: 'User',
  userPlaceholder: 'your own list',
  noUser: 'Give a user name, or sign in to AniList to use your own list.',
  collecting: 'Collecting list data...',
  noDeviation: 'Autorecs need a list with scores that differ from each other.',
  score: 'Score',
  title: 'Title',
  done: (count: number) => `${count} recommendations.`,
};

function autorecs(type: 'ANIME' | 'MANGA'): VariousQuery {
  const path = type === 'ANIME' ? 'anime' : 'manga';
  return {
    id: type === 'ANIME' ? 'autorecsAnime' : 'autorecsManga',
    label: autorecsStrings.label(type),
    options: [{ kind: 'text', key: 'user', label: autorecsStrings.user, default: '', placeholder: autorecsStrings.userPlaceholder }],
    async run(run: QueryRun) {
      const name = String(run.options.user ?? '').trim() || run.viewer;
      if (!name) throw new Error(autorecsStrings.noUser);
      run.progress(autorecsStrings.collecting);
      const settings = getSettings();
      const result = await runAutorecs(
        { name, type, titleLanguage: settings.titleLanguage, aliases: buildAliasMap(readTitleAliases(), settings.shortRomaji) },
        { signal: run.signal, getToken: () => run.token ?? '' },
      );
      if (run.signal.aborted) return;
      if (!result.ok) {
        if (result.reason === 'aborted') return;
        throw new Error(result.reason === 'noDeviation' ? autorecsStrings.noDeviation : result.message);
      }
      // The tag blacklist's place 'autorecs' (modules/tagBlacklist): rows dropped or marked.
      const table = await applyTagBlacklist(
        'autorecs',
        [autorecsStrings.score, autorecsStrings.title],
        result.recs.map((rec) => [rec.display, { text: rec.title, href: `/${path}/${rec.id}` }]),
        result.recs.map((rec) => rec.id),
        run.signal,
      );
      if (run.signal.aborted) return;
      run.progress(autorecsStrings.done(table.rows.length));
      run.show({ kind: 'table', ...table });
    },
  };
}

export const autorecsAnimeQuery = autorecs('ANIME');
export const autorecsMangaQuery = autorecs('MANGA');
