// How AniList groups a list into sections: status sections (split Completed by format when the
// user asks for it) in the user's sectionOrder, then custom lists. One rule for the API's
// MediaListCollection.lists and the simulated list pages.
import type { MediaListEntry, MediaListStatus, MediaType, User, World } from './types.ts';
import { completedSectionName, LIST_STATUS_ORDER, listStatusLabel } from './labels.ts';

export interface ListGroup {
  name: string;
  isCustomList: boolean;
  isSplitCompletedList: boolean;
  status: MediaListStatus | null;
  entries: MediaListEntry[];
}

export interface GroupOptions {
  /** MediaListCollection(forceSingleCompletedList: true): one Completed section regardless */
  forceSingleCompletedList?: boolean;
}

/** `entries` are the ones the viewer may see, in the order each section should keep. */
export function groupListEntries(world: World, user: User, type: MediaType, entries: readonly MediaListEntry[], options: GroupOptions = {}): ListGroup[] {
  const listOptions = type === 'ANIME' ? user.mediaListOptions.animeList : user.mediaListOptions.mangaList;
  const split = listOptions.splitCompletedSectionByFormat && !options.forceSingleCompletedList;
  const byName = new Map<string, ListGroup>();
  for (const e of entries) {
    if (e.hiddenFromStatusLists) continue;
    const isSplit = split && e.status === 'COMPLETED';
    const name = isSplit ? completedSectionName(world.getMedia(e.mediaId)?.format) : listStatusLabel(e.status, type);
    let group = byName.get(name);
    if (!group) byName.set(name, (group = { name, isCustomList: false, isSplitCompletedList: isSplit, status: e.status, entries: [] }));
    group.entries.push(e);
  }
  const order = listOptions.sectionOrder;
  // A split section sits where the user put it, else where "Completed" is; unknown names follow
  // in AniList's status order.
  const rank = (group: ListGroup): number => {
    const own = order.indexOf(group.name);
    if (own >= 0) return own;
    if (group.isSplitCompletedList && order.includes('Completed')) return order.indexOf('Completed');
    return order.length + LIST_STATUS_ORDER.indexOf(group.status ?? 'PLANNING');
  };
  const statusGroups = [...byName.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const customGroups: ListGroup[] = listOptions.customLists
    .map((name) => ({ name, isCustomList: true, isSplitCompletedList: false, status: null, entries: entries.filter((e) => e.customLists[name]) }))
    .filter((group) => group.entries.length > 0);
  return [...statusGroups, ...customGroups];
}
