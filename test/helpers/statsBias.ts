// What the seeded world says the statsBias table must hold, computed simply and independently
// of src/ (the definitions of docs/ARCHITECTURE.md's Decisions), for the unit and e2e tests.
import type { MediaListEntry, World } from '../../sim/world/types.ts';

export interface ExpectedBiasRow {
  name: string;
  count: number;
  member: number;
  following: number | null;
  site: number | null;
  vsFollowing: number | null;
  vsFollowingSpread: number | null;
  vsSite: number | null;
  vsSiteSpread: number | null;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
function spread(values: number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values)!;
  return Math.sqrt(values.reduce((total, value) => total + (value - m) ** 2, 0) / (values.length - 1));
}

/**
 * The rows for a member whose listed entries (as MediaListCollection shows them) are `entries`:
 * the scored ones, grouped by genre and by tag ranked 60 or more; followed people's scores from
 * their visible (not private) entries that are not PLANNING, scored above 0.
 */
export function expectedBias(world: World, memberName: string, entries: readonly MediaListEntry[]): ExpectedBiasRow[] {
  const member = world.getUserByName(memberName)!;
  const followed = world.followingOf(member.id).filter((user) => !user.private);
  const theirs = new Map<number, number[]>();
  for (const user of followed) {
    for (const entry of [...world.listEntries(user.id, 'ANIME'), ...world.listEntries(user.id, 'MANGA')]) {
      if (entry.private || entry.status === 'PLANNING' || entry.scoreRaw <= 0) continue;
      theirs.set(entry.mediaId, [...(theirs.get(entry.mediaId) ?? []), entry.scoreRaw]);
    }
  }
  const groups = new Map<string, MediaListEntry[]>();
  const seen = new Set<number>();
  for (const entry of entries) {
    if (entry.scoreRaw <= 0 || seen.has(entry.mediaId)) continue;
    seen.add(entry.mediaId);
    const media = world.getMedia(entry.mediaId)!;
    const names = [...new Set(media.genres)].map((genre) => `Genre: ${genre}`);
    for (const tag of media.tags) if (tag.rank >= 60) names.push(`Tag: ${tag.name}`);
    for (const name of new Set(names)) groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups].map(([name, list]) => {
    const sites: number[] = [];
    const siteDiffs: number[] = [];
    const follows: number[] = [];
    const followDiffs: number[] = [];
    for (const entry of list) {
      const site = world.getMedia(entry.mediaId)!.averageScore;
      if (site) {
        sites.push(site);
        siteDiffs.push(entry.scoreRaw - site);
      }
      const theirMean = mean(theirs.get(entry.mediaId) ?? []);
      if (theirMean !== null) {
        follows.push(theirMean);
        followDiffs.push(entry.scoreRaw - theirMean);
      }
    }
    return {
      name,
      count: list.length,
      member: mean(list.map((entry) => entry.scoreRaw))!,
      following: mean(follows),
      site: mean(sites),
      vsFollowing: mean(followDiffs),
      vsFollowingSpread: spread(followDiffs),
      vsSite: mean(siteDiffs),
      vsSiteSpread: spread(siteDiffs),
    };
  });
}

/** A figure as the table draws it: one decimal, '-' for none; differences signed. */
export function biasText(value: number | null, signed = false): string {
  if (value === null) return '-';
  const text = (Math.round(value * 10) / 10).toFixed(1);
  if (text === '-0.0') return '0.0';
  return signed && value > 0 && text !== '0.0' ? `+${text}` : text;
}
