/**
 * The media data checker (spec doc 2 §4 and §5, algorithms.md 1d): anime or manga, all media by
 * popularity or one user's list, every rule of the catalogue with its checkbox. Each page is
 * fetched and checked in the worker (workers/session/checker.ts); only hits reach the page. The
 * next page is asked for 1 s after the previous answer; Stop, a new query or leaving ends it.
 */
import { CHECKER_RULE_LIST } from '../../../../lib/checkerRules';
import type { CheckerHit } from '../../../../workers/checker/types';
import { openCheckerRun } from '../../../../workers/client';
import { pause } from '../../../../core/timers';
import { pauseMs } from '../pace';
import { CHECKER_PAGE_PACE_MS, CHECKER_TEST_PACE_KEY } from './checkerPace';
import type { QueryCell, QueryOption, QueryRun, VariousQuery } from '../types';

export const RULE_KEY_PREFIX = 'rule:';

export const checkerStrings = {
  label: 'Media data checker',
  type: 'Type',
  anime: 'Anime',
  manga: 'Manga',
  scope: 'Media',
  allMedia: 'All media, by popularity',
  userList: "Only a user's list",
  user: 'User (for a list)',
  userPlaceholder: 'your own list',
  noUser: 'Give a user name, or sign in to AniList to check your own list.',
  page: (page: number, last: number) => `Page ${page} of ${last}`,
  done: (page: number, last: number, hits: number) => `Page ${page} of ${last}. Done: ${hits} media with findings.`,
};

const options: QueryOption[] = [
  { kind: 'select', key: 'type', label: checkerStrings.type, default: 'ANIME', choices: [{ value: 'ANIME', label: checkerStrings.anime }, { value: 'MANGA', label: checkerStrings.manga }] },
  { kind: 'select', key: 'scope', label: checkerStrings.scope, default: 'all', choices: [{ value: 'all', label: checkerStrings.allMedia }, { value: 'list', label: checkerStrings.userList }] },
  { kind: 'text', key: 'user', label: checkerStrings.user, default: '', placeholder: checkerStrings.userPlaceholder },
  ...CHECKER_RULE_LIST.map((rule): QueryOption => ({ kind: 'checkbox', key: RULE_KEY_PREFIX + rule.id, label: rule.description, default: rule.defaultOn })),
];

/** A hit as the original showed it: "[FORMAT] romaji" linked to the media, then the rules' descriptions. */
export function hitLine(hit: CheckerHit): QueryCell[] {
  return [{ text: `[${hit.format ?? '?'}] ${hit.romaji}`, href: `/${hit.type}/${hit.id}` }, hit.descriptions.join(', ')];
}

async function runChecker(run: QueryRun): Promise<void> {
  const { options: values, signal } = run;
  const type = values.type === 'MANGA' ? 'MANGA' : 'ANIME';
  let userName: string | null = null;
  if (values.scope === 'list') {
    userName = String(values.user ?? '').trim() || run.viewer;
    if (!userName) throw new Error(checkerStrings.noUser);
  }
  const toggles = Object.fromEntries(CHECKER_RULE_LIST.map((rule) => [rule.id, values[RULE_KEY_PREFIX + rule.id] === true]));
  const paceMs = pauseMs(CHECKER_TEST_PACE_KEY, CHECKER_PAGE_PACE_MS);
  const handle = await openCheckerRun({ type, toggles, userName }, { signal, getToken: () => run.token ?? '' });
  const lines: QueryCell[][] = [];
  // Each draw costs the list a pass over every line so far (16,000 on a 20,000-media run), so the
  // hits are drawn at most once per real pace: every page at the real 1 s pace, and no more often
  // when a test key shortens the pace.
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawn = 0;
  const draw = () => {
    run.show({ kind: 'lines', lines: [...lines] });
    drawn = lines.length;
    drawnAt = performance.now();
  };
  try {
    for (;;) {
      const page = await handle.nextPage();
      if (signal.aborted) return;
      if (!page.ok) {
        if (page.reason === 'aborted') return;
        if (drawn < lines.length) draw();
        throw new Error(page.message);
      }
      for (const hit of page.hits) lines.push(hitLine(hit));
      if (drawn < lines.length && (page.done || performance.now() - drawnAt >= CHECKER_PAGE_PACE_MS)) draw();
      if (page.done) {
        run.progress(checkerStrings.done(page.currentPage, page.lastPage, lines.length));
        if (!lines.length) run.show({ kind: 'lines', lines: [] });
        return;
      }
      run.progress(checkerStrings.page(page.currentPage, page.lastPage));
      await pause(paceMs, signal);
      if (signal.aborted) return;
    }
  } finally {
    handle.close();
  }
}

export const checkerQuery: VariousQuery = {
  id: 'checker',
  label: checkerStrings.label,
  options,
  run: runChecker,
};
