/** The collage's sizes (spec doc 3 §9) and what it says. */
export const PICKS = 9;
export const CELL_WIDTH = 230;
export const CELL_HEIGHT = 345;
export const COLUMNS = 3;
export const CANVAS_WIDTH = CELL_WIDTH * COLUMNS; // 690
export const CANVAS_HEIGHT = CELL_HEIGHT * (PICKS / COLUMNS); // 1035

export const strings = {
  button: '3x3',
  buttonLabel: 'Make a 3x3 collage of nine covers',
  picking: (count: number) => `Pick ${PICKS} entries: ${count}/${PICKS}. Click an entry again to drop it.`,
  stop: 'Stop',
  close: 'Close',
  dialogLabel: '3x3 collage',
  saveHint: 'Right-click the collage to save it.',
} as const;

/** host-dom.md §2.4: the 3x3 button is `#hohDraw3x3` in `div.hohExtraFilters`. */
export const IDS = { wrap: 'hohDraw3x3Wrap', button: 'hohDraw3x3', dialog: 'hohDraw3x3Collage' } as const;
export const PICKED_CLASS = 'hohPicked3x3';
/**
 * The one row under the pointer while picking (its copy cursor). Not a class on the list: on
 * Hoarder's 11,000 rows a class on their container restyles every row (~70-300 ms).
 */
export const PICKABLE_CLASS = 'hohPickable3x3';
