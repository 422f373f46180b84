/** The script's fixed status palette (host-dom.md §6), the same in every theme: bare "r, g, b" triplets. */
export const STATUS_COLOURS: Readonly<Record<string, string>> = {
  COMPLETED: '104, 214, 57',
  CURRENT: '2, 169, 255',
  PAUSED: '247, 121, 164',
  DROPPED: '232, 93, 117',
  PLANNING: '247, 154, 99',
  REPEATING: '238, 130, 238',
};
