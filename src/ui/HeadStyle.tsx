import { useLayoutEffect } from 'react';

/**
 * A stylesheet that many components share, put into <head> once (by `name`) however many of
 * them render it, before the browser paints them. It stays for the page's life: it is small,
 * and the next module that draws needs it again.
 */
export function HeadStyle({ name, css }: { name: string; css: string }) {
  useLayoutEffect(() => {
    const existing = document.head.querySelector<HTMLStyleElement>(`style[data-href="${name}"]`);
    if (existing) {
      if (existing.textContent !== css) existing.textContent = css;
      return;
    }
    const style = document.createElement('style');
    style.dataset.href = name;
    style.textContent = css;
    document.head.append(style);
  }, [name, css]);
  return null;
}
