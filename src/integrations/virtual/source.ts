/**
 * A virtual module's source from its values: each key an `export const`, `default` the default
 * export. Each virtual module (`virtual:dealer/…`) has a file in this folder whose interface is
 * what its importers see (src/env.d.ts types them from it) and whose function makes its values.
 */
export function esModuleSource(values: object): string {
  return Object.entries(values)
    .map(([name, value]) =>
      name === 'default'
        ? `export default ${JSON.stringify(value)};\n`
        : `export const ${name} = ${JSON.stringify(value)};\n`,
    )
    .join('');
}
