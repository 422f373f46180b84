/**
 * The contract between the 'Various queries' panel on /site-stats (spec doc 2, the tool panel row)
 * and the tools it runs. Each tool is one `VariousQuery` in its own file under `tools/`, listed
 * once in `tools/index.ts`; the panel draws the dropdown, the options from the typed schema, the
 * Run/Stop buttons, the progress line and the result, and aborts the run on Stop or on leaving.
 */

/** One option of a tool, drawn by the panel in the options area (RES-style typed schema). */
export type QueryOption =
  | { readonly kind: 'text'; readonly key: string; readonly label: string; readonly default: string; readonly placeholder?: string }
  | { readonly kind: 'number'; readonly key: string; readonly label: string; readonly default: number; readonly min?: number; readonly max?: number }
  | { readonly kind: 'checkbox'; readonly key: string; readonly label: string; readonly default: boolean; readonly title?: string }
  | {
      readonly kind: 'select';
      readonly key: string;
      readonly label: string;
      readonly default: string;
      readonly choices: readonly { readonly value: string; readonly label: string }[];
    };

export type QueryOptionValues = Readonly<Record<string, string | number | boolean>>;

/** How a figure reads at a glance: AniList's green (good) or red (bad), e.g. a compatibility figure (algorithms.md §1b). */
export type CellTone = 'good' | 'bad';

/**
 * A cell: plain text, text linked to an AniList path (always a same-site path, never HTML), or
 * text in a tone's colour.
 */
export type QueryCell = string | number | { readonly text: string; readonly href: string } | { readonly text: string; readonly tone: CellTone };

/**
 * What a tool shows. Tables are sortable by any column and virtualised by the panel; `html`
 * items are AniList HTML and go through DOMPurify in the panel (ui/sanitizeHtml), never raw.
 */
export type QueryResult =
  | { readonly kind: 'table'; readonly columns: readonly string[]; readonly rows: readonly (readonly QueryCell[])[]; readonly caption?: string }
  | { readonly kind: 'lines'; readonly lines: readonly QueryCell[][] }
  | { readonly kind: 'html'; readonly items: readonly { readonly heading: QueryCell; readonly html: string; readonly note?: string }[] }
  | { readonly kind: 'message'; readonly text: string };

export interface QueryRun {
  readonly options: QueryOptionValues;
  /** Aborted on Stop, on leaving the page, and when another run starts. */
  readonly signal: AbortSignal;
  /** The viewer's token (the script's sign-in), or null. */
  readonly token: string | null;
  /** The signed-in site user's name, or null. */
  readonly viewer: string | null;
  /** The progress line, in the spec's words ('Loading...', 'Page X of Y', …). */
  progress(text: string): void;
  /** Replaces the result area; tools that find things as they go call it repeatedly. */
  show(result: QueryResult): void;
}

export interface VariousQuery {
  /** Stable id (also the dropdown value). */
  readonly id: string;
  /** The dropdown text, in the spec's / original's words. */
  readonly label: string;
  /** Shown above the options while the query is chosen (e.g. the moderation helper's warning). */
  readonly description?: string;
  /** When set, without the script's sign-in the panel shows the spec's message instead of running. */
  readonly needsToken?: boolean;
  /** The text shown instead when `needsToken` and signed out, if the spec gives this query its own (default: REQUIRES_SIGN_IN). */
  readonly notSignedInMessage?: string;
  readonly options: readonly QueryOption[];
  /** Resolves when done; rejects with an Error whose message the panel shows. */
  run(run: QueryRun): Promise<void>;
}
