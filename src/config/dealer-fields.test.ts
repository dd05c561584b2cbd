import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * A dealer-file field that no code reads is a bug: an editor sets it and expects it to work. Each
 * leaf field of dealers/schema.json must be read somewhere in src/ or scripts/ (schemas, template
 * defaults and tests do not count), or be listed below with why it is not read yet (the
 * list is empty today).
 *
 * "Read" is judged from the code's text: `parent.field` (or `?.`, or destructured from an
 * expression ending in `parent`); the parent object used whole (indexed, looped over, spread);
 * the parent kept in a variable (`const d = config.leads.delivery`, then `d.field`); for top-level
 * fields and fields inside arrays or maps, `.field` or a destructured `field` anywhere. Comments
 * do not count. Write reads that way.
 */
const NOT_WIRED_YET: Record<string, string> = {};

interface Field {
  path: string[];
  /** Inside an array item or a map value: the parent has no name in code. */
  anonymousParent: boolean;
}

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
};

function leaves(node: Node, path: string[] = [], anonymousParent = false): Field[] {
  // anonymousParent reaches a leaf only straight from an array item or a map value.
  const branches = node.anyOf?.filter((n) => n.type !== 'null');
  if (branches?.length) return branches.flatMap((n) => leaves(n, path, anonymousParent));
  if (node.properties)
    return Object.entries(node.properties).flatMap(([k, v]) => leaves(v, [...path, k], false));
  if (node.type === 'array' && node.items?.properties)
    return Object.entries(node.items.properties).flatMap(([k, v]) => leaves(v, [...path, k], true));
  if (typeof node.additionalProperties === 'object' && node.additionalProperties.properties)
    return Object.entries(node.additionalProperties.properties).flatMap(([k, v]) =>
      leaves(v, [...path, k], true),
    );
  return [{ path, anonymousParent }];
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory())
      return p.startsWith(join('src', 'config', 'schema')) ? [] : sources(p);
    return /\.(ts|tsx|astro)$/.test(e) &&
      !/\.test\.ts$/.test(e) &&
      p !== join('src', 'config', 'templates.ts')
      ? [readFileSync(p, 'utf8')]
      : [];
  });
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function isRead(field: Field, code: string): boolean {
  const key = esc(field.path.at(-1)!);
  const parent = esc(field.path.length > 1 ? field.path.at(-2)! : 'config');
  // Names the parent object is kept under: `const d = config.leads.delivery;` makes `d.webhookUrlEnv` a read.
  const aliases = [
    ...code.matchAll(
      new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*[\\w.?]*\\b${parent}\\s*[;\\n]`, 'g'),
    ),
  ].map((m) => m[1]!);
  const patterns = [
    `\\b(?:${[parent, ...aliases].join('|')})\\??\\.${key}\\b`,
    `\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*[\\w.?]*\\b${parent}\\b`,
    // The parent object used whole: indexed, looped over or spread.
    `\\b${parent}\\s*\\[`,
    `Object\\.(?:entries|values|keys)\\(\\s*[\\w.?]*\\b${parent}\\s*\\)`,
    `\\.\\.\\.[\\w.?]*\\b${parent}\\b(?!\\??\\.)`,
    // Top-level fields, and fields of array items and map values, have no parent name in code.
    ...(field.anonymousParent || field.path.length === 1
      ? [`\\.${key}\\b`, `[{,]\\s*${key}\\s*[,}:]`]
      : []),
  ];
  return patterns.some((p) => new RegExp(p).test(code));
}

describe('the dealer file is honest', () => {
  const schema = JSON.parse(readFileSync('dealers/schema.json', 'utf8')) as Node;
  const fields = leaves(schema).filter((f) => f.path[0] !== '$schema');
  // Comments do not read anything.
  const code = [...sources('src'), ...sources('scripts')]
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

  it('has every field read by some code, or listed with why it is not read yet', () => {
    const unread = fields.filter((f) => !isRead(f, code)).map((f) => f.path.join('.'));
    expect(unread.filter((p) => !(p in NOT_WIRED_YET))).toEqual([]);
  });

  it('lists only fields that exist and are still unread (wired fields leave the list)', () => {
    const byPath = new Map(fields.map((f) => [f.path.join('.'), f]));
    for (const path of Object.keys(NOT_WIRED_YET)) {
      expect(byPath.has(path), `${path} is not a dealer-file field`).toBe(true);
      expect(
        isRead(byPath.get(path)!, code),
        `${path} is read now: remove it from NOT_WIRED_YET`,
      ).toBe(false);
    }
  });
});
