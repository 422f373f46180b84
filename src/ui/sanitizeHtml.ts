/**
 * The one way AniList's HTML reaches the page (activity text, replies, messages): through
 * DOMPurify, which keeps formatting, links and images and drops scripts, event handlers,
 * `javascript:` addresses, forms and styles. Links open in a new tab without handing over the page.
 */
import DOMPurify from 'dompurify';
import { element } from '../core/element';

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
 * What AniList's own renderer never shows, so neither do we: SVG and MathML (handler and
 * mutation tricks, `<image href>`, `feImage`, `mglyph` fetches), styles (CSS that escapes its box
 * or fetches), forms, frames, audio, and the attributes that load from another host behind an
 * image's back (`srcset`, `poster`, the old `background`) or send somewhere (`action`,
 * `formaction`, `ping`), and popovers (`popover`, `popovertarget`, `popovertargetaction`: an
 * opened popover sits in the top layer above the whole page, where no containment reaches, so a
 * member's text could cover AniList's navigation). Plain `<img src>`, `<video>` and links stay:
 * AniList shows those from any host.
 */
const FORBID_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'noscript', 'audio'];
const FORBID_ATTR = ['style', 'srcset', 'poster', 'background', 'action', 'formaction', 'ping', 'popover', 'popovertarget', 'popovertargetaction'];

/**
 * What a feature shows instead of each image and video that survived the sanitiser (the terms
 * feed without images: a link to the address). It gets the clean element and returns a node it
 * built itself, as DOM, never as HTML.
 */
export type MediaReplacement = (media: HTMLImageElement | HTMLVideoElement) => Node;

/**
 * Clean HTML text for `dangerouslySetInnerHTML`. With `replaceMedia`, the images and videos of
 * the clean DOM are replaced before it is written out, so the change is made on what the
 * sanitiser kept and nothing is parsed in between.
 */
export function sanitizeHtml(dirty: string | null | undefined, replaceMedia?: MediaReplacement): string {
  if (!dirty) return '';
  const config = { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR };
  if (!replaceMedia) return purifier().sanitize(dirty, config);
  const clean = purifier().sanitize(dirty, { ...config, RETURN_DOM_FRAGMENT: true });
  for (const media of clean.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')) media.replaceWith(replaceMedia(media));
  return element('div', {}, [clean]).innerHTML;
}

/** React's prop for sanitised HTML (with `replaceMedia`, as sanitizeHtml). */
export function sanitizedMarkup(dirty: string | null | undefined, replaceMedia?: MediaReplacement): { __html: string } {
  return { __html: sanitizeHtml(dirty, replaceMedia) };
}
