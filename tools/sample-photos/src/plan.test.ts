import { describe, expect, it } from 'vitest';

import { buildCar } from './car.ts';
import { Mat } from './solid.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

describe(
  'each body from above: its roof and its ends in plan',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    it('stands roof rails on an SUV and a wagon, clear of the roof between its feet, and none on a sedan or a hatch', () => {
      /**
       * Across the roof behind its middle (the nose is on the left), at `above` over its top: where
       * it is solid (z), and what.
       */
      const across = (body: 'suv' | 'wagon' | 'sedan' | 'hatch', above: number) => {
        const car = buildCar(body);
        const x = car.box.minX + (car.box.maxX - car.box.minX) * 0.7;
        let top = car.box.maxY;
        while (car.sdf(x, top, 0) > 0) top -= 0.25;
        const hits: [number, Mat][] = [];
        for (let z = 0; z < car.box.maxZ; z += 0.5)
          if (car.sdf(x, top + above, z) < 0)
            hits.push([z, car.material(x, top + above, z, 0, 1, 0)]);
        return hits;
      };
      // A bar 4.4 units thick, its middle 6 units over the roof: dark, a little in from the edge.
      for (const body of ['suv', 'wagon'] as const) {
        const rail = across(body, 6.2);
        expect(rail.length, body).toBeGreaterThan(3);
        expect(rail.length, body).toBeLessThan(10);
        expect(new Set(rail.map(([, m]) => m)), body).toEqual(new Set([Mat.Trim]));
        expect(rail[0]![0], body).toBeGreaterThan(40);
        // Under it, the sky shows: nothing stands 2.5 units over the roof there.
        expect(across(body, 2.5), body).toEqual([]);
      }
      expect(across('sedan', 6.2)).toEqual([]);
      expect(across('hatch', 6.2)).toEqual([]);
    });
    it("squares an SUV's and a people mover's tail in plan, and rounds a sedan's nose more than its tail", () => {
      /** How far the body's outline 60 up stands in from its back (the nose is on the left) `z` out. */
      const inset = (body: 'suv' | 'peopleMover' | 'sedan', z: number, nose = false) => {
        const car = buildCar(body);
        const back = (zz: number) => {
          let x = nose ? car.box.minX : car.box.maxX;
          while (car.sdf(x, 60, zz) > 0) x += nose ? 0.25 : -0.25;
          return x;
        };
        return Math.abs(back(z) - back(0));
      };
      // 85 out (the SUV is 97 wide each side of its middle there), its tail has barely begun to turn;
      // a sedan's tail has, and its nose far more.
      expect(inset('suv', 85)).toBeLessThan(3);
      expect(inset('peopleMover', 85)).toBeLessThan(3);
      expect(inset('sedan', 85)).toBeGreaterThan(5);
      expect(inset('sedan', 85)).toBeLessThan(10);
      expect(inset('sedan', 85, true)).toBeGreaterThan(15);
    });
  },
);
