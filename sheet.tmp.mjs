import sharp from 'sharp';
const files = process.argv.slice(3);
const W = 480, H = 320;
const tiles = await Promise.all(files.map((f) => sharp(f).resize(W, H, { fit: 'cover' }).toBuffer()));
const cols = 3, rows = Math.ceil(files.length / cols);
await sharp({ create: { width: W * cols, height: H * rows, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * W, top: Math.floor(i / cols) * H })))
  .png().toFile(process.argv[2]);
