import { deflateSync } from 'node:zlib';

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A plain 256×256 map tile (PNG), so tests can answer the tile server's requests offline: the
 * machines have no internet, and a test must not depend on OpenStreetMap's servers.
 */
export function blankTile(grey = 0xe8): Buffer {
  const size = 256;
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size, grey);
  for (let y = 0; y < size; y++) raw[y * row] = 0; // filter byte: none
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
