import type { Plugin } from 'vite';

/**
 * The finance tools a car page opens (the quick quote, the calculator, the pre-approval) share a
 * dozen small modules: the finance feature's own, the lender's quote shapes and the credit scores.
 * Left to the bundler they become one small file each for every different set of tools that uses
 * them, and a phone fetches each file with its own request, gzip frame and import lines. Put
 * in one file, the car page with the pre-approval open downloads about 400 bytes less, which is
 * what lets the pre-approval share the stepped-form head and the JSON client with the other
 * journeys within the car page's budget (bench:pages). The price: the calculator also loads the
 * quote's modules, which it does not use (about 1 KB; docs/performance.md has the figures).
 *
 * The group takes those modules only, not what they import (React, the form library), so the
 * bundler must be free to add exports to an island's entry file. A group that leaves its
 * dependencies out can make two files import each other; `chunkCycles` refuses such a build.
 */
export const TOOL_MODULES =
  /[\\/]src[\\/](features[\\/]finance[\\/]|services[\\/]lender[\\/]lender\.ts|config[\\/]credit-scores\.ts)/;

/**
 * The stepped journeys' shell (the step head and bar, the tab's storage atom, the JSON client),
 * which the pre-approval, the trade-in wizard, the checkout and the bookings share in some mix:
 * one file rather than four, so the car page with the pre-approval open stays within its budget
 * while that journey keeps its progress in the tab. The price: the quick quote and the calculator,
 * which need only the JSON client, load the step head too (about 0.5 KB).
 */
export const JOURNEY_MODULES =
  /[\\/]src[\\/]components[\\/](StepHead\.tsx|StepsBar\.tsx|tab-atom\.client\.ts|post-json\.client\.ts)/;

/** Chunks that import each other, directly or around a loop, as 'a.js → b.js → a.js' lines. */
export function chunkCycles(imports: Map<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...imports.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The Vite plugin: the tools' and journeys' groups in the browser's build, and the check of its output. */
export function toolChunksPlugin(): Plugin {
  return {
    name: 'dealer-tool-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'tools',
                    test: TOOL_MODULES,
                    minShareCount: 2,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'journey',
                    test: JOURNEY_MODULES,
                    minShareCount: 2,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const [file, out] of Object.entries(bundle))
        if (out.type === 'chunk') imports.set(file, out.imports);
      const cycles = chunkCycles(imports);
      if (cycles.length)
        this.error(
          `The browser's scripts import each other, so one may run before what it needs:\n${cycles.join('\n')}`,
        );
    },
  };
}
