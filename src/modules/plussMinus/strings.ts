/** What the score buttons say (the spec quotes none; the failed save is ours). */
export const strings = {
  lower: 'Lower the score',
  raise: 'Raise the score',
  saveFailed: (title: string, old: string) => `Could not save the score of ${title}; it is still ${old || 'unscored'}.`,
} as const;

/** host-dom.md §2.4: the buttons are `span.hohChangeScore`, first and last child of `.score`. */
export const BUTTON_CLASS = 'hohChangeScore';
/** The "+" button: our `data-direction` says which way a button steps ("1" up, "-1" down). */
export const RAISE_BUTTON = `.${BUTTON_CLASS}[data-direction="1"]`;
export const PENDING_CLASS = 'hohScorePending';
/** On a score cell that holds the buttons (lays them out around the score). */
export const CELL_CLASS = 'hohScoreCell';
export const NOTICE_ID = 'plussMinusFailed';
