/**
 * The compare page's CSS. Colours come from AniList's theme variables (bare "r, g, b" triplets,
 * host-dom.md §1.4), so the table follows the default, dark and contrast themes; the status
 * colours are the script's fixed status palette (host-dom.md §6), the same in every theme.
 */

/** Fixed row height: the virtual table positions rows by index × this. */
export const ROW_HEIGHT = 32;

export const STATUS_COLOURS: Readonly<Record<string, string>> = {
  COMPLETED: '104, 214, 57',
  CURRENT: '2, 169, 255',
  PAUSED: '247, 121, 164',
  DROPPED: '232, 93, 117',
  PLANNING: '247, 154, 99',
  REPEATING: '238, 130, 238',
};

const statusRules = Object.entries(STATUS_COLOURS)
  .map(
    ([status, rgb]) =>
      `.hohStatusDot.hohStatus-${status} { background: rgb(${rgb}); border-color: rgb(${rgb}); }\n` +
      `.hohCompareTable td.hohFull-${status} { background: rgba(${rgb}, 0.35); }`,
  )
  .join('\n');

export const compareCss = `
/* AniList's list area may be a grid: take a whole row of it, and never let the wide table widen
   the page (inline-size containment); the table scrolls inside its own box instead. */
/* The wrap holding the switch and the box is the grid item: it spans the whole row. */
.hohCompareWrap { grid-column: 1 / -1; min-width: 0; }
.hohCompareSwitch { margin: 8px 0; }
.hohCompare { contain: inline-size; min-width: 0; box-sizing: border-box; max-width: 100%; margin: 8px 0 20px; padding: 12px; border-radius: 4px;
  color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); font-size: 1.3rem; }
.hohCompareControls { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 20px; margin-bottom: 8px; }
.hohCompareAdd { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.hohCompareAdd .hoh-ui-button[disabled] { opacity: 0.6; cursor: progress; }
.hohCompareMessages { margin: 6px 0; }
.hohCompareMessages p { margin: 4px 0; }
.hohCompareNotice { color: rgb(var(--color-red)); display: flex; gap: 8px; align-items: center; }
.hohCompareLoading { margin: 6px 0; color: rgb(var(--color-text-light)); }
.hohCompareLoading ul { margin: 2px 0; padding-left: 18px; }
/* Containment keeps the table's layout and paint from touching the rest of AniList's page. */
.hohCompareScroll { position: relative; contain: layout paint style; max-width: 100%; max-height: 70vh; overflow: auto; overscroll-behavior: contain;
  border: 1px solid rgba(var(--color-text-lighter), 0.3); border-radius: 3px; }
.hohCompareTable { table-layout: fixed; border-collapse: separate; border-spacing: 0; }
.hohCompareTable th, .hohCompareTable td { box-sizing: border-box; padding: 0 6px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; text-align: left; border-bottom: 1px solid rgba(var(--color-text-lighter), 0.15); }
.hohCompareTable tbody td { height: ${ROW_HEIGHT}px; }
.hohCompareTable thead th { position: sticky; top: 0; z-index: 2; vertical-align: top; padding-top: 4px; padding-bottom: 4px;
  background: rgb(var(--color-foreground)); font-weight: 600; }
.hohCompareTable tfoot td { position: sticky; bottom: 0; z-index: 2; height: ${ROW_HEIGHT}px; font-weight: 600;
  background: rgb(var(--color-foreground)); border-top: 1px solid rgba(var(--color-text-lighter), 0.4); }
.hohCompareTable .hohTitleCell { position: sticky; left: 0; z-index: 1; background: rgb(var(--color-foreground)); }
.hohCompareTable thead .hohTitleCell, .hohCompareTable tfoot .hohTitleCell { z-index: 3; }
.hohCompareTable a { color: rgb(var(--color-blue)); text-decoration: none; }
.hohCompareTable a:hover { text-decoration: underline; }
.hohCompareTable .hohFormatCell, .hohCompareTable .hohProgress { color: rgb(var(--color-text-lighter)); font-size: 1.1rem; }
.hohCompareTable .hohProgress { margin-left: 4px; }
.hohCompareTable .hohDigestCell { font-variant-numeric: tabular-nums; }
.hohCompareTable .hohUserCell { font-variant-numeric: tabular-nums; }
.hohSortButton { display: inline-flex; gap: 4px; max-width: 100%; padding: 0; border: 0; background: none; cursor: pointer;
  font: inherit; font-weight: 600; color: inherit; overflow: hidden; text-overflow: ellipsis; }
.hohUserTools { display: flex; gap: 4px; margin-top: 3px; }
.hohUserTools button { min-width: 20px; height: 20px; padding: 0 3px; line-height: 18px; font: inherit; font-size: 1.2rem; cursor: pointer;
  color: rgb(var(--color-text)); background: rgb(var(--color-background)); border: 1px solid rgba(var(--color-text-lighter), 0.5); border-radius: 3px; }
.hohSortButton:focus-visible, .hohUserTools button:focus-visible, .hohCompareSwitch:focus-visible, .hohCompareExports button:focus-visible {
  outline: 2px solid rgb(var(--color-blue)); outline-offset: 1px; }
.hohStatusDot { display: inline-block; box-sizing: border-box; width: 9px; height: 9px; margin-right: 4px; border-radius: 50%;
  border: 1px solid rgb(var(--color-text-lighter)); vertical-align: middle; }
.hohStatusDot.hohStatus-all { background: transparent; }
.hohStatusDot.hohStatus-NOT { background: transparent; border-style: dashed; }
${statusRules}
.hohFavourite { margin-left: 4px; color: rgb(247, 191, 99); }
.hohCompatibility { margin: 8px 0; }
.hohCompatibility .hohGood { color: rgb(var(--color-green)); }
.hohCompatibility .hohBad { color: rgb(var(--color-red)); }
.hohCompareFooterLine { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-top: 8px; }
.hohCompareExports { display: flex; gap: 8px; }
.hohCompareSrOnly { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
