import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { packQueries } from '../../../src/api/batch';
import { allDocuments } from '../../../src/api/queries';
import * as q from '../../../src/api/queries';

const schemaPath = fileURLToPath(new URL('../../../sim/schema.graphql', import.meta.url));
const schema: GraphQLSchema = buildSchema(readFileSync(schemaPath, 'utf8'));

function errorsOf(document: string): string[] {
  return validate(schema, parse(document)).map((error) => error.message);
}

describe('every GraphQL document is valid against AniList’s schema', () => {
  it('has the documents the foundation, compare page and worker rely on', () => {
    for (const name of [
      'VIEWER', 'USER_ID_BY_NAME', 'STATS_LIST_CHUNK', 'STATS_STAFF_CHUNK',
      'COMPARE_USER_LIST_ANIME', 'COMPARE_USER_LIST_MANGA', 'CHECKER_PAGE_EVERY_RULE', 'CHECKER_USER_LIST_PAGE_EVERY_RULE',
      'IMPORT_SEARCH_BATCH', 'AUTORECS_LIST', 'LIST_NOTES',
      'MEDIA_BY_ID', 'MEDIA_BY_ID_MALS', 'TAG_COLLECTION', 'NOTIFICATIONS_PAGE', 'ACTIVITIES_BY_IDS',
      'SAVE_MEDIA_LIST_ENTRY', 'DELETE_MEDIA_LIST_ENTRY', 'TOGGLE_LIKE', 'SAVE_ACTIVITY_REPLY',
      'SAVE_TEXT_ACTIVITY', 'DELETE_ACTIVITY', 'UPDATE_USER_ABOUT',
    ]) {
      expect(allDocuments[name], name).toBeTypeOf('string');
    }
  });

  it.each(Object.entries(allDocuments))('%s', (_name, document) => {
    expect(errorsOf(document)).toEqual([]);
  });

  it('rejects a misspelled field (the check can fail)', () => {
    const broken = q.VIEWER.replace('donatorTier', 'donatorTeir');
    expect(broken).not.toBe(q.VIEWER);
    const errors = errorsOf(broken);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('donatorTeir');
  });
});

describe('packed requests are valid too', () => {
  const queries = Object.entries(allDocuments).filter(([, document]) => /^\s*query\b/.test(document));

  it('packs every query document together with itself', () => {
    for (const [name, document] of queries) {
      const packed = packQueries([{ document }, { document }]);
      expect(errorsOf(packed.document), name).toEqual([]);
    }
  });

  it('packs a mixed sample into one valid request', () => {
    const packed = packQueries([
      { document: q.MEDIA_BY_ID, variables: { id: 1 } },
      { document: q.MEDIA_BY_ID, variables: { id: 2 } },
      { document: q.USER_ID_BY_NAME, variables: { name: 'a' } },
      { document: q.MEDIA_LIST_ENTRY, variables: { userName: 'a', mediaId: 1 } },
      { document: q.FOLLOW_COUNTS, variables: { userId: 3 } },
      { document: q.TAG_COLLECTION },
      { document: q.ACTIVITY_MARKDOWN, variables: { id: 9 } },
    ]);
    expect(errorsOf(packed.document)).toEqual([]);
    expect(Object.keys(packed.variables).sort()).toEqual(
      ['q0_id', 'q1_id', 'q2_name', 'q3_mediaId', 'q3_userName', 'q4_userId', 'q6_id'].sort(),
    );
  });

  it('a packed request with a misspelled field fails validation', () => {
    const packed = packQueries([{ document: q.MEDIA_BY_ID }, { document: q.MEDIA_BY_ID.replace('idMal', 'idMall') }]);
    expect(errorsOf(packed.document).join('\n')).toContain('idMall');
  });
});
