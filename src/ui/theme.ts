/**
 * The kit's CSS. Colours come from AniList's own theme variables (bare "r, g, b" triplets,
 * host-dom.md §1.4), so every part follows the default, dark and contrast themes by itself.
 */
export const uiCss = `
.hoh-ui-field { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 4px 0; color: rgb(var(--color-text)); }
.hoh-ui-field > label, .hoh-ui-check { cursor: pointer; }
.hoh-ui-check { display: inline-flex; align-items: flex-start; gap: 8px; color: rgb(var(--color-text)); max-width: 100%; }
.hoh-ui-check input { margin: 3px 0 0; flex: none; accent-color: rgb(var(--color-blue)); width: 16px; height: 16px; }
.hoh-ui-input, .hoh-ui-select, .hoh-ui-textarea {
  box-sizing: border-box; max-width: 100%; padding: 5px 8px; border-radius: 4px; font: inherit; font-size: 1.3rem;
  color: rgb(var(--color-text)); background: rgb(var(--color-background)); border: 1px solid rgba(var(--color-text-lighter), 0.4);
}
.hoh-ui-textarea { width: 100%; min-height: 8em; font-family: monospace; resize: vertical; }
.hoh-ui-input[aria-invalid="true"] { border-color: rgb(var(--color-red)); }
.hoh-ui-button {
  font: inherit; font-size: 1.3rem; padding: 6px 12px; border-radius: 4px; border: 0; cursor: pointer;
  color: rgb(var(--color-white)); background: rgb(var(--color-blue));
}
.hoh-ui-button.hoh-ui-secondary { color: rgb(var(--color-text)); background: rgb(var(--color-background)); }
.hoh-ui-input:focus-visible, .hoh-ui-select:focus-visible, .hoh-ui-textarea:focus-visible, .hoh-ui-button:focus-visible,
.hoh-ui-check input:focus-visible, .hoh-ui-tab:focus-visible {
  outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px;
}
.hoh-ui-error { color: rgb(var(--color-red)); margin: 4px 0; }
.hoh-ui-hint { color: rgb(var(--color-text-lighter)); margin: 4px 0; }
.hoh-ui-tabs { display: flex; flex-wrap: wrap; gap: 4px; margin: 8px 0; padding: 0; }
.hoh-ui-tab {
  font: inherit; font-size: 1.3rem; padding: 5px 10px; border-radius: 4px; cursor: pointer; border: 0;
  color: rgb(var(--color-text)); background: rgb(var(--color-background));
}
.hoh-ui-tab[aria-selected="true"] { color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
`;
