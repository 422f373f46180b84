/**
 * The userscript's @grant list, from what src/ calls: every GM_* identifier in our TypeScript
 * (read from its syntax tree, so comments and strings do not count), except GM_info, which every
 * manager gives without a grant. vite-plugin-monkey's own detection (autoGrant) is off: it
 * counts names in the bundled text, where the lazy chunks' host module once named them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const NO_GRANT_NEEDED = new Set(['GM_info']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

/** The GM_* functions the TypeScript under `srcDir` uses, sorted. */
export function usedGrants(srcDir: string): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && /^GM_\w+$/.test(node.text) && !NO_GRANT_NEEDED.has(node.text)) used.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...used].sort();
}
