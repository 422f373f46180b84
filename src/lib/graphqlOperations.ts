/**
 * What a GraphQL document would make AniList do: every operation's type and every fragment's
 * type condition, found by reading the whole document with GraphQL's grammar (spec §2,
 * executable definitions), the way the server reads it. Anything that does not parse is
 * refused by the caller, so there is no reading of a document in which this parser and the
 * server disagree on where an operation or a fragment starts.
 *
 * It checks syntax only, building no tree: a selection's field names need not exist, that is
 * the server's business and costs it nothing to refuse.
 */
import { GraphQlSyntaxError, Lexer, type Token } from './graphqlLexer';

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface DocumentSummary {
  /** One per operation, in order; a shorthand `{ … }` is a query. */
  operations: OperationType[];
  /** The named type of every fragment definition and inline fragment, in order. */
  typeConditions: string[];
}

/**
 * Deeper nesting than this is refused: no real query nests selections or values this far, and
 * a hostile page could otherwise overflow the stack with a megabyte of `[`.
 */
export const MAX_NESTING = 64;

const OPERATION_TYPES: readonly string[] = ['query', 'mutation', 'subscription'];

class Parser {
  private readonly lexer: Lexer;
  private token: Token;
  private depth = 0;
  readonly summary: DocumentSummary = { operations: [], typeConditions: [] };

  constructor(private readonly source: string) {
    this.lexer = new Lexer(source);
    this.token = this.lexer.next();
  }

  private fail(reason: string, at: number = this.token.start): never {
    throw new GraphQlSyntaxError(reason, at, this.source);
  }

  private describe(token: Token): string {
    return token.kind === 'eof' ? 'the end of the document' : `"${token.text}"`;
  }

  private advance(): Token {
    const current = this.token;
    this.token = this.lexer.next();
    return current;
  }

  private atEnd(): boolean {
    return this.token.kind === 'eof';
  }

  private peek(text: string): boolean {
    return this.token.kind === 'punctuator' && this.token.text === text;
  }

  private skip(text: string): boolean {
    if (!this.peek(text)) return false;
    this.advance();
    return true;
  }

  private expect(text: string): void {
    if (!this.skip(text)) this.fail(`expected "${text}", found ${this.describe(this.token)}`);
  }

  private name(what = 'a name'): string {
    if (this.token.kind !== 'name') this.fail(`expected ${what}, found ${this.describe(this.token)}`);
    return this.advance().text;
  }

  private keyword(word: string): boolean {
    if (this.token.kind !== 'name' || this.token.text !== word) return false;
    this.advance();
    return true;
  }

  /** Runs `read` one level deeper, refusing documents nested beyond MAX_NESTING. */
  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_NESTING) this.fail(`nested deeper than ${MAX_NESTING} levels`);
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  document(): DocumentSummary {
    if (this.atEnd()) this.fail('the document holds no operation');
    while (!this.atEnd()) this.definition();
    return this.summary;
  }

  private definition(): void {
    if (this.peek('{')) {
      this.summary.operations.push('query');
      this.selectionSet();
      return;
    }
    if (this.token.kind === 'name' && OPERATION_TYPES.includes(this.token.text)) {
      this.summary.operations.push(this.advance().text as OperationType);
      if (this.token.kind === 'name') this.advance();
      if (this.peek('(')) this.variableDefinitions();
      this.directives(false);
      this.selectionSet();
      return;
    }
    if (this.keyword('fragment')) {
      if (this.token.kind === 'name' && this.token.text === 'on') this.fail('a fragment may not be named "on"');
      this.name('a fragment name');
      this.typeCondition();
      this.directives(false);
      this.selectionSet();
      return;
    }
    this.fail(`expected an operation or a fragment, found ${this.describe(this.token)}`);
  }

  private typeCondition(): void {
    if (!this.keyword('on')) this.fail(`expected "on", found ${this.describe(this.token)}`);
    this.summary.typeConditions.push(this.name('a type name'));
  }

  private variableDefinitions(): void {
    this.expect('(');
    do {
      this.expect('$');
      this.name('a variable name');
      this.expect(':');
      this.type();
      if (this.skip('=')) this.value(true);
      this.directives(true);
    } while (!this.skip(')'));
  }

  private type(): void {
    this.nested(() => {
      if (this.skip('[')) {
        this.type();
        this.expect(']');
      } else {
        this.name('a type name');
      }
      this.skip('!');
    });
  }

  private directives(constant: boolean): void {
    while (this.skip('@')) {
      this.name('a directive name');
      if (this.peek('(')) this.arguments(constant);
    }
  }

  private arguments(constant: boolean): void {
    this.expect('(');
    do {
      this.name('an argument name');
      this.expect(':');
      this.value(constant);
    } while (!this.skip(')'));
  }

  private selectionSet(): void {
    this.nested(() => {
      this.expect('{');
      do this.selection();
      while (!this.skip('}'));
    });
  }

  private selection(): void {
    if (this.skip('...')) {
      if (this.token.kind === 'name' && this.token.text === 'on') {
        this.typeCondition();
        this.directives(false);
        this.selectionSet();
      } else if (this.token.kind === 'name') {
        this.advance();
        this.directives(false);
      } else {
        this.directives(false);
        this.selectionSet();
      }
      return;
    }
    this.name('a field');
    if (this.skip(':')) this.name('a field after its alias');
    if (this.peek('(')) this.arguments(false);
    this.directives(false);
    if (this.peek('{')) this.selectionSet();
  }

  private value(constant: boolean): void {
    const token = this.token;
    if (token.kind === 'int' || token.kind === 'float' || token.kind === 'string') {
      this.advance();
      return;
    }
    if (token.kind === 'name') {
      // true, false, null or an enum value: all one name here.
      this.advance();
      return;
    }
    if (this.peek('$')) {
      if (constant) this.fail('a variable may not stand in a constant value');
      this.advance();
      this.name('a variable name');
      return;
    }
    if (this.peek('[')) {
      this.nested(() => {
        this.advance();
        while (!this.skip(']')) this.value(constant);
      });
      return;
    }
    if (this.peek('{')) {
      this.nested(() => {
        this.advance();
        while (!this.skip('}')) {
          this.name('an object field');
          this.expect(':');
          this.value(constant);
        }
      });
      return;
    }
    this.fail(`expected a value, found ${this.describe(token)}`);
  }
}

/** The document's operations and type conditions; throws GraphQlSyntaxError when it does not parse. */
export function summariseDocument(source: string): DocumentSummary {
  return new Parser(source).document();
}
