import { describe, expect, it } from 'vitest';

import {
  deepestFeatureChain,
  folderCycles,
  folderEdges,
  folderOf,
  MAX_FEATURE_FLOORS,
  mutualPairs,
} from './folder-graph.ts';

const PARTS = ['car/page'];
/** Modules from "importer → imported" lines. */
const graph = (...lines: string[]) =>
  lines.map((line) => {
    const [source, ...to] = line.split(' → ');
    return { source: source!, dependencies: to.map((resolved) => ({ resolved })) };
  });

describe('the folders of the layer rules', () => {
  it('counts a feature with its ui/ as one folder, and a named part as a folder of its own', () => {
    expect(folderOf('src/features/leads/ui/LeadForm.tsx', PARTS)).toBe('features/leads');
    expect(folderOf('src/features/car/pricing.ts', PARTS)).toBe('features/car');
    expect(folderOf('src/features/car/page/ui/Gallery.tsx', PARTS)).toBe('features/car/page');
    expect(folderOf('src/components/Button.astro', PARTS)).toBe('components');
  });

  it("lets a part import its feature's rules while a feature between them imports both ways", () => {
    const edges = folderEdges(
      graph(
        'src/features/car/page/view.ts → src/features/finance/calc.ts',
        'src/features/finance/calc.ts → src/features/car/pricing.ts',
      ),
      PARTS,
    );
    expect(folderCycles(edges)).toEqual([]);
    expect(mutualPairs(edges)).toEqual([]);
    expect(deepestFeatureChain(edges)).toEqual(['car/page', 'finance', 'car']);
  });

  it('finds folders that import each other, directly or in a circle', () => {
    const edges = folderEdges(
      graph(
        'src/features/a/x.ts → src/features/b/x.ts',
        'src/features/b/x.ts → src/features/c/x.ts',
        'src/features/c/x.ts → src/features/a/x.ts',
        'src/features/d/x.ts → src/features/e/x.ts',
        'src/features/e/x.ts → src/features/d/x.ts',
      ),
      PARTS,
    );
    expect(folderCycles(edges).sort()).toEqual([
      ['features/a', 'features/b', 'features/c'],
      ['features/d', 'features/e'],
    ]);
    expect(mutualPairs(edges)).toEqual([['features/d', 'features/e']]);
    // A chain stops where it would go round (the circle is reported on its own).
    expect(deepestFeatureChain(edges)).toHaveLength(3);
  });

  it('measures the floors from a feature that imports none, not counting the layers below', () => {
    const chain = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
    const edges = folderEdges(
      graph(
        ...chain.slice(1).map((f, i) => `src/features/${f}/x.ts → src/features/${chain[i]}/x.ts`),
        'src/features/f1/x.ts → src/components/y.ts',
        'src/pages/index.astro → src/features/f6/x.ts',
      ),
      PARTS,
    );
    expect(deepestFeatureChain(edges)).toEqual(['f6', 'f5', 'f4', 'f3', 'f2', 'f1']);
    expect(deepestFeatureChain(edges).length).toBeGreaterThan(MAX_FEATURE_FLOORS);
  });
});
