/**
 * The one way AniList's HTML reaches the page (activity text, replies, messages): through
 * DOMPurify, which keeps formatting, links and images and drops scripts, event handlers,
 * `javascript:` addresses, forms and styles. Links open in a new tab without handing over the page.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/**
 * What member HTML may not carry beyond DOMPurify's defaults. AniList's markdown never makes SVG
 * or MathML (their `image`, `feImage`, `mglyph` fetch from anywhere), audio, or the legacy
 * attributes that load a picture without an <img> (`background`, `poster`), so those go too:
 * the images a post shows are its <img> and <video> only.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'audio'];
const FORBID_ATTR = ['style', 'background', 'poster', 'ping'];

/** Clean HTML text for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  return purifier().sanitize(dirty, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}

/** React's prop for sanitised HTML. */
export function sanitizedMarkup(dirty: string | null | undefined): { __html: string } {
  return { __html: sanitizeHtml(dirty) };
}
