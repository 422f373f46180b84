import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { importSearchDocument } from '../../../../src/api/queries/importSearch';

const schema = buildSchema(readFileSync(new URL('../../../../sim/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (document: string) => validate(schema, parse(document)).map((error) => error.message);

describe('the import search batch', () => {
  it('declares one variable per part, String for a title and Int for an id', () => {
    const document = importSearchDocument([
      { alias: 'a0', variable: 'v0', by: 'search' },
      { alias: 'a1', variable: 'v1', by: 'id' },
    ]);
    expect(document).toContain('query ImportSearch($type: MediaType, $v0: String, $v1: Int)');
    expect(document).toContain('a0: Page(perPage: 3) { media(type: $type, search: $v0)');
    expect(document).toContain('a1: Media(id: $v1, type: $type) { id title { romaji } }');
    expect(errorsOf(document)).toEqual([]);
  });

  it('is valid at the session\'s batch size of 40', () => {
    const parts = Array.from({ length: 40 }, (_, i) => ({ alias: `a${i}`, variable: `v${i}`, by: i % 7 === 0 ? 'id' as const : 'search' as const }));
    expect(errorsOf(importSearchDocument(parts))).toEqual([]);
  });
});
