/**
 * Member-written HTML (activity text, replies, messages, thread bodies), always through DOMPurify
 * (ui/sanitizeHtml.ts). Without images (termsFeedNoImages), images and videos become links whose
 * text is the address, cut at 200 characters (spec doc 3 §9): the sanitiser swaps them in its
 * clean DOM, so nothing is parsed again here.
 */
import { memo } from 'react';
import { sanitizedMarkup } from '../../ui/sanitizeHtml';
import { element } from '../../core/element';

/** Longest image address shown as link text when images are off (spec doc 3 §9). */
export const IMAGE_LINK_MAX = 200;

export function shortenedAddress(address: string): string {
  return address.length > IMAGE_LINK_MAX ? `${address.slice(0, IMAGE_LINK_MAX)}…` : address;
}

/** An image or video shown as a link whose text is its address (only web addresses are linked). */
export function mediaLink(media: HTMLImageElement | HTMLVideoElement): HTMLAnchorElement {
  const address = media.getAttribute('src') ?? media.querySelector('source')?.getAttribute('src') ?? '';
  const web = /^https?:\/\//i.test(address) ? { href: address, target: '_blank', rel: 'noopener noreferrer' } : {};
  return element('a', { ...web, className: 'hohFeedImageLink', text: shortenedAddress(address) });
}

/** Sanitised once per text: memo re-renders it only when its props change (a feed re-renders often). */
export const RichText = memo(function RichText({ html, noImages, className }: { html: string | null | undefined; noImages: boolean; className: string }) {
  return <div className={`${className} markdown`} dangerouslySetInnerHTML={sanitizedMarkup(html, noImages ? mediaLink : undefined)} />;
});
