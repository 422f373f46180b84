/**
 * Find blocked (spec doc 2 §9: the block search waits 2 s per try): which of the people you follow,
 * who follow you, or whom you name, have blocked you. A member who blocked you answers their list
 * with 'Not Found.' while their profile still exists (host-dom.md §2.21).
 */
import { VQ_LIST_PROBE, VQ_VIEWER, type VqListProbeResult, type VqViewerResult } from '../../../../api/queries/variousQueries';
import type { QueryRun, VariousQuery } from '../types';
import { readFollowNames, type FollowPerson } from './followLists';
import { callApi, pacer, pause, runQuietly, userIdOf } from './toolKit';

/** spec doc 2 §9. */
export const FIND_BLOCKED_PACE_MS = 2000;

export const NONE_BLOCKED = 'No one of them has blocked you.';

async function candidates(run: QueryRun, viewerId: number): Promise<FollowPerson[]> {
  const named = String(run.options.users ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.length) {
    const people: FollowPerson[] = [];
    // A name typed twice (or in other letter cases) is tried once: every try costs 2 s.
    for (const name of new Map(named.map((typed) => [typed.toLowerCase(), typed])).values()) {
      try {
        people.push(await userIdOf(run, name));
      } catch (error) {
        if (run.signal.aborted) throw error;
        // A name that does not exist is not a block; it is left out.
      }
    }
    return people;
  }
  const following = await readFollowNames(run, viewerId, 'following');
  const followers = await readFollowNames(run, viewerId, 'followers');
  const byId = new Map([...following, ...followers].map((person) => [person.id, person]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const findBlocked: VariousQuery = {
  id: 'findBlocked',
  label: 'Find who blocked you',
  needsToken: true,
  options: [{ kind: 'text', key: 'users', label: 'Users', default: '', placeholder: 'names, comma separated (empty: following and followers)' }],
  run: (run) =>
    runQuietly(run, async () => {
      const wait = pacer();
      run.progress('Loading...');
      const viewer = await callApi<VqViewerResult>(run, VQ_VIEWER, {}, { auth: true });
      if (!viewer?.Viewer) throw new Error('Error: Invalid token');
      const people = (await candidates(run, viewer.Viewer.id)).filter((person) => person.id !== viewer.Viewer!.id);
      const blockers: FollowPerson[] = [];
      for (const [index, person] of people.entries()) {
        if (index > 0) await pause(run, wait(FIND_BLOCKED_PACE_MS));
        run.progress(`Checking ${person.name} (${index + 1}/${people.length})`);
        const probe = await callApi<VqListProbeResult>(run, VQ_LIST_PROBE, { userId: person.id }, { auth: true });
        if (probe !== null) continue;
        // 'Not Found.' for the list: blocked, unless the profile is private (then it is not found either).
        try {
          await userIdOf(run, person.name);
        } catch (error) {
          if (run.signal.aborted) throw error;
          continue;
        }
        blockers.push(person);
        run.show({ kind: 'lines', lines: blockers.map((blocker) => [{ text: blocker.name, href: `/user/${encodeURIComponent(blocker.name)}/` }, ' has blocked you']) });
      }
      if (!blockers.length) run.show({ kind: 'message', text: NONE_BLOCKED });
    }),
};
