/**
 * What the list import shows, on the page and from the worker alike (spec doc 3 §5, §8): the
 * spec's texts verbatim, and a match row's colour by its edit distance.
 */

export const IMPORT_TEXTS = {
  parseError: 'error parsing JSON',
  readError: 'error reading file',
  wrongList: 'error wrong list',
  wrongListType: 'error wrong list type',
  findingMatches: 'Trying to find matching media...',
  review: 'Please review the media matches. The worst matches are on top.',
} as const;

/** Row background: green for exact, shading to red by distance 12. */
export function matchColour(matchDistance: number): string {
  return `hsl(${120 - 10 * Math.min(matchDistance, 12)}, 30%, 50%)`;
}
