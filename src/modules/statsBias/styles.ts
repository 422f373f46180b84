/** statsBias's CSS: AniList's theme variables; the table brings its own (ui/statsTable/styles). */
import { SECTION_CLASS } from './selectors';

export const statsBiasCss = `
.${SECTION_CLASS} { margin-top: 1.6rem; color: rgb(var(--color-text)); }
.${SECTION_CLASS} .hohBiasMessage { padding: 1.2rem 0; }
.${SECTION_CLASS} .hohBiasMessage[role="alert"] { color: rgb(var(--color-red)); }
.${SECTION_CLASS} .hohBiasScroll { overflow-x: auto; }
.${SECTION_CLASS} .hohBiasScroll > .hohStatsTable { min-width: 60rem; }
`;
