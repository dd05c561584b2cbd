import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';

import {
  chunkCycles,
  JOURNEY_MODULES,
  TOOL_MODULES,
  toolChunksPlugin,
} from './tool-chunks.server.ts';

describe('TOOL_MODULES', () => {
  it('takes the finance feature, the lender quote shapes and the credit scores, and nothing else', () => {
    for (const id of [
      '/repo/src/features/finance/ui/use-quote.client.ts',
      '/repo/src/features/finance/texts.ts',
      '/repo/src/services/lender/lender.ts',
      '/repo/src/config/credit-scores.ts',
    ])
      expect(id).toMatch(TOOL_MODULES);
    for (const id of [
      '/repo/src/services/lender/broker.server.ts',
      '/repo/src/features/car/pricing.ts',
      '/repo/src/components/StepHead.tsx',
      '/repo/node_modules/react/index.js',
    ])
      expect(id).not.toMatch(TOOL_MODULES);
  });
});

describe('JOURNEY_MODULES', () => {
  it("takes the stepped journeys' shell: the step head and bar, the tab's atom, the JSON client", () => {
    for (const name of [
      'StepHead.tsx',
      'StepsBar.tsx',
      'tab-atom.client.ts',
      'post-json.client.ts',
    ])
      expect(`/repo/src/components/${name}`).toMatch(JOURNEY_MODULES);
    for (const id of [
      '/repo/src/components/Button.astro',
      '/repo/src/components/button.ts',
      '/repo/src/features/finance/ui/PreApproval.tsx',
      '/repo/node_modules/jotai/esm/vanilla/utils.mjs',
    ])
      expect(id).not.toMatch(JOURNEY_MODULES);
  });
});

describe('chunkCycles', () => {
  it('finds files that import each other, directly or around a loop', () => {
    const imports = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['a.js', 'c.js']],
      ['c.js', ['d.js']],
      ['d.js', ['c.js']],
    ]);
    expect(chunkCycles(imports)).toEqual(['a.js → b.js → a.js', 'c.js → d.js → c.js']);
  });

  it('finds none where files only import downwards, however shared', () => {
    const imports = new Map([
      ['island-a.js', ['tools.js', 'react.js']],
      ['island-b.js', ['tools.js']],
      ['tools.js', ['react.js']],
      ['react.js', []],
    ]);
    expect(chunkCycles(imports)).toEqual([]);
  });
});

describe('toolChunksPlugin', () => {
  const plugin = toolChunksPlugin();
  type ClientConfig = {
    build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension'; output: object } };
  };
  const hook = plugin.configEnvironment as (name: string) => ClientConfig | undefined;
  const clientConfig = hook('client')!;

  it('changes only the browser build', () => {
    expect(hook('ssr')).toBeUndefined();
    expect(hook('prerender')).toBeUndefined();
    expect(clientConfig.build.rolldownOptions.preserveEntrySignatures).toBe('allow-extension');
  });

  const dir = mkdtempSync(join(tmpdir(), 'tool-chunks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  const bundleIslands = async (islands: string[]) => {
    const bundle = await rolldown({
      cwd: dir,
      input: Object.fromEntries(
        islands.map((name) => [name, join(dir, `src/islands/${name}.tsx`)]),
      ),
      preserveEntrySignatures: clientConfig.build.rolldownOptions.preserveEntrySignatures,
      resolve: { modules: [join(dir, 'node_modules')] },
    });
    const { output } = await bundle.generate(
      clientConfig.build.rolldownOptions.output as Parameters<typeof bundle.generate>[0],
    );
    await bundle.close();
    return output.filter((o) => o.type === 'chunk');
  };

  it('puts the small modules two tools share in one file, leaving what they import apart', async () => {
    write('node_modules/ui-lib/index.js', 'export const render = (x) => String(x);\n');
    write('src/features/finance/rates.ts', 'export const rate = (n: number) => n * 1.07;\n');
    write('src/features/finance/texts.ts', "export const title = 'Your repayments';\n");
    write('src/config/credit-scores.ts', 'export const scores = [500, 700];\n');
    write('src/features/car/pricing.ts', "export const dollars = (n: number) => '$' + n;\n");
    const island = (uses: string) =>
      `import { render } from 'ui-lib';\n${uses}\nexport default () => render(rate(1) + title + scores.length + dollars(2));\n`;
    const imports = [
      "import { rate } from '../features/finance/rates.ts';",
      "import { title } from '../features/finance/texts.ts';",
      "import { scores } from '../config/credit-scores.ts';",
      "import { dollars } from '../features/car/pricing.ts';",
    ].join('\n');
    write('src/islands/Quote.tsx', island(imports));
    write('src/islands/Calculator.tsx', island(imports));
    write(
      'src/islands/Search.tsx',
      "import { render } from 'ui-lib';\nimport { dollars } from '../features/car/pricing.ts';\nexport default () => render(dollars(1));\n",
    );
    const chunks = await bundleIslands(['Quote', 'Calculator', 'Search']);
    const tools = chunks.filter((c) => c.name === 'tools');
    expect(tools).toHaveLength(1);
    expect(tools[0]!.moduleIds.map((id) => id.slice(dir.length)).sort()).toEqual([
      '/src/config/credit-scores.ts',
      '/src/features/finance/rates.ts',
      '/src/features/finance/texts.ts',
    ]);
    // The UI library and the price format, which the search also uses, stay out of it.
    expect(tools[0]!.code).not.toContain('String(x)');
    expect(tools[0]!.code).not.toContain("'$'");
    const search = chunks.find((c) => c.name === 'Search')!;
    expect(search.imports.some((f) => tools[0]!.fileName === f)).toBe(false);
  });

  it("puts the journeys' shell in one file of its own", async () => {
    write('node_modules/jotai-lib/index.js', 'export const stored = (k, v) => ({ k, v });\n');
    write('src/components/StepsBar.tsx', 'export const bar = (n: number) => `${n} steps`;\n');
    write(
      'src/components/StepHead.tsx',
      "import { bar } from './StepsBar.tsx';\nexport const head = (n: number) => 'Step ' + bar(n);\n",
    );
    write(
      'src/components/tab-atom.client.ts',
      "import { stored } from 'jotai-lib';\nexport const tabAtom = (k: string) => stored(k, 0);\n",
    );
    write(
      'src/components/post-json.client.ts',
      "export const postJson = (url: string) => fetch(url, { method: 'POST' });\n",
    );
    const journey = `import { head } from '../components/StepHead.tsx';
import { tabAtom } from '../components/tab-atom.client.ts';
import { postJson } from '../components/post-json.client.ts';
export default () => [head(3), tabAtom('k'), postJson('/api')];
`;
    write('src/islands/TradeIn.tsx', journey);
    write('src/islands/Checkout.tsx', journey);
    const chunks = await bundleIslands(['TradeIn', 'Checkout']);
    const shell = chunks.filter((c) => c.name === 'journey');
    expect(shell).toHaveLength(1);
    expect(shell[0]!.moduleIds.map((id) => id.slice(dir.length)).sort()).toEqual([
      '/src/components/StepHead.tsx',
      '/src/components/StepsBar.tsx',
      '/src/components/post-json.client.ts',
      '/src/components/tab-atom.client.ts',
    ]);
    // The storage library stays out of it.
    expect(shell[0]!.code).not.toContain('({ k, v })');
  });

  it('refuses a build whose files import each other', () => {
    const error = (message: string) => {
      throw new Error(message);
    };
    const bundle = {
      'a.js': { type: 'chunk', imports: ['b.js'] },
      'b.js': { type: 'chunk', imports: ['a.js'] },
      'style.css': { type: 'asset' },
    };
    const generate = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void;
    expect(() => generate.call({ error }, {}, bundle)).toThrow(
      /import each other, so one may run before what it needs:\na\.js → b\.js → a\.js/,
    );
    const fine = {
      'a.js': { type: 'chunk', imports: ['b.js'] },
      'b.js': { type: 'chunk', imports: [] },
    };
    expect(() => generate.call({ error }, {}, fine)).not.toThrow();
  });
});
