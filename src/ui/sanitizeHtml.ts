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

/** Clean HTML text for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  return purifier().sanitize(dirty, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] });
}

/** React's prop for sanitised HTML. */
export function sanitizedMarkup(dirty: string | null | undefined): { __html: string } {
  return { __html: sanitizeHtml(dirty) };
}
