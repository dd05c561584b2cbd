import { describe, expect, it } from 'vitest';

import { esModuleSource } from './source.ts';

describe('a virtual module’s source', () => {
  it('exports each value by name, and default as the default export', () => {
    expect(esModuleSource({ default: { a: 1 }, watchlist: true, at: null })).toBe(
      'export default {"a":1};\nexport const watchlist = true;\nexport const at = null;\n',
    );
  });

  it('writes strings as JSON, so a quote or a line break cannot end them', () => {
    const source = esModuleSource({ name: `it's "quoted"\n</script>` });
    expect(source).toBe('export const name = "it\'s \\"quoted\\"\\n</script>";\n');
  });
});
