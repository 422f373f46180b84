import { useLayoutEffect } from 'react';
import { putStyle } from '../core/styles';

/**
 * A stylesheet that many components share, in <head> once (by `name`, its id) however many of
 * them ask for it. It stays for the page's life: it is small, and the next module that draws
 * needs it again. `data-href` names it too, as it always has.
 */
export function shareStyle(name: string, css: string): void {
  if (document.getElementById(name)?.textContent === css) return;
  putStyle(name, css).dataset.href = name;
}

/** shareStyle from a component, before the browser paints it. */
export function HeadStyle({ name, css }: { name: string; css: string }) {
  useLayoutEffect(() => shareStyle(name, css), [name, css]);
  return null;
}
