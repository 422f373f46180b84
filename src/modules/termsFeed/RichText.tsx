/**
 * Member-written HTML (activity text, replies, messages, thread bodies), always through DOMPurify
 * (ui/sanitizeHtml.ts). Without images (termsFeedNoImages), images and videos become links whose
 * text is the address, cut at 200 characters (spec doc 3 §9).
 */
import { useMemo } from 'react';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import { element } from '../../core/element';

/** Longest image address shown as link text when images are off (spec doc 3 §9). */
export const IMAGE_LINK_MAX = 200;

export function shortenedAddress(address: string): string {
  return address.length > IMAGE_LINK_MAX ? `${address.slice(0, IMAGE_LINK_MAX)}…` : address;
}

/** Sanitised HTML with its images and videos turned into links (parsed inert, in a template). */
export function withoutImages(clean: string): string {
  const template = element('template');
  template.innerHTML = clean;
  for (const media of template.content.querySelectorAll('img, video')) {
    const address = media.getAttribute('src') ?? media.querySelector('source')?.getAttribute('src') ?? '';
    const link = element('a');
    if (/^https?:\/\//i.test(address)) {
      link.href = address;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    link.className = 'hohFeedImageLink';
    link.textContent = shortenedAddress(address);
    media.replaceWith(link);
  }
  return template.innerHTML;
}

export function RichText({ html, noImages, className }: { html: string | null | undefined; noImages: boolean; className: string }) {
  const markup = useMemo(() => {
    const clean = sanitizeHtml(html);
    return { __html: noImages ? withoutImages(clean) : clean };
  }, [html, noImages]);
  return <div className={`${className} markdown`} dangerouslySetInnerHTML={markup} />;
}
