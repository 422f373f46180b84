import { useLayoutEffect } from 'react';
import { putStyle } from '../core/styles';

/**
 * A stylesheet that many components share, put into <head> once (by `name`, its id) however many
 * of them render it, before the browser paints them. It stays for the page's life: it is small,
 * and the next module that draws needs it again. `data-href` names it too, as it always has.
 */
export function HeadStyle({ name, css }: { name: string; css: string }) {
  useLayoutEffect(() => {
    if (document.getElementById(name)?.textContent === css) return;
    putStyle(name, css).dataset.href = name;
  }, [name, css]);
  return null;
}
