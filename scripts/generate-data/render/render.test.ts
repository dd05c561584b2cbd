import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { locationShots } from '../catalogue.ts';
import { outlineOf, photoBodies } from '../photo-parts.ts';
import { photoPath, scenePath, scenes } from '../photos.ts';
import { backdrop } from './backdrops.ts';
import { specs } from './bodies.ts';
import { buildCar, plateFor } from './car.ts';
import { field, polygons } from './field.ts';
import { heroes, inside, passes, photoFile, renderPass } from './index.ts';
import { cabin, livingRoom } from './interior.ts';
import { headLamp } from './lamps.ts';
import { lettering } from './lettering.ts';
import { develop, renderLight } from './render.ts';
import { solidOf } from './sdf.ts';
import { Mat } from './solid.ts';
import { tent } from './tent.ts';

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

  it('gives each kind of car its own face: a broad grille of bars on an SUV, a mesh on a sedan, a lamp each side', () => {
    const suv = buildCar('suv');
    const sedan = buildCar('sedan');
    expect(faceMaterial(suv, 70, 0)).toBe(Mat.Grille);
    // A sedan's grille is lower: at an SUV's grille height a sedan's face is bonnet, not grille.
    expect(faceMaterial(sedan, 55, 10)).toBe(Mat.Grille);
    expect(faceMaterial(sedan, 75, 10)).not.toBe(Mat.Grille);
    // The plate sits on the bumper, in the middle.
    expect([Mat.Plate, Mat.PlateText]).toContain(faceMaterial(sedan, 41, 0));
  });

  it("clads a four-wheel drive's arches in black, and gives it a black bumper with an intake over a bash plate", () => {
    const suv = buildCar('suv');
    const sedan = buildCar('sedan');
    // Just over the front wheel's arch: black cladding on an SUV, paint on a sedan.
    expect(sideMaterial(suv, suv.wheels[0]!, 86)).toBe(Mat.Trim);
    expect(sideMaterial(sedan, sedan.wheels[0]!, 82)).toBe(Mat.Paint);
    // Low on its face: the bash plate under the middle, the intake's mesh beside the plate, the
    // bumper black out at the corners.
    expect(faceMaterial(suv, 35, 0)).toBe(Mat.Alloy);
    expect(faceMaterial(suv, 40, 30)).toBe(Mat.Grille);
    expect(faceMaterial(suv, 40, 70)).toBe(Mat.Trim);
  });

  it("stands a ute's plate on its bumper, and starts its grille above the plate, however high it rides", () => {
    const ute = buildCar('ute');
    // A ute rides 6 units higher than an SUV: its plate's middle is 47 up, not a sedan's 41.
    expect([Mat.Plate, Mat.PlateText]).toContain(faceMaterial(ute, 47, 0));
    expect([Mat.Plate, Mat.PlateText]).not.toContain(faceMaterial(ute, 41, 0));
    expect(faceMaterial(ute, 56, 6)).toBe(Mat.Grille);
    expect(faceMaterial(ute, 51, 6)).not.toBe(Mat.Grille);
  });

  it('gives each kind of car its own headlamps: low beside the grille on a people mover, square on a ute, swept back on a hatch', () => {
    const at = (y: number, across: number, f = 4) => ({
      f,
      y,
      az: across * 80,
      hw: 80,
      across,
      top: 90,
      grilleFoot: 48,
    });
    // Low in the bumper's corner, beside the grille's foot: only a people mover's main lamp is there.
    expect(headLamp('split', at(54, 0.7))).not.toBeNull();
    for (const style of ['strip', 'square', 'swept'] as const)
      expect(headLamp(style, at(54, 0.7)), style).toBeNull();
    // A square lamp is tall: 15 under the bonnet's edge it is still lamp, a strip's is paint.
    expect(headLamp('square', at(75, 0.8))).not.toBeNull();
    expect(headLamp('strip', at(75, 0.8))).toBeNull();
    // Its running light rings it: lit near its edge, not in its middle.
    expect(headLamp('square', at(73, 0.8))).toBe(1);
    expect(headLamp('square', at(82, 0.68))).toBe(0);
    // A swept lamp reaches far back along the wing at its outer end; a strip's stops sooner.
    expect(headLamp('swept', at(87, 0.95, 30))).not.toBeNull();
    expect(headLamp('strip', at(87, 0.95, 30))).toBeNull();
    // Every car's bodies.ts style is one of the four, and they are not all the same.
    const styles = new Set(
      (['hatch', 'sedan', 'peopleMover', 'ute', 'van'] as const).map((b) => specs[b]!.lamp),
    );
    expect(styles.size).toBe(4);
    // An SUV and a people mover share a grille of bars, not their lamps.
    expect(specs.suv!.grille).toBe(specs.peopleMover!.grille);
    expect(specs.suv!.lamp).not.toBe(specs.peopleMover!.lamp);
  });

  it('draws a caravan with its entry door and a motorhome with its bed over the cab', () => {
    const caravan = buildCar('hardtop');
    // The door's edge is a shut line, its window tinted acrylic (soft reflections, not a car's
    // glass), as the side windows are; a motorhome's cab, ahead of its door, has a car's glass.
    expect(sideMaterial(caravan, 384, 120)).toBe(Mat.Trim);
    expect(sideMaterial(caravan, 404, 170)).toBe(Mat.Acrylic);
    expect(sideMaterial(caravan, 170, 150)).toBe(Mat.Acrylic);
    // The A-frame narrows to the hitch: wide at the body, narrow at the tip.
    expect(caravan.sdf(580, 40, 35)).toBeLessThan(0);
    expect(caravan.sdf(625, 40, 35)).toBeGreaterThan(0);
    const motorhome = buildCar('motorhome');
    // Over the cab, in front of the windscreen's top: the bed's shell (305 - 100 = 205 up).
    expect(motorhome.sdf(545, 205, 0)).toBeLessThan(0);
    // Below it, at the windscreen's height, the cab is set back.
    expect(motorhome.sdf(545, 150, 0)).toBeGreaterThan(0);
    expect(sideMaterial(motorhome, 496, 140)).toBe(Mat.Glass);
    expect(sideMaterial(motorhome, 150, 170)).toBe(Mat.Acrylic);
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

  /** The surface's normal at a point, from the distance field. */
  const normalOf = (car: ReturnType<typeof buildCar>, x: number, y: number, z: number) => {
    const e = 0.3;
    const g = [
      car.sdf(x + e, y, z) - car.sdf(x - e, y, z),
      car.sdf(x, y + e, z) - car.sdf(x, y - e, z),
      car.sdf(x, y, z + e) - car.sdf(x, y, z - e),
    ];
    const l = Math.hypot(...g);
    return g.map((v) => v / l) as [number, number, number];
  };

  it('flattens a curved outline finely enough that its normal turns smoothly, with no facets', () => {
    // A quarter-circle-like curve: along it the outward normal turns about a right angle.
    const f = field(polygons('M0 100 Q0 0 100 0 L100 100 Z'));
    const angles: number[] = [];
    for (let i = 1; i < 200; i++) {
      const u = i / 200;
      // On the curve itself: B(u) = (1-u)^2 P0 + 2u(1-u) P1 + u^2 P2.
      const x = u * u * 100;
      const y = (1 - u) * (1 - u) * 100;
      const gx = f.at(x + 0.3, y) - f.at(x - 0.3, y);
      const gy = f.at(x, y + 0.3) - f.at(x, y - 0.3);
      angles.push(Math.atan2(gy, gx));
    }
    const steps = angles.slice(1).map((a, i) => Math.abs(a - angles[i]!));
    // About 1.57 radians over 199 steps; flat facets would put it all in a few jumps.
    expect(Math.max(...steps)).toBeLessThan(0.04);
  });

  it('fits each kind of car its own wheels: spokes by the body, dark alloy on an SUV, pressed steel on a van', () => {
    /** Around the wheel's face at 0.4 of its radius: how many separate runs of metal. */
    const runs = (body: Parameters<typeof buildCar>[0]) => {
      const car = buildCar(body);
      const wx = car.wheels[0]!;
      const R = car.spec.wheel;
      const metal: boolean[] = [];
      for (let i = 0; i < 360; i++) {
        const a = (i / 360) * 2 * Math.PI;
        metal.push(
          sideMaterial(car, wx + R * 0.4 * Math.cos(a), R + R * 0.4 * Math.sin(a)) === Mat.Rim,
        );
      }
      return metal.filter((m, i) => m && !metal[(i + 359) % 360]).length;
    };
    expect(runs('suv')).toBe(6);
    expect(runs('hatch')).toBe(10);
    expect(runs('coupe')).toBe(15);
    // A sedan's five spokes are each split down the middle.
    expect(runs('sedan')).toBe(10);
    // A van's steel wheel is metal all round but for its ring of eight holes.
    expect(runs('van')).toBe(8);
    expect(buildCar('suv').spec.rim.dark).toBe(true);
    expect(buildCar('sedan').spec.rim.dark).toBe(false);
  }, 60_000);

  it('glazes an SUV, a wagon and a people mover with privacy glass behind the front doors, and pillars the quarter window', () => {
    /** Glass and pillars along the side, 30 under the roof, in order from the nose. */
    const panes = (body: Parameters<typeof buildCar>[0]) => {
      const car = buildCar(body);
      const row: number[] = [];
      for (let x = car.box.minX; x <= car.box.maxX; x += 1) {
        const m = sideMaterial(car, x, car.box.maxY - 30);
        if ([Mat.Glass, Mat.Privacy, Mat.Trim].includes(m as 1) && row.at(-1) !== m) row.push(m);
      }
      return row.join(' ');
    };
    const { Glass, Privacy, Trim } = Mat;
    // The front door's clear window, the B-pillar, the back door's privacy glass, the C-pillar at
    // its rear edge, and privacy glass in the quarter window behind it.
    for (const body of ['suv', 'wagon', 'peopleMover'] as const)
      expect(panes(body), body).toContain([Glass, Trim, Privacy, Trim, Privacy].join(' '));
    // A sedan's and a hatch's are clear all through, pillared the same way.
    for (const body of ['sedan', 'hatch'] as const) {
      expect(panes(body), body).toContain([Glass, Trim, Glass, Trim].join(' '));
      expect(panes(body), body).not.toContain(String(Privacy));
    }
  }, 60_000);

  it("cuts a tyre's tread with grooves and sipes, and leaves its sidewall plain", () => {
    const suv = buildCar('suv');
    // Across the front tyre's tread, seen from ahead 8 units off the ground.
    const runs: boolean[] = [];
    for (let z = 30; z <= 110; z += 0.25) {
      let x = suv.box.minX - 50;
      for (let i = 0; i < 400 && suv.sdf(x, 8, z) > 0.05; i++)
        x += Math.max(0.02, suv.sdf(x, 8, z) * 0.8);
      if (suv.material(x, 8, z, -1, 0, 0) !== Mat.Tyre) continue;
      const groove = suv.detail > 0.5;
      if (runs.at(-1) !== groove) runs.push(groove);
    }
    // Rubber and groove in turn, at least two grooves.
    expect(runs.filter((g) => g).length).toBeGreaterThanOrEqual(2);
    expect(runs.filter((g) => !g).length).toBeGreaterThanOrEqual(3);
    // The sidewall, between the rim and the tread, is plain rubber.
    const R = suv.spec.wheel;
    expect(sideMaterial(suv, suv.wheels[0]! + R * 0.8, R)).toBe(Mat.Tyre);
    expect(suv.detail).toBe(0);
  }, 60_000);

  it('caps a wheel with a small chrome badge, a line round the cap and a wheel nut behind each spoke', () => {
    // Five on the sedan's five spokes and the van's steel wheel, six on the SUV's six spokes.
    for (const [body, nuts] of [
      ['sedan', 5],
      ['van', 5],
      ['suv', 6],
    ] as const) {
      const car = buildCar(body);
      const wx = car.wheels[0]!;
      const R = car.spec.wheel;
      const at = (r: number, a: number) =>
        sideMaterial(car, wx + r * Math.cos(a), R + r * Math.sin(a));
      expect(at(0, 0)).toBe(Mat.Chrome);
      // The cap is the rim's finish, not chrome (a chrome cap mirrored the sky as a white disc).
      expect(at(R * 0.1, 1)).toBe(Mat.Rim);
      expect(at(R * 0.135, 1)).toBe(Mat.RimDark);
      // Round the circle through the nuts: the dark holes, the rim's finish between.
      const ring: number[] = [];
      for (let i = 0; i < 360; i++) {
        const m = at(R * 0.18, (i / 360) * 2 * Math.PI);
        if (ring.at(-1) !== m) ring.push(m);
      }
      const holes = ring.filter((m) => m === Mat.RimDark).length;
      // (A hole across the circle's start is met at both ends.)
      const across = ring[0] === Mat.RimDark && ring.at(-1) === Mat.RimDark;
      expect(across ? holes - 1 : holes, body).toBe(nuts);
    }
  });

  it("draws the front door's leading edge down from the side glass's front", () => {
    /** Where a panel gap crosses the side `y` up, from the front wheel back to the B-pillar. */
    const gaps = (body: Parameters<typeof buildCar>[0], y: number) => {
      const car = buildCar(body);
      const xs: number[] = [];
      for (let x = car.wheels[0]! - 30; x < car.wheels[1]!; x += 0.25)
        if (sideMaterial(car, x, y) === Mat.Well && car.detail === 1) xs.push(x);
      return xs;
    };
    // The sedan's front wheel is at 180 (its arch 42 round it), its B-pillar's door line at 356,
    // its side glass's front at 257: the leading edge runs down from just under the glass's front.
    const sedan = gaps('sedan', 70);
    const lead = sedan.find((x) => x > 180 + 42)!;
    expect(lead).toBeGreaterThan(250);
    expect(lead).toBeLessThan(258);
    expect(sedan.filter((x) => x > lead + 2 && x < 350)).toEqual([]);
    // An SUV's too; a van's stands over its front wheel, as the door opens above the arch.
    expect(gaps('suv', 70).some((x) => x > 190 + 42 && x < 340)).toBe(true);
    expect(gaps('van', 95).some((x) => Math.abs(x - 150) < 10)).toBe(true);
  }, 60_000);

  it('shows mostly dark through tinted glass, and darker still through privacy glass', () => {
    /** An SUV all of one glass, from the side in the yard: its mean light over the sky's. */
    const share = (m: number) => {
      const suv = buildCar('suv');
      const glassy = Object.create(suv) as typeof suv;
      glassy.material = () => {
        suv.detail = 1;
        return m;
      };
      const light = renderLight(glassy, 'yard', 'side', 120, 80, 1);
      let car = 0;
      let cars = 0;
      let sky = 0;
      let skies = 0;
      for (let i = 0; i < light.bg.length; i++) {
        const v = light.b[i * 3]! + light.b[i * 3 + 1]! + light.b[i * 3 + 2]!;
        if (light.bg[i] === 0) [car, cars] = [car + v, cars + 1];
        else if (light.bg[i] === 1) [sky, skies] = [sky + v, skies + 1];
      }
      return car / cars / (sky / skies);
    };
    const glass = share(Mat.Glass);
    const privacy = share(Mat.Privacy);
    // At a reflection floor of 16 per cent, glass showed a quarter of the backdrop's light and
    // privacy glass four fifths of that: milky, and barely tinted.
    expect(glass).toBeLessThan(0.2);
    expect(privacy).toBeLessThan(glass * 0.75);
  }, 60_000);

  it('sets the wheel open between its spokes, deeper than the spokes’ faces', () => {
    const suv = buildCar('suv');
    const wx = suv.wheels[0]!;
    const R = suv.spec.wheel;
    const hitZ = (a: number) => {
      const x = wx + R * 0.4 * Math.cos(a);
      const y = R + R * 0.4 * Math.sin(a);
      let z = -200;
      for (let i = 0; i < 400 && suv.sdf(x, y, z) > 0.05; i++)
        z += Math.max(0.02, suv.sdf(x, y, z) * 0.8);
      return z;
    };
    // On a spoke (at 0) and between two (at 30 degrees): the gap is about 6 units further in.
    expect(hitZ(Math.PI / 6) - hitZ(0)).toBeGreaterThan(4);
  });

  it('glazes a raked windscreen: it faces more up than forward, and is glass, not paint', () => {
    const hatch = buildCar('hatch');
    let x = hatch.box.minX - 50;
    const y = 122;
    for (let i = 0; i < 400 && hatch.sdf(x, y, 0) > 0.05; i++)
      x += Math.max(0.02, hatch.sdf(x, y, 0) * 0.8);
    const n = normalOf(hatch, x, y, 0);
    expect(Math.abs(n[0])).toBeLessThan(0.55);
    expect(hatch.material(x, y, 0, ...n)).toBe(Mat.Glass);
    // The bonnet in front of it is paint.
    let x2 = hatch.box.minX - 50;
    for (let i = 0; i < 400 && hatch.sdf(x2, 95, 0) > 0.05; i++)
      x2 += Math.max(0.02, hatch.sdf(x2, 95, 0) * 0.8);
    expect(hatch.material(x2, 95, 0, ...normalOf(hatch, x2, 95, 0))).toBe(Mat.Paint);
  });

  it('sets the grille back in the face, behind its surround', () => {
    const suv = buildCar('suv');
    const depth = (y: number, z: number) => {
      let x = suv.box.minX - 50;
      for (let i = 0; i < 400 && suv.sdf(x, y, z) > 0.05; i++)
        x += Math.max(0.02, suv.sdf(x, y, z) * 0.8);
      return x;
    };
    // The grille's middle is further back than the flat of the face beside it, at the same height.
    expect(depth(70, 0) - depth(70, 44)).toBeGreaterThan(2);
  });

  it('shows the head restraints through the side glass, dark against the far windows', () => {
    const sedan = buildCar('sedan');
    // The front seat's restraint is behind the first door line (356), a little over the waist.
    expect(sideMaterial(sedan, 332, 125)).toBe(Mat.Glass);
    expect(sedan.detail).toBe(0);
    // Between it and the rear seat's, at the same height, the far window shows through.
    expect(sideMaterial(sedan, 390, 125)).toBe(Mat.Glass);
    expect(sedan.detail).toBeGreaterThan(0.3);
  });

  it('gives a tail lamp a dark gap all round, light guides and a reversing lamp set apart', () => {
    const hatch = buildCar('hatch');
    // The lamps are 81 to 99 up, from 26.25 out from the middle at 90 up.
    const at = (y: number, z: number) => [backMaterial(hatch, y, z), hatch.detail];
    expect(at(90, 24)[0]).toBe(Mat.Paint);
    expect(at(90, 26.5)[0]).toBe(Mat.Trim);
    // The reversing lamp at the inner end, the red lens beyond it, and a light guide across.
    expect(at(90, 29)).toEqual([Mat.TailLamp, 0.5]);
    expect(at(92, 30)).toEqual([Mat.TailLamp, 0.5]);
    expect(at(90, 40)).toEqual([Mat.TailLamp, 0]);
    expect(at(87, 40)).toEqual([Mat.TailLamp, 1]);
    expect(at(98, 40)).toEqual([Mat.TailLamp, 1]);
    // The gap along its foot and its top, and between the reversing lamp and the red.
    expect(at(81.5, 40)[0]).toBe(Mat.Trim);
    expect(at(98.7, 40)[0]).toBe(Mat.Trim);
    expect(at(99.5, 40)[0]).toBe(Mat.Paint);
    expect(at(93.2, 30)[0]).toBe(Mat.Trim);
    expect(at(90, 33)[0]).toBe(Mat.Trim);
  });

  it("stands a ute's tail lamps upright in its tub's back corners, the tailgate between them", () => {
    const ute = buildCar('ute');
    const at = (y: number, z: number) => [backMaterial(ute, y, z), ute.detail];
    // From 80 to 126 up and from 74 out to the corner: taller than it is wide.
    expect(at(110, 85)).toEqual([Mat.TailLamp, 0]);
    expect(at(85, 85)).toEqual([Mat.TailLamp, 0]);
    expect(at(124, 85)).toEqual([Mat.TailLamp, 1]);
    // Its reversing lamp across the middle.
    expect(at(100, 85)).toEqual([Mat.TailLamp, 0.5]);
    expect(at(95, 85)[0]).toBe(Mat.Trim);
    // The gap along its inner edge, its top and its foot; the tailgate's paint beside and below.
    expect(at(110, 74.2)[0]).toBe(Mat.Trim);
    expect(at(125.8, 85)[0]).toBe(Mat.Trim);
    expect(at(80.4, 85)[0]).toBe(Mat.Trim);
    expect(at(110, 72)[0]).toBe(Mat.Paint);
    expect(at(110, 40)[0]).toBe(Mat.Paint);
    expect(at(75, 85)[0]).toBe(Mat.Paint);
  });

  it("parks a wiper along the foot of a tailgate's glass, and none on a sedan's rear window", () => {
    const suv = buildCar('suv');
    // The glass starts 119.5 up: the pivot in the middle just above it, the arm lying out to one
    // side along the foot, rising a unit or two, with glass above and below it.
    expect(backMaterial(suv, 122, 0)).toBe(Mat.Trim);
    expect(backMaterial(suv, 123.5, -20)).toBe(Mat.Trim);
    expect(backMaterial(suv, 124, -25)).toBe(Mat.Trim);
    // (An SUV's tailgate glass is privacy glass.)
    expect(backMaterial(suv, 120, -20)).toBe(Mat.Privacy);
    expect(backMaterial(suv, 125.5, -20)).toBe(Mat.Privacy);
    expect(backMaterial(suv, 124, 10)).toBe(Mat.Privacy);
    expect(backMaterial(suv, 136, -10)).toBe(Mat.Privacy);
    expect(backMaterial(buildCar('sedan'), 122, 0)).toBe(Mat.Glass);
  });

  it('frames a number plate in a dark border line, so that it shows on white paint', () => {
    const hatch = buildCar('hatch', false, 'ABC12D');
    const plateAt = (y: number, z: number) => backMaterial(hatch, y, z);
    // The back's plate is 41 below the lamps' top, 14 high and 40 wide.
    expect(plateAt(58, -19)).toBe(Mat.PlateText);
    expect(plateAt(58, 19)).toBe(Mat.PlateText);
    expect(plateAt(64.5, 0)).toBe(Mat.PlateText);
    expect(plateAt(51.5, 0)).toBe(Mat.PlateText);
    expect(plateAt(58, -18.3)).toBe(Mat.Plate);
    expect(plateAt(63.5, 0)).toBe(Mat.Plate);
    expect(plateAt(58, -19.7)).toBe(Mat.Plate);
  });

  it("draws a plate's letters with strokes heavy enough to read small", () => {
    // An I's stem is one of its five columns; the back plate's dot is 0.8 across, and a stroke a
    // fifth of a dot heavier each side, 1.1 across (at one dot an R read as a 9 in a thumbnail).
    const car = buildCar('hatch', false, 'IIIIII');
    const runs: number[] = [];
    let run = 0;
    for (let z = -16; z <= 16; z += 0.02) {
      if (backMaterial(car, 58, z) === Mat.PlateText) run += 0.02;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    expect(runs.length).toBe(6);
    for (const width of runs) {
      expect(width).toBeGreaterThan(1);
      expect(width).toBeLessThan(1.25);
    }
  });

  it("keeps a plate's letters clear of its border, at the back and on the narrower front plate", () => {
    // W and M fill their outer columns: the widest letters there are.
    const car = buildCar('hatch', false, 'WMW88M');
    const onPlate = [Mat.Plate, Mat.PlateText];
    const letters = (at: (y: number, z: number) => number, mid: number, u: number, v: number) => {
      const hits: string[] = [];
      for (let z = -u; z <= u; z += 0.1)
        for (let y = mid - v; y <= mid + v; y += 0.1)
          if (at(y, z) === Mat.PlateText) hits.push(`${y.toFixed(1)},${z.toFixed(1)}`);
      return hits;
    };
    const back = (y: number, z: number) => backMaterial(car, y, z);
    const face = (y: number, z: number) => faceMaterial(car, y, z);
    // The back's plate: 40 wide and 14 high, its border 0.7 thick inside a white rim; the letters
    // 28 across and 5.6 high in the middle of it, at least 4.5 from the border each side.
    expect(onPlate).toContain(back(58, 19.8));
    const backMid = 58;
    const inBack = letters(back, backMid, 14.2, 3);
    expect(inBack.length).toBeGreaterThan(100);
    for (const z of [-14.3, 14.3]) expect(back(backMid, z)).toBe(Mat.Plate);
    for (let z = -18.6; z <= 18.6; z += 0.1)
      for (const y of [backMid - 3.2, backMid + 3.2, backMid - 5.5, backMid + 5.5])
        expect(back(y, z)).toBe(Mat.Plate);
    for (let y = backMid - 5.8; y <= backMid + 5.8; y += 0.1)
      for (const z of [-18.5, -15, 15, 18.5]) expect(back(y, z)).toBe(Mat.Plate);
    // The front plate is 32 wide and 10 high: its letters 22 across and 4.4 high.
    expect(face(41, 15)).toBe(Mat.PlateText);
    expect(face(41, 16.2)).not.toBe(Mat.Plate);
    for (let y = 37.3; y <= 44.7; y += 0.1)
      for (const z of [-14.5, -11.3, 11.3, 14.5]) expect(face(y, z)).toBe(Mat.Plate);
    expect(letters(face, 41, 11, 2.2).length).toBeGreaterThan(60);
  });

  it('gives a car body-coloured door handles, a dark line round each and the pocket under it', () => {
    const sedan = buildCar('sedan');
    // The sedan's waist is 101 up; its front door's handle is 84 to 89 up, round x 333.
    // The gaps are a panel gap's dark (`Mat.Well`, `detail` 1), not black trim's sheen.
    const gap = (x: number, y: number) => [sideMaterial(sedan, x, y), sedan.detail];
    expect(sideMaterial(sedan, 333, 86.5)).toBe(Mat.Paint);
    expect(gap(333, 88.8)).toEqual([Mat.Well, 1]);
    expect(gap(324.3, 86.5)).toEqual([Mat.Well, 1]);
    expect(gap(333, 83)).toEqual([Mat.Well, 1]);
    expect(sideMaterial(sedan, 333, 81)).toBe(Mat.Paint);
    expect(sideMaterial(sedan, 333, 91)).toBe(Mat.Paint);
  });

  it("draws a ute's tailgate between its upright lamps: shut lines and a handle under its top", () => {
    const ute = buildCar('ute');
    // The tub's top is near 130 up: the handle's recess 10 below it, in the middle, as dark as a
    // panel gap (black trim's sheen showed as a grey box).
    expect([backMaterial(ute, 122, 0), ute.detail]).toEqual([Mat.Well, 1]);
    expect(backMaterial(ute, 122, 12)).toBe(Mat.Paint);
    expect(backMaterial(ute, 115, 0)).toBe(Mat.Paint);
    // The tailgate's foot is 54 up, over the black bumper: a panel gap.
    expect(backMaterial(ute, 54, -30)).toBe(Mat.Well);
    expect(backMaterial(ute, 57, -30)).toBe(Mat.Paint);
    // Out from the middle at 100 up: the tailgate's paint, its shut line, a strip of the tub's
    // side, the lamp's gap and the lamp.
    const row: number[] = [];
    for (let z = 0; z >= -80; z -= 0.25) {
      const m = backMaterial(ute, 100, z);
      if (row.at(-1) !== m) row.push(m);
    }
    expect(row.slice(0, 5)).toEqual([Mat.Paint, Mat.Well, Mat.Paint, Mat.Trim, Mat.TailLamp]);
  });

  it("draws a tailgate's shut line across the back above the bumper, between the tail lamps", () => {
    const hatch = buildCar('hatch');
    // The waist is 103 up, the lamps' top 99 and the tailgate's foot 56 below that.
    expect(backMaterial(hatch, 43, 10)).toBe(Mat.Well);
    expect(hatch.detail).toBe(1);
    expect(backMaterial(hatch, 47, 10)).toBe(Mat.Paint);
    expect(backMaterial(hatch, 39, 10)).toBe(Mat.Paint);
  });

  it("ends a camper trailer's drawbar in a coupling, with its jockey wheel down on the ground", () => {
    const camper = buildCar('softtop');
    // The drawbar reaches 622 across the drawing; its coupling is at the tip, 44 up.
    expect(camper.sdf(612, 44, 0)).toBeLessThan(0);
    // The jockey wheel stands under it and touches the ground.
    expect(camper.sdf(599, 1, 10)).toBeLessThan(0.5);
    expect(camper.material(599, 1, 10, 0, -1, 0)).toBe(Mat.Tyre);
  });

  it('draws a towed body hitched with its jockey wheel wound up, and leaves the caravan a long A-frame', () => {
    const free = buildCar('hardtop');
    const hitched = buildCar('hardtop', true);
    // The A-frame reaches 680 across the drawing (about a metre from the body); its coupling is
    // at the tip, 44 up, hitched or not; the jockey wheel is down only when it stands free.
    expect(free.sdf(670, 44, 0)).toBeLessThan(0);
    expect(hitched.sdf(670, 44, 0)).toBeLessThan(0);
    expect(free.sdf(657, 1, 10)).toBeLessThan(0.5);
    expect(hitched.sdf(657, 1, 10)).toBeGreaterThan(5);
  });

  it("walls a ute's tub all round, its back corners too", () => {
    const ute = buildCar('ute');
    const y = 112;
    let hw = 130;
    while (ute.sdf(550, y, hw) > 0) hw -= 0.25;
    // Round the back's corner in plan: find the skin along each direction from the corner's
    // centre, then 4 in from it the wall is solid (the tub's hollow stops 6 in).
    for (let a = 30; a <= 60; a += 5) {
      const t = (a * Math.PI) / 180;
      const [cx, cz] = [554, hw - 46];
      let r = 80;
      while (ute.sdf(cx + r * Math.cos(t), y, cz + r * Math.sin(t)) > 0) r -= 0.25;
      r -= 4;
      expect(ute.sdf(cx + r * Math.cos(t), y, cz + r * Math.sin(t)), `${a}°`).toBeLessThan(0);
    }
    // Inside the tub it is open.
    expect(ute.sdf(500, y, 0)).toBeGreaterThan(0);
  });

  it('draws a camper trailer as one: wheels outboard under mudguards, a spare on its back, a strapped cover, hatches and no decals', () => {
    const camper = buildCar('softtop');
    const solid = (x: number, y: number, z: number) => camper.sdf(x, y, z) < 0;
    // The box is 100 either side of the middle; the wheel (its hub at 292 along, 38 up) stands
    // outside it, its tread at 116 across, and the mudguard arcs over it there.
    expect(camper.spec.width).toBe(100);
    expect(solid(292, 74, 116)).toBe(true);
    expect(camper.material(292, 74, 116, 0, 1, 0)).toBe(Mat.Tyre);
    expect(solid(292, 83, 116)).toBe(true);
    expect(camper.material(292, 83, 116, 0, 1, 0)).toBe(Mat.Alloy);
    // Between the box's side and the tyre, at the hub's height, is air.
    expect(solid(292, 60, 102)).toBe(false);
    // The spare hangs behind the box (its back at 150), its tread 34 above its hub.
    expect(solid(135, 140, 0)).toBe(true);
    expect(camper.material(135, 140, 0, 0, 1, 0)).toBe(Mat.Tyre);
    // The cover is charcoal canvas, pulled down where a strap crosses it (300) and looser between.
    const top = (x: number) => {
      let y = 200;
      while (!solid(x, y, 0)) y -= 0.25;
      return y;
    };
    expect(camper.material(300, top(300), 0, 0, 1, 0)).toBe(Mat.Canvas);
    expect(camper.detail).toBe(1);
    expect(camper.material(258, top(258), 0, 0, 1, 0)).toBe(Mat.Canvas);
    expect(camper.detail).toBe(0);
    expect(top(300)).toBeLessThan(top(258) - 0.5);
    // The kitchen hatch behind the wheel: its shut line, plain paint inside it, no decal stripes.
    expect(camper.material(164, 100, 100, 0, 0, 1)).toBe(Mat.Trim);
    for (let y = 70; y < 124; y += 2)
      expect(camper.material(200, y, 100, 0, 0, 1), `${y}`).toBe(Mat.Paint);
  });

  it("builds a car's cabin with door trims and pillars, and a caravan's sink as a bowl in its bench", () => {
    const car = cabin('interior');
    // The driver's door trim stands in from the side wall, its armrest further.
    expect(car.sdf(100, 60, 76)).toBeLessThan(0);
    expect(car.sdf(96, 78, 70)).toBeLessThan(0);
    // The B-pillar between the front and rear side windows; ahead of it the window is open.
    expect(car.sdf(150, 126, 80)).toBeLessThan(0);
    expect(car.sdf(100, 126, 80)).toBeGreaterThan(0);
    const van = livingRoom('dashboard');
    // The bench top is solid beside the sink, open over its bowl; the bowl is brushed steel.
    expect(van.sdf(330, 97, 88)).toBeLessThan(0);
    expect(van.sdf(262, 97, 88)).toBeGreaterThan(0);
    let y = 97;
    for (let i = 0; i < 400 && van.sdf(262, y, 88) > 0.05; i++)
      y -= Math.max(0.02, van.sdf(262, y, 88) * 0.8);
    expect(y).toBeLessThan(86);
    expect(van.material(262, y, 88, 0, 1, 0)).toBe(Mat.Alloy);
    // A gas cooktop: a burner's black cap in the stainless top; the fridge at the bench's end;
    // a chrome handle on each locker door; the bed's base in the joinery, the bed made on it.
    expect(van.material(366, 99, 80, 0, 1, 0)).toBe(Mat.Trim);
    expect(van.material(378, 99, 88, 0, 1, 0)).toBe(Mat.Alloy);
    expect(van.sdf(438, 150, 80)).toBeLessThan(0);
    expect(van.material(50 + 56 * 3 + 47, 199, 68.6, 0, 0, -1)).toBe(Mat.Chrome);
    expect(van.material(78, 50, 0, 0, 0, 1)).toBe(Mat.Seat);
    expect(van.material(78, 92, 20, 0, 1, 0)).toBe(Mat.Bed);
  });

  it('gives a motorhome a rear lounge round a table where a caravan has its bed', () => {
    const caravan = inside('hardtop', 'interior').solid;
    const motorhome = inside('motorhome', 'interior').solid;
    // Over the table's middle: the table top in the motorhome, the made bed in the caravan.
    expect(motorhome.material(96, 92, 0, 0, 1, 0)).toBe(Mat.Wall);
    expect(motorhome.sdf(96, 92, 0)).toBeLessThan(0.5);
    expect([Mat.Bed, Mat.Throw]).toContain(caravan.material(96, 92, 0, 0, 1, 0));
    // Under the table, the floor's open round its pedestal; the caravan's bed base fills it.
    expect(motorhome.sdf(96, 50, 30)).toBeGreaterThan(0);
    expect(caravan.sdf(96, 50, 30)).toBeLessThan(0);
    // The end bench's cushion under the window, and the side bench's along the wall.
    expect(motorhome.material(35, 72, -60, 0, 1, 0)).toBe(Mat.Dash);
    expect(motorhome.material(116, 72, 76, 0, 1, 0)).toBe(Mat.Dash);
  });

  it("opens a convertible's cabin to the sky, as its photos show it with the roof down", () => {
    const closed = cabin('interior');
    const open = cabin('interior', 'open');
    // Over the seats: the roof in a closed cabin, sky in an open one; no B-pillar either.
    expect(closed.sdf(110, 156, 0)).toBeLessThan(0);
    expect(open.sdf(110, 156, 0)).toBeGreaterThan(0);
    expect(open.sdf(150, 126, 80)).toBeGreaterThan(0);
    // The windscreen's frame still stands, its header rail across the top; the doors are there.
    expect(open.sdf(44, 152, 0)).toBeLessThan(0);
    expect(open.sdf(100, 60, 76)).toBeLessThan(0);
  });

  it('gives a working vehicle, a van and a tall body each its own cabin', () => {
    const car = cabin('dashboard');
    const ute = cabin('dashboard', 'work');
    const van = cabin('dashboard', 'van');
    const suv = cabin('dashboard', 'tall');
    // A ute's manual gearstick's knob stands over its console; a car's short selector does not reach.
    expect(ute.sdf(70.5, 92, 0)).toBeLessThan(0);
    expect(car.sdf(70.5, 92, 0)).toBeGreaterThan(0);
    // A van's middle seat between the front two, where a car has only air over its console.
    expect(van.sdf(146, 100, 0)).toBeLessThan(0);
    expect(car.sdf(146, 100, 0)).toBeGreaterThan(0);
    // A working vehicle's screen is set into its dash, a car's stands on top of it, an SUV's is
    // bigger; a tall body's camera is higher.
    expect(ute.sdf(2, 110, 0)).toBeGreaterThan(0);
    expect(car.sdf(2, 110, 0)).toBeLessThan(0);
    expect(car.sdf(2, 110, 22)).toBeGreaterThan(0);
    expect(suv.sdf(2, 110, 22)).toBeLessThan(0);
    expect(suv.camera!.pos[1]).toBeGreaterThan(car.camera!.pos[1]);
    // Each body's own kind: an SUV tall, a ute working, a van and a bus with a bench.
    expect(
      ['suv', 'peopleMover', 'ute', 'van', 'bus', 'coupe', 'sedan'].map(
        (b) => outlineOf(b as never).cabin,
      ),
    ).toEqual(['tall', 'mover', 'work', 'van', 'bus', 'sport', undefined]);
    // A motorhome's dashboard shot is its cab's, seen from behind its seats, its interior its
    // living space; a caravan's dashboard shot is its kitchen, a camper's its kitchen outdoors.
    expect(inside('motorhome', 'dashboard').solid.camera).toEqual(cabin('dashboard', 'cab').camera);
    expect(inside('motorhome', 'dashboard').colour).toBe('#b9a486');
    expect(inside('van', 'dashboard').colour).toBe('#4a5058');
    expect(inside('motorhome', 'interior').solid.camera).toEqual(livingRoom('interior').camera);
    expect(inside('hardtop', 'dashboard').solid.camera).toEqual(livingRoom('dashboard').camera);
    expect(inside('softtop', 'dashboard').solid.backdrop).toBe('gravel');
  });

  it('lights the headlining by what bounces off the cabin below it: pale, not a dark slab', () => {
    const light = renderLight(cabin('interior'), 'road', 'front', 96, 64, 1);
    const px = develop(light, '#2a2c30', 1.35, 5);
    // The top rows of a back-seat shot are headlining: mid-grey or lighter (0 to 255).
    for (const y of [0, 4, 8]) {
      let sum = 0;
      for (let i = y * 96 * 3; i < (y + 1) * 96 * 3; i++) sum += px[i]!;
      expect(sum / (96 * 3), `row ${y}`).toBeGreaterThan(110);
    }
  });

  it('stands each head restraint on its posts, clear of the headlining', () => {
    for (const kind of ['car', 'tall', 'work', 'mover', 'bus', 'sport'] as const) {
      const c = cabin('interior', kind);
      // Over the driver's seat, the restraint's top and the roof (153 up inside) are apart.
      for (let y = 147.5; y < 153; y += 0.5) expect(c.sdf(152, y, 40), kind).toBeGreaterThan(0);
      expect(c.sdf(150, 135, 40), kind).toBeLessThan(0);
    }
    // Between the back and the restraint, its two bright posts (a sports seat's is one piece).
    const car = cabin('interior');
    expect(car.sdf(151.7, 130, 40 + 22 * 0.3)).toBeLessThan(0);
    expect(car.material(151.7, 130, 40 + 22 * 0.3, 1, 0, 0)).toBe(Mat.Chrome);
    expect(car.sdf(151.7, 130, 40)).toBeGreaterThan(0);
  });

  it("opens a wagon's roof to the sky through its glass, over both rows", () => {
    const wagon = cabin('interior', outlineOf('wagon').cabin);
    const sedan = cabin('interior', outlineOf('sedan').cabin);
    for (const x of [60, 110, 160]) {
      expect(wagon.sdf(x, 156, 0), `x ${x}`).toBeGreaterThan(0);
      expect(sedan.sdf(x, 156, 0), `x ${x}`).toBeLessThan(0);
    }
    // Its edges stay roof: over the doors it is closed like any car's.
    expect(wagon.sdf(110, 156, 70)).toBeLessThan(0);
    // In the opening, a pane of clear glass; round it, a dark frame over the roof's cut edges.
    for (const x of [60, 110, 160]) {
      expect(wagon.sdf(x, 156.5, 0), `x ${x}`).toBeLessThan(0);
      expect(wagon.material(x, 156.5, 0, 0, -1, 0), `x ${x}`).toBe(Mat.Clear);
    }
    for (const [x, z] of [
      [112 + 62, 0],
      [112 - 62, 0],
      [112, 48],
    ] as const) {
      expect(wagon.sdf(x, 153, z), `${x} ${z}`).toBeLessThan(0);
      expect(wagon.material(x, 153, z, 0, -1, 0), `${x} ${z}`).toBe(Mat.Dash);
    }
  });

  it("gives a bus's driver a big wheel lying flatter, where a car's is smaller and upright", () => {
    const bus = cabin('dashboard', 'bus');
    const car = cabin('dashboard');
    // 23 across from the column at the hub's height: a bus's rim, clear of a car's.
    expect(bus.sdf(34, 102, 40 + 24)).toBeLessThan(0);
    expect(car.sdf(34, 102, 40 + 24)).toBeGreaterThan(0);
    // Over the hub, where a car's rim rises: nothing on a bus.
    const up = [34 - 18.5 * Math.sin(0.44), 102 + 18.5 * Math.cos(0.44)] as const;
    expect(car.sdf(up[0], up[1], 40)).toBeLessThan(0);
    expect(bus.sdf(up[0], up[1], 40)).toBeGreaterThan(0);
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

  it('gives no two bodies the same interior or dashboard picture', () => {
    // What a shot shows: where its camera stands, its colour, and its solid at points round a
    // cabin (its dash, screen, gear lever, seats, pillars and doors).
    const probes: number[][] = [];
    for (const x of [2, 30, 70.5, 146, 192, 230])
      for (const y of [62, 92, 110, 126, 140]) for (const z of [0, 40, 80]) probes.push([x, y, z]);
    // A radio's knob.
    probes.push([28.5, 89, 11.5]);
    // A working vehicle's dash and doors are hard plastic: from the driver's seat its trim's
    // colour does not show, so its dashboard shot must differ by more than that.
    const hard = ['work', 'single', 'van', 'bus'];
    for (const angle of ['interior', 'dashboard'] as const) {
      const seen = photoBodies.map((b) => {
        const { solid, colour } = inside(b, angle);
        const at = probes.map(([x, y, z]) => Math.sign(solid.sdf(x!, y!, z!)));
        const shows = angle === 'interior' || !hard.includes(outlineOf(b).cabin ?? 'car');
        return `${JSON.stringify(solid.camera)} ${shows ? colour : ''} ${at.join('')}`;
      });
      expect(new Set(seen).size, angle).toBe(photoBodies.length);
    }
  });

  it("builds a coupe's two long doors, a people mover's second row, a bus's aisle, a van's load space, a cab chassis's radio and a motorhome's cab", () => {
    const sedan = cabin('interior');
    const coupe = cabin('interior', 'sport');
    // A sedan's front door ends at its B-pillar; a coupe's runs on past it, its pillar further
    // back, and its driver sits lower under a screen raked further back.
    expect(sedan.sdf(150, 126, 80)).toBeLessThan(0);
    expect(coupe.sdf(150, 126, 80)).toBeGreaterThan(0);
    expect(coupe.sdf(192, 126, 80)).toBeLessThan(0);
    expect(coupe.camera!.pos[1]).toBeLessThan(sedan.camera!.pos[1]);
    // Ahead of the screen over the dash is outside: further back on a coupe than on an SUV.
    expect(coupe.sdf(30, 140, 0)).toBeGreaterThan(0);
    expect(cabin('interior', 'tall').sdf(30, 154, 0)).toBeLessThan(0);
    // A people mover's captain's chairs behind the front seats, seen from the third row.
    const mover = cabin('interior', 'mover');
    expect(mover.sdf(230, 62, 40)).toBeLessThan(0);
    expect(sedan.sdf(230, 62, 40)).toBeGreaterThan(0);
    expect(mover.camera!.pos[0]).toBeGreaterThan(300);
    // A bus's rows either side of its aisle, the camera standing in it.
    const bus = cabin('interior', 'bus');
    expect(bus.sdf(104 + 118, 62, 50)).toBeLessThan(0);
    expect(bus.sdf(104 + 118, 62, -56)).toBeLessThan(0);
    expect(bus.sdf(104 + 118, 62, 12)).toBeGreaterThan(0);
    expect(bus.camera!.pos[2]).toBe(12);
    // A van's interior shot is its load space: a ply floor, the bulkhead ahead with a window.
    const van = cabin('interior', 'van');
    expect(van.material(300, 30, 0, 0, 1, 0)).toBe(Mat.Floor);
    expect(van.sdf(148, 100, 0)).toBeLessThan(0);
    expect(van.sdf(148, 168, 0)).toBeGreaterThan(0);
    expect(cabin('dashboard', 'van').camera).not.toEqual(van.camera);
    // A cab chassis's radio knobs where a ute has a screen; a motorhome's cab open between its
    // seats, their armrests down, where a car has its console.
    expect(cabin('dashboard', 'single').sdf(28.5, 89, 11.5)).toBeLessThan(0);
    expect(cabin('dashboard', 'work').sdf(28.5, 89, 11.5)).toBeGreaterThan(0);
    // Its single cab's back wall stands just behind the seats, where a ute's cabin goes on to its
    // back seat; its interior shot is taken from the passenger's open door, across to the driver.
    const single = cabin('interior', 'single');
    expect(single.sdf(180, 100, 0)).toBeLessThan(0);
    expect(cabin('interior', 'work').sdf(180, 100, 0)).toBeGreaterThan(0);
    expect(single.camera!.pos[2]).toBeLessThan(-60);
    expect(single.camera!.target[2]).toBeGreaterThan(0);
    const cab = cabin('dashboard', 'cab');
    expect(cab.sdf(70, 48, 0)).toBeGreaterThan(0);
    expect(sedan.sdf(70, 48, 0)).toBeLessThan(0);
    expect(cab.sdf(124, 84, 15)).toBeLessThan(0);
  });

  it("shows a camper trailer's tent from inside and its kitchen slid out on a campsite", () => {
    const inside = tent('interior');
    // The canvas round the room, a window cut through each side wall, a bow up the wall.
    expect(inside.sdf(100, 100, 132)).toBeLessThan(0);
    expect(inside.sdf(230, 150, 128.4)).toBeGreaterThan(0);
    expect(inside.sdf(100, 150, 128.4)).toBeLessThan(0);
    expect(inside.sdf(140, 100, 119.3)).toBeLessThan(0);
    // The bed on the box at the far end.
    expect(inside.material(80, 112, 0, 0, 1, 0)).toBe(Mat.Bed);
    expect(inside.indoor).toBe(true);
    // Its roof pitches up to a ridge over the bows: straight up from the middle the canvas is
    // higher than near a wall. It is canvas the day shows through, not a painted wall.
    const roofAt = (z: number) => {
      let y = 150;
      while (inside.sdf(300, y, z) > 0.05) y += Math.max(0.02, inside.sdf(300, y, z) * 0.8);
      return y;
    };
    expect(roofAt(0) - roofAt(100)).toBeGreaterThan(15);
    expect(inside.material(300, roofAt(0), 0, 0, -1, 0)).toBe(Mat.TentCanvas);
    const kitchen = tent('dashboard');
    expect(kitchen.indoor).toBe(false);
    expect(kitchen.backdrop).toBe('gravel');
    // The stainless top out from the box's side, its sink a bowl in it.
    expect(kitchen.sdf(0, 88, 120)).toBeLessThan(0);
    expect(kitchen.sdf(60, 88, 104)).toBeGreaterThan(0);
    expect(outlineOf('softtop').tent).toBe(true);
  });

  it("letters each body, each place's stock of a body and each model its own plate, in a state issue format", () => {
    // The scenes' cars by body, the stock photos by place and body, the heroes by model.
    const places = [...new Set(passes('data').map((p) => `${p.backdrop}/${p.body}`))];
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
