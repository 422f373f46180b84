/** The panel's sheet in <head> (the full panel's, or the switches-only one's: never both). */
export const PANEL_STYLE_ID = 'hohSettingsStyle';

/** Layout of the panel; colours follow AniList's theme variables (host-dom.md §1.4). */
export const panelCss = `
#hohSettings { margin-top: 30px; }
.hoh-settings { box-sizing: border-box; max-width: 100%; padding: 20px; border-radius: 4px; font-size: 1.4rem;
  color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); overflow-wrap: anywhere; }
.hoh-settings h2 { margin: 0 0 10px; font-size: 1.8rem; color: rgb(var(--color-text-bright, var(--color-text))); }
.hoh-settings-category { margin: 22px 0 6px; padding-bottom: 4px; font-size: 1.6rem; color: rgb(var(--color-text));
  border-bottom: 1px solid rgba(var(--color-text-lighter), 0.3); }
.hoh-settings-group:first-child > .hoh-settings-category { margin-top: 10px; }
.hoh-settings-heading, .hoh-settings-section > h4 { margin: 14px 0 4px; font-size: 1.5rem; color: rgb(var(--color-text)); }
.hoh-settings-list, .hoh-settings-rules, .hoh-settings-colour-list { list-style: none; margin: 0; padding: 0; }
.hoh-settings-list > li { padding: 4px 0; }
.hoh-settings-faded { opacity: 0.5; }
.hoh-settings-list > .hoh-settings-faded { opacity: 1; }
.hoh-settings-list > .hoh-settings-faded > :not(.hoh-settings-reason) { opacity: 0.5; }
.hoh-settings-reason { margin: 2px 0 0 26px; font-size: 1.2rem; color: rgb(var(--color-text-light)); }
.hoh-settings-reason-signin { font: inherit; font-weight: 600; padding: 0; border: 0; background: none; cursor: pointer;
  color: rgb(var(--color-blue)); }
.hoh-settings-reason-signin:hover { text-decoration: underline; }
.hoh-settings-reason-signin:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
.hoh-settings-renew { font-weight: 600; color: rgb(var(--color-red)); }
.hoh-settings-section { margin-top: 16px; padding-top: 8px; border-top: 1px solid rgba(var(--color-text-lighter), 0.3); }
.hoh-settings-rules > li, .hoh-settings-colour-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 3px 0; }
.hoh-settings-blockform { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; margin-top: 8px; }
.hoh-settings-blacklist-modes { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 12px 0 0; padding: 8px 0 0; border: 0; border-top: 1px solid rgba(var(--color-text-lighter), 0.3); }
.hoh-settings-blacklist-modes > legend { padding: 0; font-weight: 600; }
.hoh-settings-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 50%; border: 1px solid rgba(var(--color-text-lighter), 0.5); }
.hoh-settings-filter .hoh-ui-input { flex: 1 1 200px; }
@media (max-width: 760px) { .hoh-settings { padding: 12px; } }
`;
