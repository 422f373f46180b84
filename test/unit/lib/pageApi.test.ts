import { describe, expect, it } from 'vitest';
import { Kind, parse, visit } from 'graphql';
import { summariseDocument } from '../../../src/lib/graphqlOperations';
import { PAGE_API_ERRORS, parsePageApiRequest, publicSettings, queryParams, queryRefusal } from '../../../src/lib/pageApi';

describe('the page interface protocol (aniscriptsAPI)', () => {
  it('reads a request sent as a JSON string', () => {
    expect(parsePageApiRequest(JSON.stringify({ id: 'a', method: 'ping' }))).toEqual({ id: 'a', method: 'ping', params: {} });
    expect(parsePageApiRequest(JSON.stringify({ id: 'b', method: 'query', params: { query: '{ Viewer { id } }' } })))
      .toEqual({ id: 'b', method: 'query', params: { query: '{ Viewer { id } }' } });
  });

  it('answers bad requests with an error when it knows whom to answer, and drops the rest', () => {
    expect(parsePageApiRequest({ id: 'a', method: 'ping' })).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest('not json')).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest(JSON.stringify({ method: 'ping' }))).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest(JSON.stringify({ id: 'c', method: 'token' }))).toEqual({ id: 'c', error: PAGE_API_ERRORS.unknownMethod('token') });
    expect(parsePageApiRequest(JSON.stringify({ id: 'd', method: 'ping', params: [1] }))).toEqual({ id: 'd', error: PAGE_API_ERRORS.badRequest });
  });

  it('offers queries only, whatever the spelling', () => {
    expect(queryParams({ query: 'mutation { x }' })).toBe(PAGE_API_ERRORS.notAQuery);
    expect(queryParams({ query: '' })).toBe(PAGE_API_ERRORS.noQuery);
    expect(queryParams({ query: '{ x }', variables: 'id=1' })).toBe(PAGE_API_ERRORS.badVariables);
    expect(queryParams({ query: '{ x }' })).toEqual({ query: '{ x }', variables: {} });
    expect(queryParams({ query: '{ x' })).toMatch(/^The query is not GraphQL Automail can read, so it is refused: expected a field, found the end of the document \(line 1, column 4\)$/);
  });

  // Every way seen or thought of to hide a mutation from a check over the text. Each must be refused.
  const HIDDEN_MUTATIONS: Record<string, string> = {
    'plain': 'mutation { DeleteActivity(id: 1) { deleted } }',
    'subscription': 'subscription { x }',
    'after a query': 'query A { Viewer { id } }\nmutation B { ToggleLike(id: 1) { id } }',
    'after a comma (seen: GraphQL ignores commas)': ',mutation{SaveTextActivity(text:"x"){id}}',
    'after a query and a comma': 'query{Viewer{id}},mutation{SaveTextActivity(text:"x"){id}}',
    'behind an escaped block-string quote (seen)':
      'query { Page { activities(search: """\\""" """) { id } } } mutation M { SaveTextActivity(text: """x""") { id } }',
    'a fragment on Mutation (seen)': '{ ...F } fragment F on Mutation { SaveTextActivity(text: "x") { id } }',
    'a fragment on Mutation behind an escaped block-string quote (seen)':
      '{ Page { activities(search: """\\""" """) { id } } ...F } fragment F on Mutation { SaveTextActivity(text: """x""") { id } }',
    'an inline fragment on Mutation': '{ ... on Mutation { SaveTextActivity(text: "x") { id } } }',
    'an inline fragment on Subscription, nested': '{ Viewer { id } a: Page { ... @include(if: true) { ... on Subscription { x } } } }',
    'a fragment on Subscription': 'fragment F on Subscription { x } { ...F }',
    'after a comment': '# query\nmutation { x }',
    'after a comment ended by \\r': '{ Viewer { id } } # x\rmutation { x }',
    'after a string holding a quote escape': '{ a(s: "\\"") } mutation { x }',
    'after a string holding a unicode-escaped quote': '{ a(s: "\\u0022") } mutation { x }',
    'after a string holding #': '{ a(s: "#") } mutation { x }',
    'after a comment holding """': '# """\nmutation { x } # """',
    'after the byte-order mark': '\uFEFFmutation { x }',
    'after a tab': '{ a }\tmutation{ x }',
    'with no space after a brace': '{a}mutation{x}',
    'an operation named query': 'mutation query { x }',
    'an operation named query, with variables and directives': 'mutation query($a: Int) @x { x(a: $a) }',
  };
  for (const [how, document] of Object.entries(HIDDEN_MUTATIONS)) {
    it(`refuses a mutation ${how}`, () => {
      expect(queryRefusal(document)).toBe(PAGE_API_ERRORS.notAQuery);
    });
  }

  // Documents that merely look like a mutation to a pattern: real queries, which must pass.
  const QUERIES: Record<string, string> = {
    'a query': 'query { Viewer { id } }',
    'the shorthand': '{ Media(id: 1) { id } }',
    'mutation in a string and a comment': 'query Q { Page { activities(search: "mutation x") { id } } } # mutation',
    'mutation in a block string after an escaped quote': '{ a(s: """ \\""" mutation { x } """) }',
    'an alias named mutation': '{ mutation: Viewer { id } }',
    'a field named mutation': '{ mutation subscription { a } }',
    'an operation named mutation': 'query mutation { a }',
    'an argument and an enum value named mutation': '{ a(mutation: mutation, subscription: [subscription]) }',
    '__typename': 'query { __typename }',
    'directives and variables': 'query Q($id: Int = 1, $s: [String!]) @cached { m: Media(id: $id) @include(if: true) { id } }',
    'several queries': 'query A { a } query B { b }',
    'fragments on query types': '{ ...F ... on Query { Viewer { id } } } fragment F on Query { a }',
    'commas and the byte-order mark': '\uFEFF{a,,b,,c},',
    'a comment line before': '# mutation { x }\n{ a }',
  };
  for (const [what, document] of Object.entries(QUERIES)) {
    it(`lets ${what} through`, () => {
      expect(queryRefusal(document)).toBeNull();
    });
  }

  const UNPARSED = ['{ a(s: """unterminated) } mutation { x }', '{ a(s: "unterminated) }', 'query', 'Query { a }', '{ a } }', '{ a(s: "\\q") }'];
  it('refuses what does not parse, whatever it holds', () => {
    for (const bad of UNPARSED) expect(queryRefusal(bad), bad).toMatch(/^The query is not GraphQL Automail can read/);
  });

  // The reference reading: graphql-js (a devDependency, too large to ship) sees the same
  // operations and fragments in every document of the corpus, and refuses the same ones.
  it("reads every document of the corpus as graphql-js's parser does", () => {
    const reference = (document: string) => {
      const ast = parse(document);
      const typeConditions: string[] = [];
      visit(ast, {
        FragmentDefinition: (node) => { typeConditions.push(node.typeCondition.name.value); },
        InlineFragment: (node) => { if (node.typeCondition) typeConditions.push(node.typeCondition.name.value); },
      });
      return {
        operations: ast.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.operation as string] : [])),
        typeConditions: typeConditions.sort(),
      };
    };
    for (const document of [...Object.values(HIDDEN_MUTATIONS), ...Object.values(QUERIES)]) {
      const ours = summariseDocument(document);
      expect({ ...ours, typeConditions: [...ours.typeConditions].sort() }, document).toEqual(reference(document));
    }
    for (const bad of UNPARSED) expect(() => parse(bad), bad).toThrow();
  });

  it('never hands out the sign-in', () => {
    expect(publicSettings({ accessToken: 'secret', shortRomaji: true })).toEqual({ shortRomaji: true });
  });
});
