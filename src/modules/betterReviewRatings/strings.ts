/** The home review cards' total votes: its texts. */
export const ratingStrings = {
  total: (ratingAmount: number) => `/${ratingAmount}`,
  title: (rating: number, ratingAmount: number) => `${rating} out of ${ratingAmount} users liked this review`,
} as const;
