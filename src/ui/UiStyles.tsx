import { uiCss } from './theme';

/**
 * Puts the kit's CSS into the page once, however many components render it: React 19 hoists a
 * <style> with href and precedence into <head> and de-duplicates it by href.
 */
export function UiStyles() {
  return (
    <style href="automail-ui" precedence="default">
      {uiCss}
    </style>
  );
}
