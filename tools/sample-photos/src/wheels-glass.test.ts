import { describe, expect, it } from 'vitest';

import { buildCar } from './car.ts';
import { sideMaterial } from './probe.ts';
import { renderLight } from './render.ts';
import { Mat } from './solid.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

describe('wheels and glass', { timeout: RENDER_TIMEOUT_MS }, () => {
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
  });

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
  });

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
  });

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

  it('shows mostly dark through tinted glass, and darker still through privacy glass', () => {
    /** An SUV all of one glass, from the side in the yard: its mean light over the sky's. */
    const share = (m: Mat) => {
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
    // privacy glass four fifths of that: milky, and barely tinted. With a floor of 8 per cent,
    // 18 and 11 per cent; mirroring as bare glass does, 11 and 7.
    expect(glass).toBeLessThan(0.13);
    expect(privacy).toBeLessThan(glass * 0.7);
  });

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

  it('shows the head restraints through the side glass, dark against the far windows', () => {
    const sedan = buildCar('sedan');
    // The front seat's restraint is behind the first door line (356), a little over the waist.
    expect(sideMaterial(sedan, 332, 125)).toBe(Mat.Glass);
    expect(sedan.detail).toBe(0);
    // Between it and the rear seat's, at the same height, the far window shows through.
    expect(sideMaterial(sedan, 390, 125)).toBe(Mat.Glass);
    expect(sedan.detail).toBeGreaterThan(0.3);
  });
});
