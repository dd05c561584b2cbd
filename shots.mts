import { chromium } from '@playwright/test';
import { deflateSync } from 'node:zlib';
// A 256x256 light grey PNG tile, made here.
function png(): Buffer {
  const w = 256,
    h = 256;
  const raw = Buffer.alloc((w * 3 + 1) * h, 0xe8);
  for (let y = 0; y < h; y++) raw[y * (w * 3 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    let c = ~0;
    for (const b of td) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(~c >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const tile = png();
const [base, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const w of [390, 1366]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.route('https://tile.openstreetmap.org/**', (r) =>
    r.fulfill({ body: tile, contentType: 'image/png' }),
  );
  p.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  for (const path of paths) {
    await p.goto(base + path);
    await p.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    await p.waitForTimeout(800);
    const name = `/tmp/shots/${path.replace(/\W+/g, '_')}-${w}.png`;
    if (w > 400) {
      await p.screenshot({ path: name, fullPage: true });
      console.log(name);
    } else {
      const hgt = await p.evaluate(() => document.body.scrollHeight);
      for (let y = 0, i = 0; y < hgt; y += 1300, i++) {
        const n = name.replace('.png', `-${i}.png`);
        await p.screenshot({
          path: n,
          fullPage: true,
          clip: { x: 0, y, width: w, height: Math.min(1300, hgt - y) },
        });
        console.log(n);
      }
    }
  }
  await p.close();
}
await b.close();
