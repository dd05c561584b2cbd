import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { locationShots } from '../../../scripts/generate-data/catalogue.ts';
import { photoPath, scenePath, scenes } from '../../../scripts/generate-data/photos.ts';
import { backdrop } from './backdrops.ts';
import { buildCar, plateFor } from './car.ts';
import { develop } from './develop.ts';
import { heroes, passes, photoFile, renderPass } from './index.ts';
import { lettering } from './lettering.ts';
import { photoBodies } from './outlines.ts';
import { renderLight } from './render.ts';
import { solidOf } from './sdf.ts';
import { Mat } from './solid.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

/** The product's sample data and the pictures it names. */
const ROOT = resolve(import.meta.dirname, '../../..');
const DATA = join(ROOT, 'data');
const PUBLIC = join(ROOT, 'public');

describe('the rendered sample photos', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('renders exactly the exterior photos the sample data names, one pass per body, place and angle', () => {
    const all = passes(DATA);
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
      expect(existsSync(join(PUBLIC, 'images', 'models', `${h.slug}.jpg`)), h.slug).toBe(true);
  });

  it('gives no two models the same hero: another setting, then from the back', () => {
    const all = heroes();
    const key = (h: { body: string; paint: string; backdrop: string; view: string }) =>
      `${h.body}/${h.paint}/${h.backdrop}/${h.view}`;
    expect(new Set(all.map(key)).size).toBe(all.length);
    // The Hilux and the BT-50 are both black utes: one on the road, the other in a yard.
    const hilux = all.find((h) => h.slug === 'hilux')!;
    const bt50 = all.find((h) => h.slug === 'bt-50')!;
    expect([hilux.body, hilux.paint]).toEqual([bt50.body, bt50.paint]);
    expect(hilux.backdrop).not.toBe(bt50.backdrop);
    expect([hilux.view, bt50.view]).toEqual(['front', 'front']);
    // A hero is seen from the back only once every setting for its body and paint is taken, seen
    // from the front.
    for (const h of all.filter((h) => h.view !== 'front'))
      for (const bd of ['road', 'forecourt', 'yard', 'showroom', 'studio'])
        expect(
          all.some((o) => key(o) === `${h.body}/${h.paint}/${bd}/front`),
          `${h.slug} ${bd}`,
        ).toBe(true);
    expect(all.filter((h) => h.view === 'rear').length).toBeGreaterThan(0);
  });

  it("renders every interior, home-page scene and location's building", () => {
    for (const sc of scenes)
      expect(existsSync(join(PUBLIC, scenePath(sc.name))), sc.name).toBe(true);
    for (const body of photoBodies)
      for (const angle of ['interior', 'dashboard'] as const)
        expect(existsSync(join(PUBLIC, photoPath(body, '', angle))), `${body} ${angle}`).toBe(true);
    const shots = locationShots();
    expect(shots.filter((s) => s.service).length).toBeGreaterThan(0);
    for (const s of shots) expect(existsSync(join(PUBLIC, s.path)), s.path).toBe(true);
  });

  it('the committed photo is what this renderer makes, byte for byte', async () => {
    const pass = passes(DATA).find(
      (p) => p.backdrop === 'gravel' && p.body === 'softtop' && p.view === 'side',
    )!;
    const dir = mkdtempSync(join(tmpdir(), 'render-'));
    try {
      const one = { ...pass, paints: [pass.paints[0]!] };
      await renderPass(one, dir);
      const file = photoFile(one.backdrop, one.body, one.paints[0]!, one.view);
      expect(readFileSync(join(dir, file)).equals(readFileSync(join(PUBLIC, file)))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

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

  it('puts fair-weather cloud in the outdoor skies, and none in the studio', () => {
    const spread = (name: 'yard' | 'road' | 'studio') => {
      const bd = backdrop(name);
      const out: [number, number, number] = [0, 0, 0];
      const reds: number[] = [];
      for (let a = -0.6; a <= 0.6; a += 0.01) {
        bd.env(Math.sin(a) * 0.94, 0.35, Math.cos(a) * 0.94, out);
        reds.push(out[0]);
      }
      return Math.max(...reds) - Math.min(...reds);
    };
    expect(spread('yard')).toBeGreaterThan(0.25);
    expect(spread('road')).toBeGreaterThan(0.25);
    expect(spread('studio')).toBeLessThan(0.01);
  });

  it("works out a still life's distance exactly, however its parts are boxed and sorted", () => {
    // A ball boxed loosely, and a floor: a point near the box but far from the ball gets the
    // ball's own distance (a box standing for it would band a soft shadow grazing past).
    const ball = (x: number, y: number, z: number) => Math.hypot(x, y - 50, z) - 10;
    const floor = (_x: number, y: number) => y;
    const still = solidOf(
      [
        {
          d: ball,
          m: Mat.Chrome,
          bound: [
            [0, 50, 0],
            [30, 30, 30],
          ],
        },
        { d: floor, m: Mat.Floor },
      ],
      { minX: -100, maxX: 100, maxY: 120, maxZ: 100 },
      { pos: [0, 50, 90], target: [0, 50, 0], fov: 50 },
    );
    for (const [x, y, z] of [
      [0, 50, 34],
      [25, 70, 25],
      [-31, 90, 3],
      [60, 49, 0],
      [0, 12, 0],
    ]) {
      const want = Math.min(ball(x!, y!, z!), floor(x!, y!));
      expect(still.sdf(x!, y!, z!), `${x} ${y} ${z}`).toBeCloseTo(want, 9);
    }
    expect(still.material(0, 60, 0, 0, 1, 0)).toBe(Mat.Chrome);
  });

  it("letters each body, each place's stock of a body and each model its own plate, in a state issue format", () => {
    // The scenes' cars by body, the stock photos by place and body, the heroes by model.
    const places = [...new Set(passes(DATA).map((p) => `${p.backdrop}/${p.body}`))];
    expect(places).toContain('forecourt/suv');
    expect(places).toContain('yard/suv');
    const plates = [...photoBodies, ...places, ...heroes().map((h) => h.slug)].map(plateFor);
    for (const p of plates) expect(p).toMatch(/^[A-HJ-NP-Z]{3}\d{2}[A-HJ-NP-Z]$/);
    expect(new Set(plates).size).toBe(plates.length);
  });

  it('photographs the models from five angles and three heights, and a stock photo from one', () => {
    const all = heroes();
    const pose = (slug: string) => {
      const h = all.find((x) => x.slug === slug)!;
      return [h.turn, h.height];
    };
    // The Outlander and the Model Y are both pale SUVs on a forecourt seen from the back.
    expect(pose('outlander')).not.toEqual(pose('model-y'));
    expect(new Set(all.map((h) => h.turn)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((h) => h.height)).size).toBeGreaterThanOrEqual(3);
    for (const h of all) {
      expect(h.turn).toBeGreaterThanOrEqual(30);
      expect(h.turn).toBeLessThanOrEqual(46);
    }
    // A stock photo's car leaves the camera to the photographer's usual angle.
    expect(buildCar('suv').cameraTurn).toBeUndefined();
  });

  it("letters a location's sign with the dealer's name", () => {
    // 'I': the middle column of its five, and its serifs across the top (not the corners).
    expect(lettering('I', 2.5, 3.5)).toBe(true);
    expect(lettering('I', 0.5, 3.5)).toBe(false);
    expect(lettering('I', 1.5, 6.5)).toBe(true);
    expect(lettering('I', 0.5, 6.5)).toBe(false);
    // 'L' then a gap column, then 'T': the T's stem is at 6 + 2.
    expect(lettering('LT', 0.5, 3.5)).toBe(true);
    expect(lettering('LT', 5.5, 3.5)).toBe(false);
    expect(lettering('LT', 8.5, 3.5)).toBe(true);
    // A space, and off the line.
    expect(lettering('A B', 8.5, 3.5)).toBe(false);
    expect(lettering('A', 2.5, 7.5)).toBe(false);
  });
});
