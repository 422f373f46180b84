import type { CheckerField } from '../../api/queries/checker';
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

/** The fields a run asks for: what its rules read (the request adds id, titles and format). */
export function checkerFields(rules: readonly CheckerRule[]): CheckerField[] {
  const fields = new Set<CheckerField>();
  for (const rule of rules) for (const need of rule.needs) fields.add(need);
  return [...fields];
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
