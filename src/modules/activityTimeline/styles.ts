/** The timeline's and the arrows' stylesheet: AniList's colour variables, all three themes. */
import { ARROW_CLASS, ARROWS_CLASS, TIMELINE_ID } from './selectors';

export const css = `
#${TIMELINE_ID} { margin-top: 24px; font-size: 1.3rem; color: rgb(var(--color-text)); }
#${TIMELINE_ID} h2 { margin: 0 0 10px; font-size: 1.4rem; font-weight: 500; }
#${TIMELINE_ID} .hohTimelineLookup { display: flex; gap: 6px; margin-bottom: 10px; }
#${TIMELINE_ID} .hohTimelineLookup label { flex: 1; min-width: 0; }
#${TIMELINE_ID} input { width: 100%; box-sizing: border-box; padding: 5px 8px; border: 0; border-radius: 3px; font: inherit; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); }
#${TIMELINE_ID} button { padding: 5px 10px; border: 0; border-radius: 3px; font: inherit; cursor: pointer; color: rgb(var(--color-white, 255, 255, 255)); background: rgb(var(--color-blue)); }
#${TIMELINE_ID} :focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 1px; }
#${TIMELINE_ID} .hohTimelineList { margin: 0; padding: 0 0 0 12px; list-style: none; border-left: 2px solid rgb(var(--color-blue)); }
#${TIMELINE_ID} .hohTimelineList li { display: flex; gap: 10px; padding: 4px 0; }
#${TIMELINE_ID} .hohTimelineList time { flex: none; color: rgb(var(--color-text-lighter)); }
#${TIMELINE_ID} .hohTimelineList a { color: rgb(var(--color-blue)); }
#${TIMELINE_ID} .hohTimelineNote { color: rgb(var(--color-text-light)); }
#${TIMELINE_ID} .hohTimelineError { color: rgb(var(--color-red)); }
#${TIMELINE_ID} .hohVisuallyHidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.${ARROWS_CLASS} { display: flex; justify-content: center; gap: 14px; margin-top: 10px; font-size: 1.6rem; }
.${ARROWS_CLASS} .${ARROW_CLASS} { padding: 2px 10px; border-radius: 3px; color: rgb(var(--color-blue)); background: rgb(var(--color-foreground)); }
.${ARROWS_CLASS} .${ARROW_CLASS}:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
`;
