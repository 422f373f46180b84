/** The feed's look, from AniList's theme variables so it follows the three themes. */
export const feedCss = `
.termsFeed.hohTermsFeedWrap { box-sizing: border-box; max-width: 900px; margin: 20px auto; padding: 0 10px; }
.hohTermsFeed { color: rgb(var(--color-text)); font-size: 1.4rem; }
.hohFeedTop, .hohFeedPaging, .hohFeedComposerActions, .hohFeedActions, .hohFeedHeader, .hohFeedToggles, .hohFeedUser,
.hohFeedMediaFilter, .hohFeedMediaSearch form, .hohFeedReplyForm { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
.hohFeedTop { justify-content: flex-end; margin-bottom: 10px; }
.hohFeedRate { margin: 0 0 10px; }
.hohFeedComposer, .hohFeedFilters { background: rgb(var(--color-foreground)); border-radius: 4px; padding: 10px; margin: 0 0 10px; border: 0; }
.hohTermsFeed input.hoh-ui-input { display: inline-block; width: auto; min-width: 12em; height: auto; padding: 5px 8px; box-shadow: none;
  background: rgb(var(--color-background)); border: 1px solid rgba(var(--color-text-lighter), 0.4); }
.hohFeedComposerInput, .hohFeedReplyInput { width: 100%; resize: vertical; }
.hohFeedComposerActions { margin-top: 6px; }
.hohFeedEditing { display: block; margin-bottom: 4px; color: rgb(var(--color-blue)); }
.hohFeedFilters { display: flex; flex-direction: column; gap: 8px; }
.hohFeedMediaResults { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.hohFeedMediaResults button, .hohFeedRepliesToggle, .hohFeedLike, .hohFeedEdit, .hohFeedDelete {
  font: inherit; font-size: 1.3rem; background: none; border: 0; padding: 2px 4px; cursor: pointer; color: rgb(var(--color-text-light)); text-align: left;
}
.hohFeedMediaResults button:hover, .hohFeedRepliesToggle:hover, .hohFeedEdit:hover, .hohFeedDelete:hover { color: rgb(var(--color-blue)); }
.hohFeedLike.liked { color: rgb(var(--color-red)); }
.hohFeedPaging { margin: 0 0 10px; }
.hohFeedPage { color: rgb(var(--color-text-lighter)); }
.hohFeedList { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.hohFeedEntry { background: rgb(var(--color-foreground)); border-radius: 4px; padding: 10px 12px; overflow-wrap: anywhere; }
.hohFeedEntry.hohSfwDimmed { opacity: 0.5; }
.hohFeedName { font-weight: 600; color: rgb(var(--color-blue)); }
.hohFeedAvatar img { display: block; border-radius: 3px; object-fit: cover; }
.hohFeedTime { margin-left: auto; color: rgb(var(--color-text-lighter)); font-size: 1.1rem; }
.hohFeedTitle { margin: 6px 0; font-size: 1.5rem; }
.hohFeedTitle a, .hohFeedMedia, .hohTermsFeed .markdown a { color: rgb(var(--color-blue)); }
.hohFeedCover { vertical-align: middle; margin-right: 6px; border-radius: 2px; object-fit: cover; }
.hohFeedStatus, .hohFeedSummary { margin: 6px 0; }
.hohFeedStatus::first-letter { text-transform: uppercase; }
.hohTermsFeed .markdown { margin: 6px 0; line-height: 1.5; }
.hohTermsFeed .markdown img, .hohTermsFeed .markdown video { max-width: 100%; height: auto; }
.hohFeedActions { justify-content: flex-end; }
.hohFeedReplies { margin-top: 8px; padding-left: 10px; border-left: 3px solid rgba(var(--color-blue), 0.4); display: flex; flex-direction: column; gap: 8px; }
.hohFeedReply { background: rgb(var(--color-background)); border-radius: 4px; padding: 6px 8px; }
.hohFeedHidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.hohFeedMediaResults button:focus-visible, .hohFeedRepliesToggle:focus-visible, .hohFeedLike:focus-visible, .hohFeedEdit:focus-visible,
.hohFeedDelete:focus-visible, .hohTermsFeed a:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
.hohFeedSignedOut { background: rgb(var(--color-foreground)); border-radius: 4px; padding: 14px; }
.hohFeedSignIn { color: rgb(var(--color-blue)); }
`;
