/** The chunks `entry` needs, each after the chunks it imports, `entry` last (depth-first post-order). */
export function evaluationOrder(entry: string, imports: Readonly<Record<string, readonly string[]>>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dependency of imports[name] ?? []) visit(dependency);
    order.push(name);
  };
  visit(entry);
  return order;
}
