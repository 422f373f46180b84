/** The social tab's stylesheet: AniList's colour variables, so it fits all three themes. */
import { CLASSES } from './selectors';

export const css = `
.${CLASSES.stats} { margin-bottom: 10px; }
.${CLASSES.stats} .hohSocialHeading { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0 0 8px; font-size: 1.4rem; font-weight: 500; color: rgb(var(--color-text)); }
.${CLASSES.stats} #averageScore { color: rgb(var(--color-text-light)); }
.${CLASSES.stats} #statusList { display: flex; flex-wrap: wrap; gap: 6px; }
.${CLASSES.stats} .hohStatusCount { display: inline-flex; align-items: center; gap: 5px; padding: 3px 8px; border: 1px solid transparent; border-radius: 3px; font: inherit; font-size: 1.3rem; font-weight: 500; white-space: nowrap; cursor: pointer; color: rgb(var(--color-text-light)); background: rgb(var(--color-foreground)); }
.${CLASSES.stats} .hohStatusNumber { font-weight: 600; color: rgb(var(--color-text)); }
.${CLASSES.stats} .hohStatusCount.active { border-color: rgb(var(--hoh-status-colour)); }
.${CLASSES.stats} .hohStatusCount:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 1px; }
.${CLASSES.stats} .hohCount-small .hohStatusNumber { font-size: 1.1rem; }
.${CLASSES.stats} .hohCount-smaller .hohStatusNumber { font-size: 0.9rem; }
.${CLASSES.stats} .hohStatusDot { flex: none; width: 9px; height: 9px; border-radius: 50%; background: rgb(var(--hoh-status-colour)); }
/*
 * The follow rows as one table: each row takes the list's columns (subgrid), so the progress, the
 * notes, our marks and the scores line up from row to row whatever each row holds. Every cell has
 * a column of its own; what we do not know (the star after a 5-star score) flows in after it.
 * The spacing is each cell's margin, so a column no row fills (the hidden status) takes no room;
 * the rows' side padding becomes the first and last columns (a subgrid's padding would only push
 * the cells at its edges).
 */
.following.${CLASSES.table} { display: grid; grid-template-columns: [start] 10px [avatar] 34px [name] minmax(0, 1fr) [progress] max-content [status] max-content [notes] max-content [marks] max-content [score] max-content [rest] max-content [end] 10px; column-gap: 0; }
.following.${CLASSES.table} > :not(.follow) { grid-column: 1 / -1; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} { grid-column: 1 / -1; grid-template-columns: subgrid; column-gap: 0; padding-left: 0; padding-right: 0; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > * { margin-left: 6px; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .avatar { grid-column: avatar; margin-left: 0; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .name { grid-column: name; margin-left: 10px; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .${CLASSES.progress} { grid-column: progress; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .status { grid-column: status; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .notes-wrap, .following.${CLASSES.table} > .follow.${CLASSES.rows} > .notes { grid-column: notes; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .${CLASSES.repeat}Wrap { grid-column: marks; }
.following.${CLASSES.table} > .follow.${CLASSES.rows} > .${CLASSES.score} { grid-column: score; justify-self: end; }
.follow.${CLASSES.hidden} { display: none !important; }
.${CLASSES.progress} { font-size: 1.2rem; text-align: right; font-variant-numeric: tabular-nums; color: rgb(var(--color-text-light)); }
.${CLASSES.repeat}Wrap { display: inline-flex; gap: 6px; font-size: 1.2rem; color: rgb(var(--color-text-lighter)); }
.${CLASSES.notes} { cursor: help; }
.${CLASSES.score}.hohScoreHigh { color: rgb(var(--color-green)); }
.${CLASSES.score}.hohScoreMid { color: rgb(var(--color-orange)); }
.${CLASSES.score}.hohScoreLow { color: rgb(var(--color-red)); }
.${CLASSES.feed} { margin-bottom: 14px; }
.${CLASSES.feed} .hohSocialFeedControls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 16px; margin-bottom: 10px; font-size: 1.3rem; color: rgb(var(--color-text-light)); }
.${CLASSES.feed} .hohSocialFeedControls label { display: inline-flex; align-items: center; gap: 5px; cursor: pointer; }
.${CLASSES.feed} .hohSocialSignIn { flex-basis: 100%; margin: 0; color: rgb(var(--color-text-lighter)); }
.${CLASSES.feed} .hohSocialFeedHeading { margin: 0 0 10px; font-size: 1.4rem; font-weight: 500; color: rgb(var(--color-text)); }
.${CLASSES.feed} .hohSocialFeedNote { font-size: 1.3rem; color: rgb(var(--color-text-light)); }
.${CLASSES.feed} .hohSocialFeedError { color: rgb(var(--color-red)); }
.${CLASSES.feed} .activity-entry { margin-bottom: 16px; }
.${CLASSES.feed} .action.replies { border: 0; background: none; font: inherit; color: inherit; cursor: pointer; padding: 0; }
.${CLASSES.feed} .action.replies:disabled { cursor: default; }
.${CLASSES.feed} .hohSocialLoadMore { display: block; width: 100%; padding: 10px; border: 0; border-radius: 3px; font: inherit; font-size: 1.3rem; cursor: pointer; color: rgb(var(--color-text-light)); background: rgb(var(--color-foreground)); }
.${CLASSES.feed} :focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.${CLASSES.feed} .markdown img { max-width: 100%; }
.activity-feed.${CLASSES.replaced} > :not(.${CLASSES.feed}), .${CLASSES.replacedWrap} > .load-more { display: none !important; }
`;
