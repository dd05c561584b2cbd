/**
 * The folders of src/ as the layer rules see them, over dependency-cruiser's module graph: which
 * folder imports which, the folders that import each other in a circle, and how many floors deep
 * the features stand. A folder is one of src/'s own folders, one feature with its ui/, or one part
 * of a feature (FEATURE_PARTS in .dependency-cruiser.mjs).
 */

/** What these rules read of a module: its path and the paths it imports. */
export interface Module {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/**
 * A folder as the layers count it: one of src/'s own folders, one feature with its ui/, or one
 * part of a feature (FEATURE_PARTS in .dependency-cruiser.mjs, such as features/car/page/).
 */
export const folderOf = (path: string, parts: readonly string[]) => {
  const part = parts.find((p) => path.startsWith(`src/features/${p}/`));
  if (part) return `features/${part}`;
  return /^src\/(features\/[^/]+|[^/]+)/.exec(path)?.[1] ?? path;
};

/** Every import from one folder to another, as folder → the folders it imports. */
export function folderEdges(
  modules: readonly Module[],
  parts: readonly string[],
): Map<string, Set<string>> {
  const folder = (path: string) => folderOf(path, parts);
  const edges = new Map<string, Set<string>>();
  for (const m of modules) {
    if (!m.source.startsWith('src/')) continue;
    const from = folder(m.source);
    const out = edges.get(from) ?? new Set<string>();
    edges.set(from, out);
    for (const d of m.dependencies)
      if (d.resolved.startsWith('src/') && folder(d.resolved) !== from) out.add(folder(d.resolved));
  }
  return edges;
}

/** Groups of folders that import each other in a circle (Tarjan's strongly connected components). */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) visit(v);
  return cycles;
}

/** Pairs of folders that import each other (either way, directly): what the layers forbid. */
export function mutualPairs(edges: Map<string, Set<string>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [a, out] of edges)
    for (const b of out) if (a < b && edges.get(b)?.has(a)) pairs.push([a, b]);
  return pairs.sort();
}

/**
 * The features' floors: a feature (or a part of one) that imports no other is floor 1, one that
 * imports it floor 2, and so on.
 */
export const MAX_FEATURE_FLOORS = 5;

/** The longest chain of features (and parts) importing each other, type imports too. */
export function deepestFeatureChain(edges: Map<string, Set<string>>): string[] {
  const feature = (folder: string) =>
    folder.startsWith('features/') ? folder.slice('features/'.length) : undefined;
  const chains = new Map<string, string[]>();
  const visiting = new Set<string>();
  // A cycle is reported by no-folder-cycle; a chain stops where it would go round.
  const chain = (folder: string): string[] => {
    const known = chains.get(folder);
    if (known) return known;
    if (visiting.has(folder)) return [];
    visiting.add(folder);
    let longest: string[] = [];
    for (const next of edges.get(folder) ?? []) {
      if (!feature(next)) continue;
      const c = chain(next);
      if (c.length > longest.length) longest = c;
    }
    visiting.delete(folder);
    const result = [feature(folder)!, ...longest];
    chains.set(folder, result);
    return result;
  };
  return [...edges.keys()]
    .filter(feature)
    .map(chain)
    .reduce((a, b) => (b.length > a.length ? b : a), []);
}
