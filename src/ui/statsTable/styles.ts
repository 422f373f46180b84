/**
 * The stats tables' CSS, in AniList's theme variables (host-dom.md §1.4) and the script's status
 * palette. Sizes in rem (AniList's root font is 10 px).
 */
import { STATUS_COLOURS } from '../../lib/statusColours';

/** Fixed line height: the virtual table places lines by index × this. */
export const LINE_HEIGHT = 30;
/** The tallest a table's scroll box grows. */
export const VIEW_HEIGHT = 480;

const dots = Object.entries(STATUS_COLOURS)
  .map(([status, rgb]) => `.hohStatsTable .hohStatusDot.hohStatus-${status} { background: rgb(${rgb}); }`)
  .join('\n');

export const statsTableCss = `
.hohStatsTable { margin: 1.6rem 0; color: rgb(var(--color-text)); font-size: 1.3rem; }
.hohStatsTableTitle { font-size: 1.5rem; font-weight: 600; margin: 0 0 0.6rem; color: rgb(var(--color-text)); }
.hohStatsHide, .hohStatsSort, .hohStatsToggle { font: inherit; border: 0; background: none; color: inherit; cursor: pointer; padding: 0.2rem; }
.hohStatsHide { color: rgb(var(--color-blue)); font-family: monospace; }
.hohStatsNote, .hohStatsWaiting { color: rgb(var(--color-text-lighter)); margin: 0.4rem 0; }
.hohStatsTools { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; margin: 0.4rem 0 0.8rem; }
.hohStatsSearch { min-width: 14em; }
.hohStatsInvalid { color: rgb(var(--color-red)); }
.hohStatsAddTag { display: inline-flex; gap: 0.4rem; }
.hohStatsExports { display: inline-flex; gap: 0.4rem; }
.hohStatsGrid { background: rgb(var(--color-foreground)); border-radius: 0.4rem; overflow-x: auto; }
.hohStatsHead, .hohStatsLine { display: grid; align-items: center; min-width: 36em; }
.hohStatsHead { font-weight: 600; border-bottom: 1px solid rgba(var(--color-text-lighter), 0.3); }
.hohStatsHead > div { padding: 0.4rem 0.6rem; }
.hohStatsHead .hohFocus { color: rgb(var(--color-blue)); }
.hohStatsHead .hohFocus .hohStatsSort::after { content: " ▼"; font-size: 0.9em; }
.hohStatsHead .hohFocus[aria-sort="ascending"] .hohStatsSort::after { content: " ▲"; }
.hohStatsScroll { overflow-y: auto; min-width: 36em; }
.hohStatsLine { position: absolute; top: 0; left: 0; right: 0; box-sizing: border-box; }
.hohStatsLine > div { padding: 0 0.6rem; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
/* The name cell is a row: the name gives way (ellipsis) before the status circles do, and a short
   name is never cut while the cell has room for it and its circles. */
.hohStatsLine > .hohStatsName { display: flex; align-items: center; }
.hohStatsName > a, .hohStatsName > .hohStatsNameText { flex: 0 1 auto; min-width: 2.5em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hohStatsName > .hohStatsToggle, .hohStatsName > .hohStatsDots, .hohStatsName > .hohStatusDot { flex: none; }
/* A phone: the figure columns narrow (their texts are short) so the names get the room. */
@media (max-width: 560px) {
  .hohStatsHead, .hohStatsLine, .hohStatsScroll { min-width: 30em; }
}
.hohStatsRow { cursor: pointer; }
.hohStatsRow:hover { background: rgba(var(--color-blue), 0.06); }
.hohStatsEntry { background: rgb(var(--color-background)); }
.hohStatsEntryName { padding-left: 2.4rem !important; display: flex; align-items: center; gap: 0.6rem; }
.hohStatsName a { color: rgb(var(--color-blue)); text-decoration: none; }
.hohStatsName a.hohMarked { color: rgb(var(--color-green)); }
.hohStatsDots { display: inline-flex; gap: 0.3rem; margin-left: 0.6rem; vertical-align: middle; }
.hohStatsTable .hohStatusDot { display: inline-block; min-width: 1.8rem; height: 1.8rem; padding: 0 0.3rem; border: 0; border-radius: 0.9rem;
  font: inherit; font-size: 1.1rem; line-height: 1.8rem; text-align: center; color: rgb(var(--color-white)); cursor: pointer; box-sizing: border-box; }
.hohStatsEntry .hohStatusDot { min-width: 0.9rem; width: 0.9rem; height: 0.9rem; padding: 0; cursor: default; }
.hohStatsTable .hohStatusDot.hohCount3 { font-size: 0.95rem; }
.hohStatsTable .hohStatusDot.hohCount4 { font-size: 0.8rem; }
.hohStatsTable .hohStatusDot[aria-pressed="true"] { outline: 2px solid rgb(var(--color-text)); }
.hohStatsTable button:focus-visible, .hohStatsTable a:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 1px; }
.hohStatsSrOnly { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
${dots}
`;
