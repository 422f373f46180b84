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
};
