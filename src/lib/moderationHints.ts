/**
 * The moderation helper's checks of one post (spec doc 2 §8): a post that is nothing but links
 * ('Link-only post. Spam?') and a link to a host on the stored piracy list ('Possible piracy
 * link', hashed hosts: lib/linkHosts.ts). Takes the post as its visible text and link targets,
 * so it stays free of the DOM.
 */
import { isBlockedLinkHost } from './linkHosts';

export const LINK_ONLY_HINT = 'Link-only post. Spam?';
export const PIRACY_HINT = 'Possible piracy link';

export interface PostContent {
  /** The visible text (HTML without its tags). */
  readonly text: string;
  /** Each link: its target and its visible text. */
  readonly links: readonly { readonly href: string; readonly text: string }[];
}

const BARE_URL = /\bhttps?:\/\/[^\s<>"']+/gi;

function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname;
  } catch {
    return null;
  }
}

/** The hints a post earns, in the spec's words; empty when nothing is unusual. */
export function moderationHints(post: PostContent): string[] {
  const bareUrls = post.text.match(BARE_URL) ?? [];
  let rest = post.text;
  for (const link of post.links) if (link.text) rest = rest.replace(link.text, ' ');
  rest = rest.replace(BARE_URL, ' ').trim();
  const hints: string[] = [];
  if ((post.links.length > 0 || bareUrls.length > 0) && rest === '') hints.push(LINK_ONLY_HINT);
  const targets = [...post.links.map((link) => link.href), ...bareUrls];
  if (targets.some((target) => {
    const host = hostOf(target);
    return host !== null && isBlockedLinkHost(host);
  })) hints.push(PIRACY_HINT);
  return hints;
}
