import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { publishPublicDir } from './public-files.server.ts';

describe('publishPublicDir', () => {
  it('puts every public file at its path in the build, linked, and keeps what the build wrote', () => {
    const root = mkdtempSync(join(tmpdir(), 'public-files-'));
    const pub = join(root, 'public');
    const out = join(root, 'client');
    mkdirSync(join(pub, 'images', 'photos', 'studio'), { recursive: true });
    writeFileSync(join(pub, 'images', 'photos', 'studio', 'suv-white-front.jpg'), 'jpeg bytes');
    writeFileSync(join(pub, 'robots.txt'), 'from public');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'robots.txt'), 'from the build');

    expect(publishPublicDir(pub, out)).toBe(1);
    const photo = join(out, 'images', 'photos', 'studio', 'suv-white-front.jpg');
    expect(readFileSync(photo, 'utf8')).toBe('jpeg bytes');
    // The same file, not a second copy of its bytes.
    expect(statSync(photo).ino).toBe(
      statSync(join(pub, 'images', 'photos', 'studio', 'suv-white-front.jpg')).ino,
    );
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toBe('from the build');
  });
});
