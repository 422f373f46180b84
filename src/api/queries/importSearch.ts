/**
 * The Anime-Planet import's search batch (algorithms.md 1e): up to 40 items in one request, each
 * under its own alias. Titles travel as variables, so a quote or backslash in a title cannot
 * break the document; items the import table already knows are read by id.
 */

export interface ImportSearchPart {
  /** The field alias its answer comes back under. */
  readonly alias: string;
  /** The variable holding its title (a String) or media id (an Int). */
  readonly variable: string;
  readonly by: 'search' | 'id';
}

/** One aliased request for the given parts: the 3 best hits by title, or the media by id. */
export function importSearchDocument(parts: readonly ImportSearchPart[]): string {
  const definitions = ['$type: MediaType'];
  const fields: string[] = [];
  for (const part of parts) {
    if (part.by === 'search') {
      definitions.push(`$${part.variable}: String`);
      fields.push(`${part.alias}: Page(perPage: 3) { media(type: $type, search: $${part.variable}) { id title { romaji native english } synonyms } }`);
    } else {
      definitions.push(`$${part.variable}: Int`);
      fields.push(`${part.alias}: Media(id: $${part.variable}, type: $type) { id title { romaji } }`);
    }
  }
  return `query ImportSearch(${definitions.join(', ')}) {\n${fields.join('\n')}\n}`;
}

export interface ImportSearchHit {
  id: number;
  title?: { romaji?: string | null; native?: string | null; english?: string | null } | null;
  synonyms?: ReadonlyArray<string | null> | null;
}

/** By alias: a search part's page of hits, or an id part's media (null when it is gone). */
export type ImportSearchResult = Record<string, { media?: (ImportSearchHit | null)[] | null } | ImportSearchHit | null>;
