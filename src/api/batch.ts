/**
 * The query packer (spec doc 1 §4: "several queries may be merged into one aliased request and
 * the result split back"). Each part is one query operation; its root fields get the alias prefix
 * `q<index>_` and its variables the prefix `q<index>_`, so parts never clash. The answer's keys
 * are split back by prefix and handed to each caller under the names it asked for.
 *
 * Limits (a part that breaks one throws PackError before anything is sent):
 * - one `query` operation per part (anonymous `{ … }` allowed); no mutations, subscriptions,
 *   fragment definitions or root-level fragment spreads (inline fragments deeper down are fine);
 * - at most MAX_PACK_SIZE parts per request (default DEFAULT_PACK_SIZE): AniList rejects queries
 *   past its complexity limit, and one failing part would otherwise take a huge request with it.
 */
import { request, type GraphQlErrorItem, type RequestOptions } from './client';

export const DEFAULT_PACK_SIZE = 20;
export const MAX_PACK_SIZE = 50;

export interface PackPart {
  document: string;
  variables?: Record<string, unknown>;
}

export interface PackedRequest {
  document: string;
  variables: Record<string, unknown>;
  /**
   * Each part's own answer, in part order; null for a part with no data or with an error on one
   * of its fields (as a query on its own would have given null).
   */
  split(data: Record<string, unknown> | null, errors?: readonly GraphQlErrorItem[]): (Record<string, unknown> | null)[];
}

export class PackError extends Error {
  override readonly name = 'PackError';
}

const NAME_START = /[_A-Za-z]/;
const NAME_CHAR = /[_0-9A-Za-z]/;

/** Index just after the string literal starting at `start` (plain or block string). */
function skipString(text: string, start: number): number {
  if (text.startsWith('"""', start)) {
    let index = start + 3;
    while (index < text.length) {
      if (text[index] === '\\' && text.startsWith('\\"""', index)) index += 4;
      else if (text.startsWith('"""', index)) return index + 3;
      else index += 1;
    }
    throw new PackError('unterminated block string');
  }
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text[index] === '"') return index + 1;
    else index += 1;
  }
  throw new PackError('unterminated string');
}

/**
 * Copies `text`, letting `rewrite` replace what starts at an index outside string literals:
 * it returns the replacement and the index to go on from, or null to keep the character.
 * String literals are always copied as they are.
 */
function rewriteOutsideStrings(text: string, rewrite: (index: number) => [string, number] | null): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"') {
      const end = skipString(text, index);
      out += text.slice(index, end);
      index = end;
      continue;
    }
    const replaced = rewrite(index);
    if (replaced) {
      out += replaced[0];
      index = replaced[1];
    } else {
      out += text[index];
      index += 1;
    }
  }
  return out;
}

/** Comments removed (they could hide braces or `$`), strings left intact. */
function stripComments(text: string): string {
  return rewriteOutsideStrings(text, (index) => {
    if (text[index] !== '#') return null;
    const end = text.indexOf('\n', index);
    return ['', end === -1 ? text.length : end];
  });
}

/** Index just after the bracket closing the one at `start` ('(' or '{'), skipping strings. */
function skipBracket(text: string, start: number): number {
  const open = text[start];
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      index = skipString(text, index);
      continue;
    }
    if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
    index += 1;
  }
  throw new PackError(`unbalanced ${open}`);
}

function skipSpace(text: string, index: number): number {
  while (index < text.length && /[\s,]/.test(text[index])) index += 1;
  return index;
}

function readName(text: string, index: number): string {
  if (!NAME_START.test(text[index] ?? '')) return '';
  let end = index + 1;
  while (end < text.length && NAME_CHAR.test(text[end])) end += 1;
  return text.slice(index, end);
}

/** `$name` → `$<prefix>name` outside string literals. */
function renameVariables(text: string, prefix: string): string {
  return rewriteOutsideStrings(text, (index) => {
    if (text[index] !== '$') return null;
    const name = readName(text, index + 1);
    if (!name) throw new PackError('a $ without a variable name');
    return [`$${prefix}${name}`, index + 1 + name.length];
  });
}

interface ParsedQuery {
  /** Text inside the operation's ( ), or ''. */
  variableDefinitions: string;
  /** Text inside the operation's outer { }. */
  selections: string;
}

function parseQuery(document: string): ParsedQuery {
  const text = stripComments(document).trim();
  const open = text.indexOf('{');
  if (open < 0) throw new PackError('no selection set');
  const head = text.slice(0, open).trim();
  let variableDefinitions = '';
  if (head !== '') {
    const keyword = readName(head, 0);
    if (keyword !== 'query') throw new PackError(`only query operations can be packed, not "${keyword || head}"`);
    const paren = head.indexOf('(');
    if (paren >= 0) {
      const end = skipBracket(head, paren);
      if (head.slice(end).trim() !== '') throw new PackError('directives on the operation cannot be packed');
      variableDefinitions = head.slice(paren + 1, end - 1).trim();
    } else if (!/^query(\s+[_A-Za-z][_0-9A-Za-z]*)?$/.test(head)) {
      throw new PackError('directives on the operation cannot be packed');
    }
  }
  const end = skipBracket(text, open);
  if (text.slice(end).trim() !== '') throw new PackError('one operation per part, without fragment definitions');
  return { variableDefinitions, selections: text.slice(open + 1, end - 1) };
}

/** Gives every root field of `selections` a response key starting with `prefix`. */
function aliasRootFields(selections: string, prefix: string): string {
  let out = '';
  let index = 0;
  for (;;) {
    const start = skipSpace(selections, index);
    out += selections.slice(index, start);
    if (start >= selections.length) return out;
    if (selections.startsWith('...', start)) throw new PackError('root-level fragment spreads cannot be packed');
    const first = readName(selections, start);
    if (!first) throw new PackError(`unexpected "${selections[start]}" at the root`);
    let cursor = skipSpace(selections, start + first.length);
    if (selections[cursor] === ':') {
      // Already aliased: keep its alias, prefixed.
      cursor = skipSpace(selections, cursor + 1);
      const field = readName(selections, cursor);
      if (!field) throw new PackError('alias without a field');
      out += `${prefix}${first}: ${field}`;
      cursor += field.length;
    } else {
      out += `${prefix}${first}: ${first}`;
      cursor = start + first.length;
    }
    // The rest of this field: arguments, directives, sub-selection.
    let rest = skipSpace(selections, cursor);
    if (selections[rest] === '(') rest = skipSpace(selections, skipBracket(selections, rest));
    while (selections[rest] === '@') {
      rest += 1 + readName(selections, rest + 1).length;
      rest = skipSpace(selections, rest);
      if (selections[rest] === '(') rest = skipSpace(selections, skipBracket(selections, rest));
    }
    if (selections[rest] === '{') rest = skipBracket(selections, rest);
    out += selections.slice(cursor, rest);
    index = rest;
  }
}

function partPrefix(index: number): string {
  return `q${index}_`;
}

/** Merges the parts into one request (pure; throws PackError for a part it cannot pack). */
export function packQueries(parts: readonly PackPart[]): PackedRequest {
  if (parts.length === 0) throw new PackError('nothing to pack');
  if (parts.length > MAX_PACK_SIZE) throw new PackError(`at most ${MAX_PACK_SIZE} queries per request`);
  const definitions: string[] = [];
  const bodies: string[] = [];
  const variables: Record<string, unknown> = {};
  parts.forEach((part, index) => {
    const prefix = partPrefix(index);
    const parsed = parseQuery(part.document);
    if (parsed.variableDefinitions) definitions.push(renameVariables(parsed.variableDefinitions, prefix));
    bodies.push(aliasRootFields(renameVariables(parsed.selections, prefix), prefix));
    for (const [name, value] of Object.entries(part.variables ?? {})) variables[prefix + name] = value;
  });
  const signature = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
  const document = `query Packed${signature} {\n${bodies.map((body) => body.trim()).join('\n')}\n}`;

  const split: PackedRequest['split'] = (data, errors = []) => {
    const failed = new Set<number>();
    for (const error of errors) {
      const key = error.path?.[0];
      const match = typeof key === 'string' ? /^q(\d+)_/.exec(key) : null;
      if (match) failed.add(Number(match[1]));
    }
    return parts.map((_, index) => {
      if (data === null || failed.has(index)) return null;
      const prefix = partPrefix(index);
      const own: Record<string, unknown> = {};
      let found = false;
      for (const [key, value] of Object.entries(data)) {
        if (!key.startsWith(prefix)) continue;
        own[key.slice(prefix.length)] = value;
        found = true;
      }
      return found ? own : null;
    });
  };
  return { document, variables, split };
}

/**
 * Sends the parts packed, `size` per request (requests run side by side; the rate budget paces
 * them), and gives each part its own answer or null, in part order.
 */
export async function queryPacked<T = Record<string, unknown>>(
  parts: readonly PackPart[],
  options: RequestOptions & { size?: number } = {},
): Promise<(T | null)[]> {
  const size = Math.min(Math.max(1, Math.floor(options.size ?? DEFAULT_PACK_SIZE)), MAX_PACK_SIZE);
  const chunks: PackPart[][] = [];
  for (let start = 0; start < parts.length; start += size) chunks.push(parts.slice(start, start + size));
  const answers = await Promise.all(
    chunks.map(async (chunk) => {
      const packed = packQueries(chunk);
      const result = await request<Record<string, unknown>>(packed.document, packed.variables, options);
      switch (result.kind) {
        case 'ok':
          return packed.split(result.data);
        case 'notFound':
          return packed.split(result.data, result.errors);
        case 'failed':
          return packed.split(result.data, result.error.errors);
        default:
          return chunk.map(() => null);
      }
    }),
  );
  return answers.flat() as (T | null)[];
}

export interface QueryBatcher {
  /** Queues one query; it is sent packed with the others queued in the same turn. */
  query<T>(document: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T | null>;
}

/**
 * Collects the queries made during one turn of the event loop (or until `size` are waiting) and
 * sends them packed; each caller gets its own answer. A caller whose signal aborts gets null.
 */
export function createQueryBatcher(options: { size?: number; auth?: boolean } = {}): QueryBatcher {
  const size = Math.min(Math.max(1, Math.floor(options.size ?? DEFAULT_PACK_SIZE)), MAX_PACK_SIZE);
  type Waiting = PackPart & { resolve(value: unknown): void; signal?: AbortSignal };
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting.filter((item) => !item.signal?.aborted);
    for (const item of waiting) if (item.signal?.aborted) item.resolve(null);
    waiting = [];
    if (batch.length === 0) return;
    queryPacked(batch, { size, auth: options.auth }).then(
      (answers) => batch.forEach((item, index) => item.resolve(item.signal?.aborted ? null : answers[index])),
      (error: unknown) => {
        console.error('Automail: packed query failed:', error instanceof Error ? error.message : error);
        batch.forEach((item) => item.resolve(null));
      },
    );
  };

  return {
    query<T>(document: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T | null> {
      return new Promise<T | null>((resolve) => {
        if (signal?.aborted) {
          resolve(null);
          return;
        }
        waiting.push({ document, variables, signal, resolve: resolve as (value: unknown) => void });
        if (waiting.length >= size) flush();
        else timer ??= setTimeout(flush, 0);
      });
    },
  };
}
