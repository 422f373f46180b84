/**
 * The nav badge's pie of unread notification types (spec doc 3 §4): slices by type, suppressed
 * types left out. Kept apart from the list's grouping so every page's start carries only this.
 */

/**
 * Colour and suppression per type, as the settings store them ('supress' is the stored key): the
 * twelve types of spec doc 1's colour entry and the five AniList added since; other types have none.
 */
export type ColourSettings = Readonly<Record<string, { colour: string; supress: boolean } | undefined>>;

export function isSuppressed(type: string, colours: ColourSettings): boolean {
  return colours[type]?.supress === true;
}

export interface PieSlice {
  type: string;
  colour: string;
  count: number;
  /** Radians, clockwise from twelve o'clock. */
  start: number;
  end: number;
}

/**
 * The pie of unread types (spec doc 3 §4): one slice per type in the order the types first
 * appear, sized by count, suppressed types left out. Empty when every unread type is suppressed
 * (the dot is then hidden). Types without a colour setting are drawn in the fallback colour.
 */
export function pieSlices(unreadTypes: readonly string[], colours: ColourSettings, fallback = 'rgb(61,180,242)'): PieSlice[] {
  const counts = new Map<string, number>();
  for (const type of unreadTypes) {
    if (isSuppressed(type, colours)) continue;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const slices: PieSlice[] = [];
  let start = 0;
  for (const [type, count] of counts) {
    const end = start + (count / total) * Math.PI * 2;
    slices.push({ type, colour: colours[type]?.colour ?? fallback, count, start, end });
    start = end;
  }
  return slices;
}
