import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CHECKER_FIELD_NAMES, CHECKER_SELECTIONS, checkerPageDocument } from '../../../../src/api/queries/checker';
import { allDocuments } from '../../../../src/api/queries';
import { CHECKER_RULES, checkerFields } from '../../../../src/workers/checker';

const schema = buildSchema(readFileSync(new URL('../../../../sim/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (document: string) => validate(schema, parse(document)).map((error) => error.message);

describe('the checker page request, built from the rules switched on', () => {
  it.each(CHECKER_RULES.map((rule) => [rule.id, rule] as const))('is valid with only %s on, both ways', (_id, rule) => {
    for (const restricted of [false, true]) {
      const document = checkerPageDocument(checkerFields([rule]), restricted);
      expect(errorsOf(document)).toEqual([]);
      for (const field of rule.needs) expect(document).toContain(CHECKER_SELECTIONS[field]);
    }
  });

  it('with no rule asks only for id, titles and format', () => {
    const document = checkerPageDocument([], false);
    expect(document).toContain('media(type:$type,sort:POPULARITY_DESC){id title{romaji native english} format}');
    expect(errorsOf(document)).toEqual([]);
  });

  it('restricted to a list reads the user\'s list by media id', () => {
    const document = checkerPageDocument(['idMal'], true);
    expect(document).toContain('mediaList(type:$type,sort:MEDIA_ID,userName:$userName){media{id title{romaji native english} format idMal}}');
  });

  it('asks for a field once and in a fixed order, whatever the rules\' order', () => {
    expect(checkerPageDocument(['tags', 'idMal', 'tags'], false)).toBe(checkerPageDocument(['idMal', 'tags'], false));
    expect(checkerPageDocument(['tags', 'idMal'], false).match(/tags\{/g)).toHaveLength(1);
  });

  it('every field is read by some rule, so the listed document is the one with every rule on', () => {
    expect(new Set(checkerFields(CHECKER_RULES))).toEqual(new Set(CHECKER_FIELD_NAMES));
    expect(allDocuments.CHECKER_PAGE_EVERY_RULE).toBe(checkerPageDocument(checkerFields(CHECKER_RULES), false));
    expect(allDocuments.CHECKER_USER_LIST_PAGE_EVERY_RULE).toBe(checkerPageDocument(checkerFields(CHECKER_RULES), true));
  });

  it('a misspelled selection fails validation (the check can fail)', () => {
    const broken = checkerPageDocument(['tags'], false).replace('tags{rank name}', 'tags{rank nam}');
    expect(errorsOf(broken).join('\n')).toContain('nam');
  });
});
