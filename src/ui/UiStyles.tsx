import { HeadStyle } from './HeadStyle';
import { uiCss } from './theme';

/** The kit's CSS, in the page once however many components render it. */
export function UiStyles() {
  return <HeadStyle name="automail-ui" css={uiCss} />;
}
