/** The list's look, from AniList's theme variables (host-dom.md §1.4), so it follows the three themes. */
export const LIST_CLASS = 'hohNotifications';
export const MODE_CLASS = 'hohGroupedMode';

export const listCss = `
.notifications-feed.${MODE_CLASS} .notifications > .notification,
.notifications-feed.${MODE_CLASS} .notifications > .no-notifications { display: none; }
.${LIST_CLASS} { color: rgb(var(--color-text)); font-size: 1.3rem; }
.${LIST_CLASS}[hidden] { display: none; }
.${LIST_CLASS} ol { list-style: none; margin: 0; padding: 0; }
.hohNotification {
  position: relative; display: grid; grid-template-columns: auto 1fr auto; gap: 6px 12px; align-items: center;
  margin-bottom: 10px; padding: 8px 12px 8px 14px; border-radius: 4px; background: rgb(var(--color-foreground));
  box-shadow: inset 4px 0 0 var(--hoh-type-colour, transparent);
}
.hohNotification.hohUnread { background: rgba(var(--color-blue), 0.12); }
.hohNotification.hohUnread::after {
  content: ''; position: absolute; top: 8px; right: 8px; width: 8px; height: 8px; border-radius: 50%; background: rgb(var(--color-blue));
}
.hohIcons { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; max-width: 320px; }
.hohIcons a { display: block; line-height: 0; }
.hohIcons img, .hohIcons .hohNoAvatar { display: block; border-radius: 3px; object-fit: cover; background: rgb(var(--color-background)); }
.hohCover img { width: 40px; height: 58px; border-radius: 3px; object-fit: cover; }
.hohText { min-width: 0; overflow-wrap: anywhere; line-height: 1.5; }
.hohText a { color: rgb(var(--color-blue)); text-decoration: none; }
.hohText a:hover, .hohText a:focus-visible { text-decoration: underline; }
.hohTime { display: block; margin-top: 2px; font-size: 1.1rem; color: rgb(var(--color-text-lighter)); }
.hohCommentsToggle {
  font: inherit; font-size: 1.6rem; line-height: 1; width: 28px; height: 28px; border: 0; border-radius: 4px; cursor: pointer;
  color: rgb(var(--color-text)); background: rgb(var(--color-background));
}
.hohCommentsToggle:focus-visible, .hohNotification a:focus-visible, .hohMore:focus-visible, .hohModeToggle:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
.hohComments { grid-column: 1 / -1; padding: 8px 10px; border-radius: 4px; background: rgb(var(--color-background)); }
.hohComments .hohActivityText { margin-bottom: 8px; }
.hohReply { display: grid; grid-template-columns: 24px 1fr; gap: 2px 8px; padding: 6px 0; border-top: 1px solid rgba(var(--color-text-lighter), 0.2); }
.hohReply img { width: 24px; height: 24px; border-radius: 3px; grid-row: span 2; }
.hohReply .hohReplyName { font-weight: 600; color: rgb(var(--color-blue)); }
.hohReplyText img, .hohActivityText img { max-width: 100%; height: auto; }
.hohNote { color: rgb(var(--color-text-lighter)); margin: 6px 0; }
.hohError { color: rgb(var(--color-red)); margin: 8px 0; }
.hohMore { font: inherit; font-size: 1.3rem; padding: 6px 12px; border: 0; border-radius: 4px; cursor: pointer; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
.hohModeToggle { display: block; margin-top: 10px; cursor: pointer; color: rgb(var(--color-blue)); font-size: 1.3rem; background: none; border: 0; padding: 0; font-family: inherit; text-align: left; }
@media (max-width: 760px) {
  .hohNotification { grid-template-columns: 1fr auto; }
  .hohIcons { grid-column: 1 / -1; max-width: none; }
}
`;
