/**
 * The compare page's CSS. Colours come from AniList's theme variables (bare "r, g, b" triplets,
 * host-dom.md §1.4), so the table follows the default, dark and contrast themes; the status
 * colours are the script's fixed status palette (host-dom.md §6), the same in every theme. Sizes
 * are in rem: AniList's root font size is 10 px, so 1.3rem is its usual 13 px text, and the
 * columns grow with the text when a reader enlarges it.
 */

import { STATUS_COLOURS } from '../../lib/statusColours';

export { STATUS_COLOURS };

/** Fixed row height: the virtual table positions rows by index × this. */
export const ROW_HEIGHT = 32;

const statusRules = Object.entries(STATUS_COLOURS)
  .map(
    ([status, rgb]) =>
      `.hohStatusDot.hohStatus-${status} { background: rgb(${rgb}); border-color: rgb(${rgb}); }\n` +
      `.hohCompareTable td.hohFull-${status} { background: rgba(${rgb}, 0.35); }`,
  )
  .join('\n');

/**
 * The switch between AniList's compare and ours, in AniList's own button style. It sits outside
 * the React tree (it stays when our box is hidden), so the module puts this in the page itself.
 */
export const switchCss = `
.hohCompareSwitch { display: inline-block; margin: 0.8rem 0; padding: 0.8rem 1.5rem; border: 0; border-radius: 0.4rem; cursor: pointer;
  font: inherit; font-size: 1.3rem; font-weight: 600; line-height: 1.4; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
.hohCompareSwitch:hover { filter: brightness(1.08); }
.hohCompareSwitch:focus-visible { outline: 0.2rem solid rgb(var(--color-text)); outline-offset: 0.2rem; }
`;

export const compareCss = `
/* AniList's list area may be a grid: take a whole row of it. The box is a size container: the
   wide table never widens the page (it scrolls inside its own box), and the title column
   narrows on a narrow box so the users' columns stay in sight. */
.hohCompareWrap { grid-column: 1 / -1; min-width: 0; }
.hohCompare { container: hohCompare / inline-size; min-width: 0; box-sizing: border-box; max-width: 100%; margin: 0.8rem 0 2rem; padding: 1.2rem;
  border-radius: 0.4rem; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); font-size: 1.3rem;
  --hoh-title-width: 30rem; --hoh-format-width: 8rem; --hoh-digest-width: 11rem; --hoh-user-width: 12rem; }
@container hohCompare (max-width: 64rem) { .hohCompareScroll { --hoh-title-width: 13rem; --hoh-format-width: 6.5rem; } }
.hohCompareControls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 2rem; margin-bottom: 0.8rem; }
.hohCompareControls input[type="number"] { width: 7rem; }
.hohCompareControls .hoh-ui-check { align-items: center; }
.hohCompareControls .hoh-ui-check input { margin: 0; }
/* The field's message floats under it and lets clicks through: it never moves the controls
   around it, so a click aimed at a checkbox lands there. */
.hohCompareControls .hoh-ui-field { position: relative; }
.hohCompareControls .hoh-ui-error { position: absolute; left: 0; top: 100%; z-index: 4; margin: 0; padding: 0.2rem 0.6rem; white-space: nowrap;
  pointer-events: none; font-size: 1.2rem; border-radius: 0.3rem; background: rgb(var(--color-foreground)); box-shadow: 0 0.1rem 0.4rem rgba(var(--color-shadow), 0.25); }
.hohCompareAdd { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.8rem; }
.hohCompareAdd .hoh-ui-button[disabled] { opacity: 0.6; cursor: progress; }
.hohCompareMessages { margin: 0.6rem 0; }
.hohCompareMessages p { margin: 0.4rem 0; }
.hohCompareNotice { color: rgb(var(--color-red)); display: flex; gap: 0.8rem; align-items: center; }
.hohCompareLoading { margin: 0.6rem 0; color: rgb(var(--color-text-light)); }
.hohCompareLoading ul { margin: 0.2rem 0; padding-left: 1.8rem; }
.hohCompareLegend { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2rem 1.2rem; margin: 0.8rem 0 0.6rem; padding: 0; list-style: none;
  font-size: 1.2rem; color: rgb(var(--color-text-light)); }
.hohCompareLegend li { white-space: nowrap; }
/* Containment keeps the table's layout and paint from touching the rest of AniList's page. The
   scroll padding keeps a header button brought into view by the keyboard clear of the sticky
   title column. */
.hohCompareScroll { position: relative; contain: layout paint style; max-width: 100%; max-height: 70vh; overflow: auto; overscroll-behavior: contain;
  scroll-padding-left: var(--hoh-title-width); border: 1px solid rgba(var(--color-text-lighter), 0.3); border-radius: 0.3rem; }
.hohCompareScroll:focus-visible { outline: 0.2rem solid rgb(var(--color-blue)); outline-offset: 0.1rem; }
.hohCompareTable { table-layout: fixed; border-collapse: separate; border-spacing: 0; min-width: 100%;
  width: calc(var(--hoh-title-width) + var(--hoh-format-width) + var(--hoh-digest-width) + var(--hoh-user-width) * var(--hoh-users, 1)); }
.hohCompareTable .hohColTitle { width: var(--hoh-title-width); }
.hohCompareTable .hohColFormat { width: var(--hoh-format-width); }
.hohCompareTable .hohColDigest { width: var(--hoh-digest-width); }
.hohCompareTable .hohColUser { width: var(--hoh-user-width); }
.hohCompareTable th, .hohCompareTable td { box-sizing: border-box; padding: 0 0.6rem; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; text-align: left; border-bottom: 1px solid rgba(var(--color-text-lighter), 0.15); }
.hohCompareTable tbody td { height: ${ROW_HEIGHT}px; }
.hohCompareTable thead th { position: sticky; top: 0; z-index: 2; vertical-align: top; padding-top: 0.4rem; padding-bottom: 0.6rem;
  background: rgb(var(--color-foreground)); font-weight: 600; }
.hohCompareTable tfoot td { position: sticky; bottom: 0; z-index: 2; height: ${ROW_HEIGHT}px; font-weight: 600;
  background: rgb(var(--color-foreground)); border-top: 1px solid rgba(var(--color-text-lighter), 0.4); }
.hohCompareTable .hohTitleCell { position: sticky; left: 0; z-index: 1; background: rgb(var(--color-foreground)); }
.hohCompareTable thead .hohTitleCell, .hohCompareTable tfoot .hohTitleCell { z-index: 3; }
.hohCompareTable a { color: rgb(var(--color-blue)); text-decoration: none; }
.hohCompareTable a:hover { text-decoration: underline; }
.hohCompareTable .hohYear { margin-left: 0.5rem; color: rgb(var(--color-text-lighter)); font-size: 1.2rem; }
.hohCompareTable .hohFormatCell, .hohCompareTable .hohProgress { color: rgb(var(--color-text-lighter)); font-size: 1.2rem; }
.hohCompareTable thead .hohFormatCell { font-size: inherit; color: inherit; }
.hohCompareTable .hohProgress { margin-left: 0.4rem; }
.hohCompareTable .hohDigestCell, .hohCompareTable .hohUserCell { font-variant-numeric: tabular-nums; }
/* Every header cell has the same three lines, so the filter labels in the title column line up
   with each user's filter buttons: the sort line (two text lines high, so a long digest or user
   name wraps instead of hiding its sort arrow), the status filter and the rating filter. */
.hohHead { display: grid; grid-template-rows: 3.6rem 2.4rem 2.4rem; row-gap: 0.4rem; }
.hohHeadLine { display: flex; align-items: center; gap: 0.4rem; min-width: 0; }
.hohFilterLabel { display: flex; align-items: center; justify-content: flex-end; font-size: 1.2rem; font-weight: 400; color: rgb(var(--color-text-light)); }
.hohSortButton { display: inline-flex; align-items: flex-end; gap: 0.4rem; min-width: 0; max-width: 100%; padding: 0; border: 0; background: none;
  cursor: pointer; font: inherit; font-weight: 600; color: inherit; text-align: left; white-space: normal; line-height: 1.8rem; }
.hohSortLabel { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
.hohSortArrow { flex: none; }
.hohUserHead .hohSortButton { flex: 1 1 auto; }
.hohUserHead button.hohFilterButton, .hohUserHead button.hohRemoveUser { box-sizing: border-box; height: 2.4rem; padding: 0 0.6rem; cursor: pointer;
  font: inherit; font-size: 1.2rem; font-weight: 400; line-height: 2.2rem; color: rgb(var(--color-text)); background: rgb(var(--color-background));
  border: 1px solid rgba(var(--color-text-lighter), 0.5); border-radius: 0.3rem; }
.hohUserHead button.hohFilterButton { display: flex; align-items: center; width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hohUserHead button.hohFilterButton[data-active="true"] { border-color: rgb(var(--color-blue)); box-shadow: inset 0 0 0 1px rgb(var(--color-blue)); }
.hohUserHead button.hohRemoveUser { flex: none; width: 2.4rem; padding: 0; font-size: 1.4rem; }
.hohSortButton:focus-visible, .hohUserHead button:focus-visible, .hohCompareExports button:focus-visible {
  outline: 0.2rem solid rgb(var(--color-blue)); outline-offset: 0.1rem; }
.hohStatusDot { display: inline-block; flex: none; box-sizing: border-box; width: 0.9rem; height: 0.9rem; margin-right: 0.4rem; border-radius: 50%;
  border: 1px solid rgb(var(--color-text-lighter)); vertical-align: middle; }
.hohStatusDot.hohStatus-all { background: transparent; }
.hohStatusDot.hohStatus-NOT { background: transparent; border-style: dashed; }
${statusRules}
.hohFavourite { margin-left: 0.4rem; color: rgb(247, 191, 99); }
.hohCompatibility { margin: 0.8rem 0; }
.hohCompatibility .hohGood { color: rgb(var(--color-green)); }
.hohCompatibility .hohBad { color: rgb(var(--color-red)); }
.hohCompareFooterLine { display: flex; flex-wrap: wrap; gap: 0.8rem 1.6rem; align-items: center; margin-top: 0.8rem; }
.hohCompareExports { display: flex; gap: 0.8rem; }
/* On the contrast theme the background and the box are both white: an edge keeps them buttons. */
.hohCompareExports .hoh-ui-button { border: 1px solid rgba(var(--color-text-lighter), 0.5); }
.hohCompareSrOnly { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
