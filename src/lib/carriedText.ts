/**
 * Code carried as text in a comment (build/lazyChunks.ts): the whole body of a function is one
 * block comment holding the text, and the text is read back with the function's own source
 * (`Function.prototype.toString` returns it as written). The browser only has to find the end of
 * a comment when it compiles the userscript: measured in Chromium, 1 MB of chunk code cost about
 * 3.5 ms to compile as a comment, 23 ms as a string literal and 52 ms as a template literal, on
 * every page; and reading one chunk's text later costs no parse at all.
 *
 * A comment ends at the first `*` `/`, so the text is escaped reversibly: each `*`, then any
 * number of `@`, then `/` gets one more `@` (`*` `/` → `*@/`, `*@/` → `*@@/`, …). No `*` `/` is
 * left, and taking one `@` back from each such run restores the text exactly.
 */

export function escapeForComment(text: string): string {
  return text.replace(/\*(@*)\//g, '*$1@/');
}

export function unescapeFromComment(text: string): string {
  return text.replace(/\*(@*)@\//g, '*$1/');
}

/** The comment that carries `text`, as the body of a carrier function. */
export function carrierComment(text: string): string {
  return `/*\n${escapeForComment(text)}\n*/`;
}

/** The text carried by `carrier`, a function whose body is one comment made by `carrierComment`. */
export function carriedText(carrier: () => unknown): string {
  // Function.prototype's own toString, not the function's: nothing else is asked for its text.
  // (A page script that replaced Function.prototype.toString could equally replace `Function`,
  // which evaluates the text next: where the manager runs us in the page's own world, both are
  // the page's, as every built-in is.)
  const source = Function.prototype.toString.call(carrier);
  // Line breaks as written, `\n` or (a file saved again on Windows) `\r\n`.
  const open = source.indexOf('/*');
  const start = source.indexOf('\n', open) + 1;
  const close = source.lastIndexOf('*/');
  const end = source[close - 2] === '\r' ? close - 2 : close - 1;
  if (open === -1 || start === 0 || close === -1 || end < start) throw new Error('Automail: a carried code text is missing from the script (was the file changed after the build?)');
  return unescapeFromComment(source.slice(start, end));
}
