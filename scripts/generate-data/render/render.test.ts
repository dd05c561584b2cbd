import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { locationShots } from '../catalogue.ts';
import { photoBodies } from '../photo-parts.ts';
import { photoPath, scenePath, scenes } from '../photos.ts';
import { backdrop } from './backdrops.ts';
import { buildCar, Mat } from './car.ts';
import { heroes, passes, photoFile, renderPass } from './index.ts';
import { develop, renderLight } from './render.ts';

describe('the rendered sample photos', () => {
  it('renders exactly the exterior photos the sample data names, one pass per body, place and angle', () => {
    const all = passes('data');
    const keys = all.map((p) => `${p.backdrop}/${p.body}/${p.view}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('showroom/suv/front');
    expect(keys).toContain('gravel/hardtop/side');
    // A caravan yard photographs caravans, not hatchbacks.
    expect(all.filter((p) => p.backdrop === 'gravel').map((p) => p.body)).not.toContain('hatch');
    expect(
      all.find((p) => p.backdrop === 'studio' && p.body === 'suv' && p.view === 'rear')!.paints,
    ).toEqual(expect.arrayContaining(['white', 'red']));
  });

  it('renders a hero for every catalogue model, as its own body', () => {
    const all = heroes();
    expect(all).toHaveLength(new Set(all.map((h) => h.slug)).size);
    expect(all.find((h) => h.slug === 'rav4')).toMatchObject({ body: 'suv' });
    expect(all.find((h) => h.slug === 'hilux')).toMatchObject({ body: 'ute' });
    for (const h of all)
      expect(existsSync(join('public', 'images', 'models', `${h.slug}.jpg`)), h.slug).toBe(true);
  });

  it("renders every interior, home-page scene and location's building", () => {
    for (const sc of scenes)
      expect(existsSync(join('public', scenePath(sc.name))), sc.name).toBe(true);
    for (const body of photoBodies)
      for (const angle of ['interior', 'dashboard'] as const)
        expect(existsSync(join('public', photoPath(body, '', angle))), `${body} ${angle}`).toBe(
          true,
        );
    const shots = locationShots();
    expect(shots.filter((s) => s.service).length).toBeGreaterThan(0);
    for (const s of shots) expect(existsSync(join('public', s.path)), s.path).toBe(true);
  });

  it('the committed photo is what this renderer makes, byte for byte', async () => {
    const pass = passes('data').find(
      (p) => p.backdrop === 'gravel' && p.body === 'softtop' && p.view === 'side',
    )!;
    const dir = mkdtempSync(join(tmpdir(), 'render-'));
    try {
      const one = { ...pass, paints: [pass.paints[0]!] };
      await renderPass(one, dir);
      const file = photoFile(one.backdrop, one.body, one.paints[0]!, one.view);
      expect(readFileSync(join(dir, file)).equals(readFileSync(join('public', file)))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a paint changes the car and nothing else', () => {
    const light = renderLight('sedan', 'studio', 'side', 90, 60, 1);
    const { exposure } = backdrop('studio');
    const red = develop(light, '#a9202a', exposure, 1);
    const blue = develop(light, '#1f4e8c', exposure, 1);
    const at = (buf: Buffer, x: number, y: number) => [
      ...buf.subarray((y * 90 + x) * 3, (y * 90 + x) * 3 + 3),
    ];
    // The backdrop's corner is the same in both; the middle of the door is red in one, blue in the other.
    expect(at(red, 1, 1)).toEqual(at(blue, 1, 1));
    const [r1, , b1] = at(red, 45, 34);
    const [r2, , b2] = at(blue, 45, 34);
    expect(r1!).toBeGreaterThan(b1!);
    expect(b2!).toBeGreaterThan(r2!);
  });

  it('builds each body as its own shape: a ute is longer than it is tall, a van taller than a sedan', () => {
    const sedan = buildCar('sedan');
    const van = buildCar('van');
    const hardtop = buildCar('hardtop');
    expect(van.box.maxY).toBeGreaterThan(sedan.box.maxY + 30);
    // A caravan is towed: no headlamps, its drawbar at the right of the drawing.
    expect(hardtop.towed).toBe(true);
    expect(hardtop.noseRight).toBe(true);
    // The solid is solid: inside the cabin is negative, above the roof positive.
    expect(sedan.sdf(330, 80, 0)).toBeLessThan(0);
    expect(sedan.sdf(330, sedan.box.maxY + 10, 0)).toBeGreaterThan(0);
    // A point on the wheel's face is tyre or wheel, not paint.
    const wx = sedan.wheels[0]!;
    const face = [Mat.Tyre, Mat.Rim, Mat.RimDark, Mat.Chrome];
    let z = -120;
    while (sedan.sdf(wx, 60, z) > 0.05) z += Math.max(0.02, sedan.sdf(wx, 60, z) * 0.8);
    expect(face).toContain(sedan.material(wx, 60, z, 0, 0, -1));
  });
});
