import { describe, expect, it } from 'vitest';
import { GraphQlSyntaxError, Lexer } from '../../../src/lib/graphqlLexer';
import { MAX_NESTING, summariseDocument } from '../../../src/lib/graphqlOperations';

const tokens = (source: string): string[] => {
  const lexer = new Lexer(source);
  const out: string[] = [];
  for (let token = lexer.next(); token.kind !== 'eof'; token = lexer.next()) out.push(`${token.kind}:${token.text}`);
  return out;
};

describe('the GraphQL lexer', () => {
  it('ignores what GraphQL ignores: the byte-order mark, commas, comments, line ends', () => {
    expect(tokens('\uFEFF,{a,,b}# mutation {x}\r\n\tc')).toEqual(['punctuator:{', 'name:a', 'name:b', 'punctuator:}', 'name:c']);
  });

  it('ends a comment at \\r as well as \\n', () => {
    expect(tokens('# x\rmutation')).toEqual(['name:mutation']);
  });

  it('reads strings with their escapes, and block strings up to the first unescaped """', () => {
    expect(tokens('"a\\"b\\\\" "\\u0041\\u{1F600}"')).toEqual(['string:"a\\"b\\\\"', 'string:"\\u0041\\u{1F600}"']);
    expect(tokens('"""x\\""" y""" z')).toEqual(['string:"""x\\""" y"""', 'name:z']);
    // `\\"""`: the first backslash is a character, the second escapes the quotes.
    expect(tokens('"""\\\\""" still""" after')).toEqual(['string:"""\\\\""" still"""', 'name:after']);
    expect(tokens('"""a\nb"""')).toEqual(['string:"""a\nb"""']);
  });

  it('reads numbers as the spec does, and refuses what it forbids', () => {
    expect(tokens('0 -1 2.5 3e4 -6.1E-2')).toEqual(['int:0', 'int:-1', 'float:2.5', 'float:3e4', 'float:-6.1E-2']);
    for (const bad of ['01', '1.', '1e', '1mutation', '1.2.3', '-', '.5'])
      expect(() => tokens(bad), bad).toThrow(GraphQlSyntaxError);
  });

  it('refuses strings GraphQL would refuse, saying where', () => {
    for (const bad of ['"open', '"a\nb"', '"\\x"', '"\\u12"', '"\\u{}"', '"\\u{110000}"', '"""open', '"\u0001"', 'ä', '..', '%'])
      expect(() => tokens(bad), JSON.stringify(bad)).toThrow(GraphQlSyntaxError);
    expect(() => tokens('{\n  a\n  ?')).toThrow('line 3, column 3');
  });
});

describe("a document's operations and fragments", () => {
  it('finds every operation type and type condition', () => {
    expect(summariseDocument('{ a }')).toEqual({ operations: ['query'], typeConditions: [] });
    expect(summariseDocument('query A($x: [Int!]! = [1], $y: In = {a: {b: [ENUM]}}) @d(a: 1) { a(x: $x) { ... on B { c } ...F @skip(if: true) ... @include(if: false) { d } } } fragment F on C { e } mutation query { f }'))
      .toEqual({ operations: ['query', 'mutation'], typeConditions: ['B', 'C'] });
  });

  it('refuses what does not parse', () => {
    for (const bad of ['', '# only a comment', 'mutation', '{', '{}', '{ a } }', 'query { a(x:) }', 'query { a(x: $v) }junk', 'query ($x: Int = $y) { a }',
      'type Query { a: Int }', 'fragment on on A { a }', 'fragment F { a }', '{ a: }', '{ ...on }', 'query { a(x: {b 1}) }', '{ a(x: [1, 2) }'])
      expect(() => summariseDocument(bad), JSON.stringify(bad)).toThrow(GraphQlSyntaxError);
  });

  it(`refuses nesting deeper than ${MAX_NESTING} levels instead of overflowing the stack`, () => {
    expect(() => summariseDocument(`${'{a'.repeat(MAX_NESTING + 1)}${'}'.repeat(MAX_NESTING + 1)}`)).toThrow('nested deeper');
    expect(() => summariseDocument(`{ a(x: ${'['.repeat(100_000)}`)).toThrow('nested deeper');
    expect(summariseDocument(`${'{a'.repeat(MAX_NESTING)}${'}'.repeat(MAX_NESTING)}`).operations).toEqual(['query']);
  });
});
