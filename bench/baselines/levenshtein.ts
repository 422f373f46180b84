/**
 * The textbook edit distance the original used: the full (n+1)×(m+1) table, unit costs, on
 * UTF-16 code units. Exact, no cap. The import benchmark times our fastest-levenshtein matching
 * against this on the same candidates.
 */
export function levenshteinTable(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table: number[][] = [];
  for (let i = 0; i < rows; i++) {
    table.push(new Array<number>(cols).fill(0));
    table[i][0] = i;
  }
  for (let j = 0; j < cols; j++) table[0][j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const substitution = table[i - 1][j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      table[i][j] = Math.min(table[i - 1][j] + 1, table[i][j - 1] + 1, substitution);
    }
  }
  return table[rows - 1][cols - 1];
}
