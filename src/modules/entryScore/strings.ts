/** What the score editor says, in one place. */
export const strings = {
  score: 'Score',
  progress: 'Progress',
  lowerScore: 'Lower the score',
  raiseScore: 'Raise the score',
  addProgress: 'Add one to the progress',
  saving: 'Saving…',
  /** A value outside the format's bounds is shown at the bound and not saved (spec doc 2 §5). */
  clamped: (min: number, max: number) => `Scores go from ${min} to ${max}; not saved.`,
  invalid: 'Enter a number; not saved.',
  scoreSaveFailed: (old: string) => `Could not save the score; it is still ${old}.`,
  progressSaveFailed: (old: number) => `Could not save the progress; it is still ${old}.`,
  unscored: 'no score',
} as const;
