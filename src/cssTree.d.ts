// css-tree's parts by their own entry points (package.json "exports"), so that a bundle takes the
// parser, walker and generator without the lexer and its syntax data (about 4x the size).
// @types/css-tree types only the package root; these re-use its types.

declare module 'css-tree/parser' {
  import type { parse } from 'css-tree';
  const parser: typeof parse;
  export default parser;
}

declare module 'css-tree/generator' {
  import type { generate } from 'css-tree';
  const generator: typeof generate;
  export default generator;
}

declare module 'css-tree/utils' {
  export const ident: { decode(text: string): string; encode(text: string): string };
}
