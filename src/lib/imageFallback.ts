/** Spec doc 3 §9: image links are shortened at 200 characters when images are disabled. */
export const IMAGE_LINK_LIMIT = 200;

/** The text shown for an image that did not load: its address, cut at the limit with an ellipsis. */
export function imageLinkText(url: string): string {
  return url.length > IMAGE_LINK_LIMIT ? `${url.slice(0, IMAGE_LINK_LIMIT)}…` : url;
}

/** Only web addresses become links: a fallback must not turn `javascript:` or `data:` into one. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
