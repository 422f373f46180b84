/** Texts of More stats. The progress states are spec doc 2 §8's; the rest are ours. */
export const strings = {
  moreStats: 'More stats',
  genresAndTags: 'Genres & Tags',
  siteStats: 'Site Stats',
  loading: 'Loading...',
  collecting: 'Collecting list data...',
  processing: 'Processing...',
  anime: 'Anime',
  manga: 'Manga',
  histogram: (kind: string) => `${kind} score distribution`,
  histogramBar: (score: number, count: number) => `${score}: ${count}`,
  staffLoading: 'Loading staff...',
  staffFailed: (message: string) => `The staff list could not be loaded: ${message}`,
  private: (name: string) => `${name}'s lists are private.`,
  notFound: (name: string) => `There is no user named ${name}.`,
  failed: (message: string) => `The lists could not be loaded: ${message}`,
};
