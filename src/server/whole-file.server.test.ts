import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { writeWhole } from './whole-file.server.ts';

describe('writeWhole', () => {
  it('leaves the finished file and nothing beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whole-'));
    writeWhole(join(dir, 'L-1.json'), '{"a":1}');
    expect(readdirSync(dir)).toEqual(['L-1.json']);
    expect(readFileSync(join(dir, 'L-1.json'), 'utf8')).toBe('{"a":1}');
  });

  it('replaces a file in one step: its old text is never cut short first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whole-'));
    const file = join(dir, 'L-1.json');
    writeFileSync(file, 'old');
    writeWhole(file, 'new text');
    expect(readFileSync(file, 'utf8')).toBe('new text');
    expect(readdirSync(dir)).toEqual(['L-1.json']);
  });

  it('writes through a part file whose name no reader of finished files takes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whole-'));
    const file = join(dir, 'L-1.json');
    // A part file left by a write that died midway is not a lead.
    writeFileSync(`${file}.${process.pid}.part`, '{"half');
    writeWhole(file, '{}');
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual(['L-1.json']);
  });
});
