/** What the stats sessions are opened with: the settings that change the tables, the pinned tags. */
import type { Settings } from '../../core/settings/types';
import type { StatsOptions } from '../../workers/session/stats';
import { readRegularTags } from './regularTags';
import { CUSTOM_TITLES } from './source';

/** The settings that change the tables (spec doc 1 §3 switches). */
export function statsOptions(settings: Settings): StatsOptions {
  return {
    noRewatches: !!settings.noRewatches,
    allStudios: !!settings.allStudios,
    negativeCustomList: !!settings.negativeCustomList,
    globalCustomList: !!settings.globalCustomList,
    timeToCompleteColumn: !!settings.timeToCompleteColumn,
    sfw: !!settings.SFWmode,
  };
}

/** The pinned site tags of both custom tables, by title. */
export function readAllRegularTags(): Record<string, string[]> {
  return Object.fromEntries(Object.values(CUSTOM_TITLES).map((title) => [title, readRegularTags(title)]));
}
