/**
 * The script's fixed status palette (host-dom.md §6 `distributionColours`) as bare "r, g, b"
 * triplets, the same in every theme: status dots, borders, counters.
 */
export const STATUS_COLOURS: Readonly<Record<string, string>> = {
  COMPLETED: '104, 214, 57',
  CURRENT: '2, 169, 255',
  PAUSED: '247, 121, 164',
  DROPPED: '232, 93, 117',
  PLANNING: '247, 154, 99',
  REPEATING: '238, 130, 238',
};

/** How AniList names a list status for a media type (the status button's wording). */
export function listStatusLabel(status: string, type: 'ANIME' | 'MANGA' | string | null | undefined): string {
  const manga = type === 'MANGA';
  switch (status) {
    case 'CURRENT':
      return manga ? 'Reading' : 'Watching';
    case 'REPEATING':
      return manga ? 'Rereading' : 'Rewatching';
    case 'COMPLETED':
      return 'Completed';
    case 'PAUSED':
      return 'Paused';
    case 'DROPPED':
      return 'Dropped';
    case 'PLANNING':
      return 'Planning';
    default:
      return status;
  }
}
