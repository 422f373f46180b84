/**
 * Note commands: a one-line JSON object between dollar signs in a list entry's notes, e.g.
 * `${"adjust":3,"more":"1-12x2","skip":"5"}$`, that corrects the episode or chapter count the
 * stats use (algorithms.md §1a "Note commands").
 */

export interface NoteCommand {
  /** Every key of the parsed object is kept (the list page reads `lists`, for one). */
  readonly [key: string]: unknown;
  /** adjust + count(more) − count(skip). */
  readonly adjustValue: number;
}

/**
 * The first "$" + "{" … "}" + "$" on one line. Greedy, so two commands on one line are swallowed
 * together and fail to parse; a space between the dollar and the brace is not a command.
 */
const COMMAND_PATTERN = /\$(\{.*\})\$/;

/**
 * Parses the command in `notes`. Returns null when there is none, undefined when there is one
 * but it is unusable (invalid JSON, or a more/skip of a type that cannot be counted); the latter
 * logs a console warning (spec doc 1 §8: "Unparsable list note").
 */
export function parseNoteCommand(notes: string | null | undefined): NoteCommand | null | undefined {
  if (!notes) return null;
  const match = COMMAND_PATTERN.exec(notes);
  if (!match) return null;
  try {
    const parsed = JSON.parse(match[1]) as Record<string, unknown>;
    return { ...parsed, adjustValue: computeAdjustValue(parsed) };
  } catch (error) {
    console.warn('Unparsable list note:', match[0], error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * adjust (if truthy) + count(more) − count(skip). 8.80 did not coerce `adjust`, so "3" turned the
 * sums into string concatenation ("3" + 1 = "31"); that is garbage, so a numeric string counts as
 * its number here and anything non-numeric as 0.
 */
function computeAdjustValue(command: Record<string, unknown>): number {
  const adjust = command.adjust ? Number(command.adjust) : 0;
  let value = Number.isFinite(adjust) ? adjust : 0;
  if (command.more) value += countItems(command.more);
  if (command.skip) value -= countItems(command.skip);
  return value;
}

/**
 * How many episodes a more/skip value stands for. A bare number is one episode (not N episodes);
 * a string is a comma list; each item counts 1, a range "a-b" counts b − a + 1, and "…xM"
 * multiplies by M. Other types throw, which drops the whole command.
 */
export function countItems(value: unknown): number {
  if (typeof value === 'number') return 1;
  let items: unknown[];
  if (typeof value === 'string') items = value.split(',');
  else if (Array.isArray(value)) items = value;
  else throw new TypeError(`cannot count a ${typeof value}`);
  let sum = 0;
  for (const item of items) sum += countItem(item);
  return sum;
}

function countItem(item: unknown): number {
  if (typeof item === 'number') return 1;
  if (typeof item !== 'string') throw new TypeError(`cannot count a ${item === null ? 'null' : typeof item}`);
  const parts = item.split('x');
  const rangeValue = rangeLength(parts[0]);
  if (parts.length === 1) return rangeValue;
  if (parts.length > 2) return 1;
  const multiplier = parseFloat(parts[1]);
  return Number.isNaN(multiplier) ? 1 : rangeValue * multiplier;
}

/** "a-b" with both ends non-zero numbers → b − a + 1 (can be negative or fractional); else 1. */
function rangeLength(text: string): number {
  const ends = text.split('-');
  if (ends.length !== 2) return 1;
  const from = parseFloat(ends[0]);
  const to = parseFloat(ends[1]);
  return from && to ? to - from + 1 : 1;
}

/** Where the stats apply the adjustment: only a non-zero, finite value counts. */
export function hasAdjustment(command: NoteCommand | null | undefined): command is NoteCommand {
  return !!command && !!command.adjustValue && Number.isFinite(command.adjustValue);
}
