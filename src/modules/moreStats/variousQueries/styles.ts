/** The panel's CSS: AniList's theme variables (all three themes), rem sizes, wraps at 500 px. */
export const variousQueriesCss = `
.hohVariousQueries { margin: 30px auto; padding: 15px 20px; border-radius: 4px; background: rgb(var(--color-foreground)); color: rgb(var(--color-text)); font-size: 1.3rem; max-width: 1100px; box-sizing: border-box; }
.hohVariousQueries h2 { font-size: 1.6rem; font-weight: 600; margin: 0 0 12px; }
.hohVqControls, .hohVqFields { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; }
.hohVqField { display: flex; flex-direction: column; gap: 4px; color: rgb(var(--color-text-lighter)); }
.hohVariousQueries select, .hohVariousQueries input[type="text"], .hohVariousQueries input[type="number"] { font: inherit; background: rgb(var(--color-background)); color: rgb(var(--color-text)); border: none; border-radius: 3px; padding: 6px 10px; max-width: 100%; }
.hohVariousQueries button { font: inherit; background: rgb(var(--color-blue)); color: rgb(var(--color-white)); border: none; border-radius: 3px; padding: 6px 14px; cursor: pointer; }
.hohVariousQueries button:disabled { opacity: 0.5; cursor: default; }
.hohVariousQueries :focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
.hohVqDescription { margin: 12px 0 0; padding: 8px 10px; border-left: 3px solid rgb(var(--color-orange, 247, 154, 99)); background: rgb(var(--color-background)); }
.hohVqOptions { border: none; margin: 12px 0 0; padding: 0; min-width: 0; }
.hohVqOptions legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.hohVqBoxes { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 4px 12px; margin-top: 10px; }
.hohVqCheckbox { display: flex; gap: 6px; align-items: center; }
.hohVqProgress { min-height: 1.6em; margin: 12px 0 4px; color: rgb(var(--color-text-lighter)); }
.hohVqWait { margin: 0 0 4px; color: rgb(var(--color-orange, var(--color-text-light))); }
.hohVqError { color: rgb(var(--color-red)); margin: 4px 0; }
.hohVqScroll { overflow: auto; overscroll-behavior: contain; }
.hohVqTable { width: 100%; border-collapse: collapse; table-layout: auto; }
.hohVqTable caption { text-align: left; padding: 4px 0; color: rgb(var(--color-text-lighter)); }
.hohVqTable th { position: sticky; top: 0; background: rgb(var(--color-foreground)); text-align: left; z-index: 1; }
.hohVqTable th button { background: none; color: rgb(var(--color-text)); font-weight: 600; padding: 4px 6px; }
.hohVqTable td { padding: 0 6px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 40ch; border-top: 1px solid rgba(var(--color-text-lighter), 0.15); }
.hohVariousQueries a { color: rgb(var(--color-blue)); }
.hohVqLines, .hohVqItems { list-style: none; margin: 0; padding: 0; position: relative; }
.hohVqLines > li, .hohVqItems > li { position: absolute; top: 0; left: 0; width: 100%; box-sizing: border-box; }
.hohVqLines > li { padding: 3px 0; overflow-wrap: anywhere; }
.hohVqCell + .hohVqCell { margin-left: 0.6em; color: rgb(var(--color-text-lighter)); }
.hohVqItems > li { padding: 0 0 10px; }
.hohVqItem { background: rgb(var(--color-background)); border-radius: 3px; padding: 8px 10px; overflow-wrap: anywhere; }
.hohVqItem header { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 6px; }
.hohVqNote { color: rgb(var(--color-red)); }
.hohVqGood { color: rgb(var(--color-green)); }
.hohVqBad { color: rgb(var(--color-red)); }
.hohVqHtml img { max-width: 100%; height: auto; }
`;
