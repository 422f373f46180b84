/**
 * What the `milestones` switch writes into a profile's stat boxes (spec doc 1 §2 /user row "mean
 * score, totals"; doc 3 §2 "Mean score and total episodes/volumes"; host-dom.md §2.3): the second
 * stat becomes the total episodes watched (anime) or volumes read (manga), the value it showed
 * (days watched / chapters read) moves to a line of its own above the milestones under the box,
 * and the mean score is shown to 1 decimal (doc 2 §9). The original wrote that value over the
 * second milestone ("10 Days · 92.6 Days Watched · 50 Days · 100 Days"): the real total read as
 * one of the thresholds, and the threshold it replaced was gone (issue 24 item 9).
 */

export type StatBoxType = 'anime' | 'manga';

/** The summary AniList's `User.statistics` gives for one type. */
export interface TypeStatistics {
  readonly count: number;
  readonly meanScore: number;
  /** anime: episodesWatched; manga: volumesRead */
  readonly total: number;
}

export interface StatBoxTexts {
  readonly totalValue: string;
  readonly totalLabel: string;
  /** null when there is no score to show (nothing rated). */
  readonly meanScore: string | null;
  /** The moved value's line ("92.6 Days Watched"), built from the value the box showed before. */
  readonly movedTotal: string | null;
}

export const TOTAL_LABELS: Record<StatBoxType, string> = { anime: 'Episodes Watched', manga: 'Volumes Read' };
/** What the moved value is called on its line (host-dom.md §2.3: "<n> Days Watched" / "<n> Chapters Read"). */
export const MOVED_LABELS: Record<StatBoxType, string> = { anime: 'Days Watched', manga: 'Chapters Read' };
export const MEAN_SCORE_LABEL = 'Mean Score';

/** The box's type from its first label ("Total Anime" / "Total Manga"), or null when it is neither. */
export function statBoxType(firstLabel: string): StatBoxType | null {
  const text = firstLabel.trim().toLowerCase();
  if (text.includes('anime')) return 'anime';
  if (text.includes('manga')) return 'manga';
  return null;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function statBoxTexts(type: StatBoxType, stats: TypeStatistics, shownValue: string | null): StatBoxTexts {
  const moved = shownValue?.trim();
  return {
    totalValue: integer.format(Math.max(0, stats.total)),
    totalLabel: TOTAL_LABELS[type],
    meanScore: stats.meanScore > 0 ? stats.meanScore.toFixed(1) : null,
    movedTotal: moved ? `${moved} ${MOVED_LABELS[type]}` : null,
  };
}
