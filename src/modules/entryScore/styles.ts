/** The editor's look, from AniList's theme variables (three themes) and narrow enough for 500 px. */
export const entryScoreCss = `
#hohEntryScore { grid-column: 1 / -1; margin-top: 0; font-size: 1.3rem; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); border-radius: 3px; padding: 6px; box-sizing: border-box; max-width: 100%; }
#hohEntryScore .hohEntryScoreRow { display: flex; align-items: center; flex-wrap: wrap; gap: 3px; margin: 2px 0; }
#hohEntryScore .hohEntryScoreLabel { color: rgb(var(--color-text-lighter)); flex-basis: 100%; font-size: 1.2rem; }
#hohEntryScore .hohEntryScoreButton { font: inherit; min-width: 22px; height: 22px; padding: 0; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
#hohEntryScore .hohEntryScoreButton:disabled { opacity: 0.5; cursor: default; }
#hohEntryScore .hohEntryScoreInput { font: inherit; box-sizing: border-box; width: 3.4em; height: 22px; padding: 0 3px; border-radius: 3px; border: 1px solid rgba(var(--color-text-lighter), 0.4); color: rgb(var(--color-text)); background: rgb(var(--color-background)); }
#hohEntryScore .hohEntryScoreButton:focus-visible, #hohEntryScore .hohEntryScoreInput:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 1px; }
#hohEntryScore .hohEntryScoreMax { margin-left: 4px; }
#hohEntryScore .hohEntryScoreMessage { margin-top: 4px; color: rgb(var(--color-text-lighter)); }
#hohEntryScore .hohEntryScoreError { color: rgb(var(--color-red)); }
`;
