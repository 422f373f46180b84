/** More stats' own CSS (the tables bring theirs): AniList's theme variables, rem sizes. */
export const moreStatsCss = `
.hohMoreStats { color: rgb(var(--color-text)); font-size: 1.3rem; }
.hohMoreStats h2 { font-size: 1.6rem; font-weight: 600; margin: 1.6rem 0 0.8rem; color: rgb(var(--color-text)); }
.hohStatsSection { background: rgb(var(--color-foreground)); border-radius: 0.4rem; padding: 1.2rem 1.6rem; margin-bottom: 2rem; }
.hohHeadline { display: grid; grid-template-columns: repeat(auto-fill, minmax(18em, 1fr)); gap: 0.2rem 1.6rem; margin: 0; }
.hohHeadlineLine { display: flex; justify-content: space-between; gap: 0.8rem; }
.hohHeadlineLine dt { color: rgb(var(--color-text-lighter)); }
.hohHeadlineLine dd { margin: 0; font-weight: 600; }
.hohTimeWatched { margin: 0.8rem 0; }
.hohHistogramFigure { margin: 1rem 0; }
.hohHistogram { display: flex; align-items: flex-end; gap: 1px; height: 8rem; border-bottom: 1px solid rgba(var(--color-text-lighter), 0.4); }
.hohHistogramScale { display: flex; justify-content: space-between; font-size: 1.1rem; color: rgb(var(--color-text-lighter)); }
.hohHistogramCaption { margin-top: 0.2rem; font-size: 1.2rem; color: rgb(var(--color-text-lighter)); }
.hohHistogramBar { flex: 1; min-width: 1px; background: rgb(var(--color-blue)); }
.hohStatsMessage { padding: 1.2rem 0; }
.stats-wrap > .hohHiddenByMoreStats { display: none !important; }
.hohStatsTriggers { display: flex; flex-direction: column; gap: 0.4rem; margin-top: 1.2rem; }
.hohStatsTrigger { font: inherit; text-align: left; border: 0; background: none; padding: 0.4rem 0; cursor: pointer; color: rgb(var(--color-text-lighter)); text-decoration: none; }
.hohStatsTrigger:hover, .hohStatsTrigger.hohActive { color: rgb(var(--color-blue)); }
.hohStatsTrigger:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
`;
