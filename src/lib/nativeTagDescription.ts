/**
 * Whether AniList already shows a tag's description itself (host-dom.md §8.2: "tag descriptions
 * native" in 2024, without naming the element): true when one of the texts the picker option
 * carries (its own text, its `title`, the tooltip it points to) contains the description. Spaces
 * and case are compared loosely, since AniList may wrap or restyle the text.
 */
export function carriesDescription(texts: readonly (string | null | undefined)[], description: string | null | undefined): boolean {
  const wanted = squeeze(description);
  if (!wanted) return false;
  return texts.some((text) => squeeze(text).includes(wanted));
}

function squeeze(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}
