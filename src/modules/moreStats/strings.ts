/** Texts of More stats (the load's progress and failures are the tables' own, shared with replaceNativeTags). */
import { statsTableStrings } from '../../ui/statsTable/strings';

export const strings = {
  ...statsTableStrings,
  moreStats: 'More stats',
  genresAndTags: 'Genres & Tags',
  siteStats: 'Site Stats',
  anime: 'Anime',
  manga: 'Manga',
  histogram: (kind: string) => `${kind} score distribution`,
  histogramBar: (score: number, count: number) => `${score}: ${count}`,
  histogramCaption: (kind: string, highest: number) =>
    `${kind} score distribution: one bar for each score from 0 to 100 (on the 100-point scale), as tall as the number of rated entries with that score (the tallest: ${highest}). Hover a bar for its score and count.`,
};
