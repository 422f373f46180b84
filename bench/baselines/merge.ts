/**
 * The straightforward list merge, as the original did it: process every copy in place (on a
 * clone here), stable-sort all copies by mediaId, then remove each duplicate with an array
 * splice, folding it into the copy after it.
 */

import type { MediaListCollection, ProcessedEntry, RawListEntry } from '../../src/lib/listEntries';
import { parseNoteCommand } from '../../src/lib/noteCommands';

export function spliceMerge(collection: MediaListCollection): ProcessedEntry[] {
  const all: ProcessedEntry[] = [];
  for (const list of collection.lists ?? []) {
    if (!list) continue;
    for (const raw of list.entries ?? []) {
      if (!raw) continue;
      const entry = JSON.parse(JSON.stringify(raw)) as RawListEntry & ProcessedEntry;
      entry.isCustomList = !!list.isCustomList;
      entry.listLocations = list.isCustomList && list.name ? [list.name] : [];
      if (typeof entry.scoreRaw === 'number') entry.scoreRaw = Math.min(entry.scoreRaw, 100);
      if (entry.media && !entry.media.episodes && entry.media.nextAiringEpisode?.episode) entry.media.episodes = entry.media.nextAiringEpisode.episode - 1;
      if (entry.notes) entry.listJSON = parseNoteCommand(entry.notes);
      if ((entry.repeat ?? 0) > 10000) entry.repeat = 0;
      if (entry.status === 'REPEATING' && !entry.repeat) entry.repeat = 1;
      all.push(entry);
    }
  }
  all.sort((a, b) => a.mediaId - b.mediaId);
  for (let i = 1; i < all.length; ) {
    if (all[i].mediaId === all[i - 1].mediaId) {
      all[i].listLocations = all[i].listLocations.concat(all[i - 1].listLocations);
      all[i].isCustomList = all[i - 1].isCustomList || all[i].isCustomList;
      all.splice(i - 1, 1);
    } else i++;
  }
  return all;
}
