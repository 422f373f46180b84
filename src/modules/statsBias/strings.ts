/** statsBias's texts (the issue quotes none; the table's own words are the worker's, workers/stats/bias.ts). */
export const strings = {
  /** Before More stats has loaded the lists. */
  waitingForLists: 'The score bias table waits for the lists to load...',
  following: (user: string) => `Finding the people ${user} follows...`,
  progress: (done: number, total: number) => `Comparing scores with the people followed and the site: ${done} of ${total} batches of media...`,
  failed: (message: string) => `The score bias table could not be loaded: ${message}`,
  retry: 'Try again',
};
