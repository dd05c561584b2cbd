import { crc32, deflateRawSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { zipEntries } from './zip-entries.ts';

/** A zip of the given files (deflated), written by the format's rules, and an archive comment. */
function zip(files: Record<string, string>, comment = ''): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, dir, end, Buffer.from(comment)]);
}

describe("a function zip's table of contents", () => {
  it('lists each file with its unpacked size, with or without an archive comment', () => {
    const files = { 'ssr.mjs': 'export default 1;\n'.repeat(40), 'node_modules/a/index.js': 'x' };
    for (const comment of ['', 'made by a test'])
      expect(zipEntries(zip(files, comment))).toEqual([
        { name: 'ssr.mjs', size: 18 * 40 },
        { name: 'node_modules/a/index.js', size: 1 },
      ]);
  });

  it('refuses what is not a zip', () => {
    expect(() => zipEntries(Buffer.from('not a zip at all, just some text here'))).toThrow(
      /not a zip archive/,
    );
  });
});
