import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { photoOnRequest } from './photo-on-request.ts';

describe('photo copies made on request (npm start)', () => {
  const root = mkdtempSync(join(tmpdir(), 'photo-on-request-'));
  const clientDir = join(root, 'client');
  const make = photoOnRequest({ clientDir, widths: [320, 640], cacheDir: join(root, 'cache') });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("makes a missing copy of one of the site's photos at one of its widths, once", async () => {
    const path = '/_img/320/images/photos/studio/suv-white-front.webp';
    expect(await make(path)).toBe(true);
    const meta = await sharp(join(clientDir, path)).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);
    // There now: left to the static files.
    expect(await make(path)).toBe(false);
  });

  it('makes nothing for another width, a photo that is not there, or a path out of public/', async () => {
    for (const path of [
      '/_img/321/images/photos/studio/suv-white-front.webp',
      '/_img/320/images/photos/no-such-photo.webp',
      '/_img/320/../package.webp',
      '/_img/320/images/photos/studio/suv-white-front.jpg',
      '/images/photos/studio/suv-white-front.webp',
    ])
      expect(await make(path), path).toBe(false);
    expect(existsSync(join(clientDir, '_img', '321'))).toBe(false);
  });
});
