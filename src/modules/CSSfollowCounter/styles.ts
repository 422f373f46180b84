/** Site theme variables only, so the extras follow the default, dark and contrast themes. */
import { BOX_CLASS, COUNT_CLASS } from './selectors';

export const css = `
.${COUNT_CLASS} { margin-left: 0.6rem; padding: 0 0.5rem; border-radius: 0.3rem; font-size: 1.1rem; font-weight: 600;
  color: rgb(var(--color-text-lighter)); background: rgb(var(--color-foreground-grey)); }
.${BOX_CLASS} { margin-top: 1.6rem; font-size: 1.3rem; color: rgb(var(--color-text)); overflow-wrap: anywhere; }
.${BOX_CLASS} button { padding: 0.7rem 1.2rem; border: 0; border-radius: 0.4rem; cursor: pointer; font: inherit; font-weight: 600;
  color: rgb(var(--color-white)); background: rgb(var(--color-blue)); max-width: 100%; }
.${BOX_CLASS} button:disabled { cursor: default; opacity: 0.6; }
.${BOX_CLASS} button:focus-visible { outline: 0.2rem solid rgb(var(--color-text)); outline-offset: 0.2rem; }
.${BOX_CLASS} h4 { margin: 1.2rem 0 0.4rem; font-size: 1.3rem; }
.${BOX_CLASS} ul { max-height: 24rem; margin: 0; padding: 0; overflow-y: auto; list-style: none; }
.${BOX_CLASS} li { margin: 0.2rem 0; }
.${BOX_CLASS} a { color: rgb(var(--color-blue)); }
.${BOX_CLASS} .hohNote { margin: 0.8rem 0 0; color: rgb(var(--color-text-lighter)); }
.${BOX_CLASS} .hohError { margin: 0.8rem 0 0; color: rgb(var(--color-red)); }
`;
