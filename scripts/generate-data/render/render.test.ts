import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { locationShots } from '../catalogue.ts';
import { photoBodies } from '../photo-parts.ts';
import { photoPath, scenePath, scenes } from '../photos.ts';
import { backdrop } from './backdrops.ts';
import { buildCar } from './car.ts';
import { heroes, passes, photoFile, renderPass } from './index.ts';
import { lettering } from './lettering.ts';
import { develop, renderLight } from './render.ts';
import { Mat } from './solid.ts';

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
  /** The material where a ray along -z (from the camera's side) first meets the body at (x, y). */
  const sideMaterial = (car: ReturnType<typeof buildCar>, x: number, y: number) => {
    let z = -200;
    for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
      z += Math.max(0.02, car.sdf(x, y, z) * 0.8);
    return car.material(x, y, z, 0, 0, -1);
  };
  /** The material where a ray along +x meets the nose (drawn on the left) at (y, z). */
  const faceMaterial = (car: ReturnType<typeof buildCar>, y: number, z: number) => {
    let x = car.box.minX - 50;
    for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
      x += Math.max(0.02, car.sdf(x, y, z) * 0.8);
    return car.material(x, y, z, -1, 0, 0);
  };

  it('gives each kind of car its own face: a tall grille of bars on an SUV, a mesh on a sedan, a lamp each side', () => {
    const suv = buildCar('suv');
    const sedan = buildCar('sedan');
    expect(faceMaterial(suv, 70, 0)).toBe(Mat.Grille);
    // A sedan's grille is lower: at an SUV's grille height a sedan's face is bonnet, not grille.
    expect(faceMaterial(sedan, 55, 10)).toBe(Mat.Grille);
    expect(faceMaterial(sedan, 75, 10)).not.toBe(Mat.Grille);
    // The plate sits on the bumper, in the middle.
    expect([Mat.Plate, Mat.PlateText]).toContain(faceMaterial(sedan, 41, 0));
  });

  it('draws a caravan with its entry door and a motorhome with its bed over the cab', () => {
    const caravan = buildCar('hardtop');
    // The door's edge is a shut line, its window glass; beside the door is the body.
    expect(sideMaterial(caravan, 384, 120)).toBe(Mat.Trim);
    expect(sideMaterial(caravan, 404, 170)).toBe(Mat.Glass);
    // The A-frame narrows to the hitch: wide at the body, narrow at the tip.
    expect(caravan.sdf(580, 40, 35)).toBeLessThan(0);
    expect(caravan.sdf(625, 40, 35)).toBeGreaterThan(0);
    const motorhome = buildCar('motorhome');
    // Over the cab, in front of the windscreen's top: the bed's shell (305 - 100 = 205 up).
    expect(motorhome.sdf(545, 205, 0)).toBeLessThan(0);
    // Below it, at the windscreen's height, the cab is set back.
    expect(motorhome.sdf(545, 150, 0)).toBeGreaterThan(0);
  });

  /** The material where a ray along -x meets the back (drawn on the right) at (y, z). */
  const backMaterial = (car: ReturnType<typeof buildCar>, y: number, z: number) => {
    let x = car.box.maxX + 50;
    for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
      x -= Math.max(0.02, car.sdf(x, y, z) * 0.8);
    return car.material(x, y, z, 1, 0, 0);
  };

  it("puts a cab chassis's tail lamps and plate on its tray's back, not on the cab", () => {
    const truck = buildCar('cabChassis');
    // The tray's deck is 91 to 123 up: a lamp towards each end, the plate in the middle.
    expect(backMaterial(truck, 110, 65)).toBe(Mat.TailLamp);
    expect(backMaterial(truck, 110, -65)).toBe(Mat.TailLamp);
    expect([Mat.Plate, Mat.PlateText]).toContain(backMaterial(truck, 107, 0));
    // In the gap in front of the tray, the cab's back is painted, with no lamp on it.
    let x = 372;
    for (let i = 0; i < 400 && truck.sdf(x, 105, 70) > 0.05; i++)
      x -= Math.max(0.02, truck.sdf(x, 105, 70) * 0.8);
    expect(truck.material(x, 105, 70, 1, 0, 0)).toBe(Mat.Paint);
  });

  it("sees through a convertible's windscreen to the seats in its open cockpit", () => {
    const open = buildCar('convertible');
    expect(faceMaterial(open, 105, 10)).toBe(Mat.Clear);
    // Two seat backs with head restraints, one each side, and nothing between them.
    expect(open.sdf(open.box.minX + 304 + 6, 108, 27)).toBeLessThan(0);
    expect(open.sdf(open.box.minX + 304 + 6, 108, -27)).toBeLessThan(0);
    expect(open.sdf(open.box.minX + 304 + 6, 108, 0)).toBeGreaterThan(0);
    // A sedan's windscreen is tinted glass.
    expect(faceMaterial(buildCar('sedan'), 105, 10)).not.toBe(Mat.Clear);
  });

  it('curves a side: it rolls under at the sill, stands upright, and rolls over at the shoulder', () => {
    const sedan = buildCar('sedan');
    const tiltAt = (y: number) => {
      expect(sideMaterial(sedan, 330, y)).toBe(Mat.Paint);
      return sedan.tilt[1];
    };
    expect(tiltAt(24)).toBeLessThan(-0.2);
    expect(Math.abs(tiltAt(52))).toBeLessThan(0.15);
    expect(tiltAt(92)).toBeGreaterThan(0.6);
    // A caravan's flat walls barely curve.
    const caravan = buildCar('hardtop');
    expect(sideMaterial(caravan, 150, 40)).toBe(Mat.Paint);
    expect(Math.abs(caravan.tilt[1])).toBeLessThan(0.2);
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
