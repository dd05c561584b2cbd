import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { collectLocalPhotos, photoOrigins, writePhotoVariants } from './variants.server.ts';

const root = mkdtempSync(join(tmpdir(), 'photos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('photo variants', () => {
  it('finds every local photo in nested data, and no SVG or remote URL', () => {
    const found = collectLocalPhotos({
      cars: [{ images: ['/images/photos/a.jpg', '/images/photos/b.jpg'] }],
      model: { image: { url: '/images/models/x.jpg' } },
      logo: '/images/makes/toyota.svg',
      cdn: 'https://cdn.example.com/c.jpg',
      text: 'not a photo',
    });
    expect([...found].sort()).toEqual([
      '/images/models/x.jpg',
      '/images/photos/a.jpg',
      '/images/photos/b.jpg',
    ]);
  });

  it('finds them in every value given, each once', () => {
    const site = { cars: [{ images: ['/images/photos/a.jpg', '/images/photos/b.jpg'] }] };
    const config = { logo: '/images/photos/a.jpg', hero: '/images/hero/h.webp' };
    expect([...collectLocalPhotos(site, config)].sort()).toEqual([
      '/images/hero/h.webp',
      '/images/photos/a.jpg',
      '/images/photos/b.jpg',
    ]);
    expect(collectLocalPhotos(site)).toEqual(
      new Set(['/images/photos/a.jpg', '/images/photos/b.jpg']),
    );
  });

  it('writes a WebP copy per width, no larger than the source, then reuses the cache', async () => {
    const publicDir = join(root, 'public');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(publicDir, 'images'), { recursive: true });
    await sharp({ create: { width: 800, height: 533, channels: 3, background: '#a9202a' } })
      .jpeg()
      .toFile(join(publicDir, 'images', 'car.jpg'));
    const args = {
      urls: ['/images/car.jpg', '/images/gone.jpg'],
      publicDir,
      widths: [320, 640, 1200],
      cacheDir: join(root, 'cache'),
    };
    // npm start: a build copies only what the cache has and leaves the rest to the server.
    const none = await writePhotoVariants({
      ...args,
      outDir: join(root, 'out0'),
      makeMissing: false,
    });
    expect(none).toEqual({ made: 0, fromCache: 0, missing: ['/images/gone.jpg'], left: 3 });
    // A build makes the missing copies into the cache while its pages render (no outDir)…
    const warm = await writePhotoVariants({ ...args, widths: [320], outDir: null });
    expect(warm).toEqual({ made: 1, fromCache: 0, missing: ['/images/gone.jpg'], left: 0 });
    expect(readdirSync(join(root, 'cache'))).toHaveLength(1);
    // …and copies them all into the build at the end.
    const first = await writePhotoVariants({ ...args, outDir: join(root, 'out1') });
    expect(first).toEqual({ made: 2, fromCache: 1, missing: ['/images/gone.jpg'], left: 0 });
    const meta = await sharp(readFileSync(join(root, 'out1/_img/320/images/car.webp'))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    // A width past the source is not enlarged.
    expect((await sharp(join(root, 'out1/_img/1200/images/car.webp')).metadata()).width).toBe(800);

    const second = await writePhotoVariants({ ...args, outDir: join(root, 'out2') });
    expect(second.made).toBe(0);
    expect(second.fromCache).toBe(3);
    expect(readdirSync(join(root, 'out2/_img'))).toEqual(['1200', '320', '640']);
  });
});

describe('photo origins for the CSP', () => {
  const data = {
    cars: [{ images: ['https://photos.feed.example/a/1.jpg', '/images/photos/b.jpg'] }],
    site: 'https://www.dealer.example/about',
  };

  it("allows the stock feed's photo host when photos are used as they are or inside {url}", () => {
    expect(photoOrigins(data, null)).toEqual(['https://photos.feed.example']);
    expect(photoOrigins(data, '{url}?w={width}')).toEqual(['https://photos.feed.example']);
  });

  it('allows only the image CDN when the pattern names its own host', () => {
    expect(photoOrigins(data, 'https://img.cdn.example/{width}/{url}')).toEqual([
      'https://img.cdn.example',
    ]);
  });
});
