import blockedHashes from '../data/blocked-link-host-hashes.json';

/** The text a blocked link is replaced with (spec doc 1, error catalogue), verbatim. */
export const BAD_LINK_TEXT =
  "THIS BE BAD LINK, IT'S NOW VEWY DISPOSED OF OwO (click the report button to call the mods on this naughty user)";

/** Where a blocked link points instead: the site's forum thread 14. */
export const BAD_LINK_REPLACEMENT_PATH = '/forum/thread/14';

const BLOCKED = new Set<number>(blockedHashes);

/**
 * Java's String.hashCode: h = 31·h + UTF-16 code unit, wrapping at 32 bits (signed).
 * The host list is kept as these hashes so the script does not spell the hosts out.
 */
export function javaStringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/** "www.example.com" → "example"; null for a host without a dot. */
export function secondLevelLabel(hostname: string): string | null {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return labels.length < 2 ? null : labels[labels.length - 2];
}

export function isBlockedLinkHost(hostname: string): boolean {
  const label = secondLevelLabel(hostname);
  return label !== null && BLOCKED.has(javaStringHash(label));
}
