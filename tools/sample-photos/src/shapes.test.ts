import { describe, expect, it } from 'vitest';

import { polygons } from './field.ts';
import { shapes } from './shapes.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

/** Where a line crosses a body's outline: `along` 'x' gives the ys at that x, 'y' the xs. */
function crossings(body: keyof typeof shapes, along: 'x' | 'y', at: number): number[] {
  const poly = polygons(shapes[body]!.body)[0]!;
  const out: number[] = [];
  for (let i = 0; i < poly.length; i += 2) {
    const j = (i + 2) % poly.length;
    const [ax, ay, bx, by] = [poly[i]!, poly[i + 1]!, poly[j]!, poly[j + 1]!];
    const [a, b, c, d] = along === 'x' ? [ax, bx, ay, by] : [ay, by, ax, bx];
    if ((a - at) * (b - at) <= 0 && a !== b) out.push(c + ((at - a) / (b - a)) * (d - c));
  }
  return out;
}
const roofAt = (body: keyof typeof shapes, x: number) => Math.min(...crossings(body, 'x', x));
const backAt = (body: keyof typeof shapes, y: number) => Math.max(...crossings(body, 'y', y));
const peak = (body: keyof typeof shapes) =>
  Math.min(...polygons(shapes[body]!.body)[0]!.filter((_, i) => i % 2 === 1));
/** The side glass's foot: the waist, where the rear window or tailgate glass ends. */
const waist = (body: keyof typeof shapes) =>
  Math.max(...polygons(shapes[body]!.glass)[0]!.filter((_, i) => i % 2 === 1));

describe("each body's side profile", { timeout: RENDER_TIMEOUT_MS }, () => {
  it("runs a hatch's roof level to behind its back wheel, then drops its tailgate steeply; a sedan's rear window lies back", () => {
    // Over the back of the rear wheel (y grows downwards), a hatch's roof is within 4 units
    // (4 cm) of its highest point: not a bubble curving down from the front seats.
    const hatch = shapes.hatch!;
    const overWheel = hatch.wheels[1]! + 20;
    expect(roofAt('hatch', overWheel) - peak('hatch')).toBeLessThan(4);
    // From just under the roof's edge to the waist, its tailgate glass falls further than it
    // runs back: steeper than 45 degrees.
    const slope = (body: keyof typeof shapes) => {
      const top = peak(body) + 10;
      const foot = waist(body);
      return (foot - top) / (backAt(body, foot) - backAt(body, top));
    };
    expect(slope('hatch')).toBeGreaterThan(1.4);
    // A sedan's rear window runs back further than it falls, down to its boot lid.
    expect(slope('sedan')).toBeLessThan(1);
    // A hatch is shorter than a sedan, most of it behind the back wheel.
    const length = (body: keyof typeof shapes) =>
      backAt(body, 250) - Math.min(...crossings(body, 'y', 250));
    const overhang = (body: keyof typeof shapes) => backAt(body, 250) - shapes[body]!.wheels[1]!;
    expect(length('hatch')).toBeLessThan(length('sedan') - 50);
    expect(overhang('hatch')).toBeLessThan(overhang('sedan') - 15);
  });

  it("carries an SUV's roof to an upright tailgate, not a sedan's boot", () => {
    /** How far the roof stops short of the tail: small for a wagon shape, large for a sedan. */
    const boot = (body: keyof typeof shapes) => {
      const points = [...shapes[body]!.body.matchAll(/(-?\d+) (-?\d+)/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
      }));
      const roof = Math.min(...points.map((p) => p.y));
      const tail = Math.max(...points.map((p) => p.x));
      return tail - Math.max(...points.filter((p) => p.y <= roof + 6).map((p) => p.x));
    };
    for (const body of ['suv', 'wagon', 'peopleMover'] as const)
      expect(boot(body), body).toBeLessThanOrEqual(70);
    expect(boot('sedan')).toBeGreaterThan(120);
  });
});
