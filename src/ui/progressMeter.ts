/**
 * The progress bars under the home preview's covers (progressBar on AniList's cards, and the
 * rebuilt preview's own): a `<meter>` for its meaning, drawn as AniList draws its sliders (a
 * blue bar on the foreground-grey-dark runway) in every theme, not as the browser's green bar on
 * a white track.
 */
export const PROGRESS_METER_CLASS = 'hohProgressMeter';

const BAR = 'rgb(var(--color-blue))';
const RUNWAY = 'rgb(var(--color-foreground-grey-dark))';

/** The meter's rules, under `scope` (the selector of the cards that hold meters). */
export function progressMeterCss(scope: string): string {
  const meter = `${scope} meter.${PROGRESS_METER_CLASS}`;
  return `
${meter} { -webkit-appearance: none; appearance: none; display: block; box-sizing: border-box; width: 100%; height: 5px; margin-top: 3px; border: 0; border-radius: 3px; background: ${RUNWAY}; overflow: hidden; }
${meter}::-webkit-meter-bar { height: 5px; border: 0; border-radius: 3px; background: ${RUNWAY}; }
${meter}::-webkit-meter-optimum-value, ${meter}::-webkit-meter-suboptimum-value, ${meter}::-webkit-meter-even-less-good-value { border-radius: 3px; background: ${BAR}; }
${meter}::-moz-meter-bar { border-radius: 3px; background: ${BAR}; }
`;
}
