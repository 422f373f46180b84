import { CHECKER_RULES } from './rules';
import type { CheckerContext, CheckerHit, CheckerMedia, CheckerRule, CheckerRunState, MediaType } from './types';

/** Toggles by rule id; a missing id falls back to the rule's default. */
export type CheckerToggles = Readonly<Record<string, boolean | undefined>>;

export function activeRules(toggles: CheckerToggles): CheckerRule[] {
  return CHECKER_RULES.filter((rule) => toggles[rule.id] ?? rule.defaultOn);
}

export function newCheckerRunState(): CheckerRunState {
  return { seenMalIds: new Set<number>() };
}

const BASE_FIELDS = ['id', 'title{romaji native english}', 'format'];

/** The media selection for a run: id, titles and format plus what the active rules need. */
export function checkerFields(rules: readonly CheckerRule[]): string {
  const fields = new Set(BASE_FIELDS);
  for (const rule of rules) for (const need of rule.needs) fields.add(need);
  return [...fields].join(' ');
}

/** The page query: by popularity, or restricted to one user's list (by media id). */
export function checkerPageQuery(rules: readonly CheckerRule[], restrictedToList: boolean): string {
  const fields = checkerFields(rules);
  if (restrictedToList) {
    return `query($type:MediaType,$page:Int,$userName:String){Page(page:$page){pageInfo{currentPage lastPage}`
      + `mediaList(type:$type,sort:MEDIA_ID,userName:$userName){media{${fields}}}}}`;
  }
  return `query($type:MediaType,$page:Int){Page(page:$page){pageInfo{currentPage lastPage}`
    + `media(type:$type,sort:POPULARITY_DESC){${fields}}}}`;
}

/**
 * Evaluate the active rules on one page of media. The run state (seen MAL ids) is shared by all
 * pages of a run. A rule that throws on unexpected data counts as no hit rather than stopping
 * the run (the original died on the first null description).
 */
export function checkMediaPage(
  media: ReadonlyArray<CheckerMedia | null | undefined>,
  rules: readonly CheckerRule[],
  type: MediaType,
  state: CheckerRunState,
): CheckerHit[] {
  const ctx: CheckerContext = { type, state };
  const results: CheckerHit[] = [];
  for (const item of media) {
    if (!item || typeof item.id !== 'number') continue;
    const descriptions: string[] = [];
    for (const rule of rules) {
      let hit = false;
      try {
        hit = rule.hits(item, ctx);
      } catch {
        hit = false;
      }
      if (hit) descriptions.push(rule.description);
    }
    if (descriptions.length > 0) {
      results.push({
        id: item.id,
        type: (item.type ?? type) === 'ANIME' ? 'anime' : 'manga',
        format: item.format ?? null,
        romaji: item.title?.romaji ?? '',
        descriptions,
      });
    }
  }
  return results;
}
