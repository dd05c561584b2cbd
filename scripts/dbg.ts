import sharp from 'sharp';
for (const f of process.argv.slice(2))
  await sharp(f)
    .png()
    .toFile(`/tmp/${f.split('/').pop()!.replace('.jpg', '.png')}`);
