/** What the finder says; the quoted ones are the spec's (doc 3 §4, §8), verbatim. */
export const strings = {
  button: 'New Chapters',
  scanning: 'Scanning...',
  nothing: 'No new items found :(',
  listFailed: (name: string) => `Could not find the list of ${name}`,
  someFailed: (count: number) => `${count} manga could not be checked; try again in a minute.`,
  found: (count: number) => `${count} with new chapters:`,
  item: (progress: number, guess: number) => ` ${progress} → ${guess}?`,
  behind: (behind: number) => ` (+${behind})`,
} as const;

export const IDS = { wrap: 'hohNewChaptersWrap', button: 'hohNewChapters' } as const;
