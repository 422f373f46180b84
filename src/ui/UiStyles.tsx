import { HeadStyle, shareStyle } from './HeadStyle';
import { uiCss } from './theme';

const UI_STYLE = 'automail-ui';

/**
 * The kit's CSS in <head> now. A module whose own sheet refines the kit's rules calls this before
 * adding its sheet (ctx.addStyle), so that its rules come after the kit's and win their ties.
 */
export function addUiStyles(): void {
  shareStyle(UI_STYLE, uiCss);
}

/** The kit's CSS, in the page once however many components render it. */
export function UiStyles() {
  return <HeadStyle name={UI_STYLE} css={uiCss} />;
}
