import { describe, expect, it } from 'vitest';

import { buildCar } from './car.ts';
import { backMaterial, faceMaterial, sideMaterial } from './probe.ts';
import { Mat } from './solid.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

describe('lamps, plates and panel lines', { timeout: RENDER_TIMEOUT_MS }, () => {
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
  });

  /**
   * What the back of `body` is at each row's height and distance out from the middle: the
   * material, and where the row gives one, its detail.
   */
  const backAt = (body: 'hatch' | 'ute', rows: [number, number, Mat, number?][]) => {
    const car = buildCar(body);
    for (const [y, z, mat, detail] of rows) {
      expect(backMaterial(car, y, z), `${y} up, ${z} out`).toBe(mat);
      if (detail !== undefined) expect(car.detail, `${y} up, ${z} out`).toBe(detail);
    }
  };

  it('gives a tail lamp a dark gap all round, light guides and a reversing lamp set apart', () => {
    // The lamps are 81 to 99 up, from 32.25 out from the middle at 90 up.
    backAt('hatch', [
      [90, 30, Mat.Paint],
      [90, 32.5, Mat.Trim],
      // The reversing lamp at the inner end, the red lens beyond it, and a light guide across.
      [90, 35, Mat.TailLamp, 0.5],
      [92, 36, Mat.TailLamp, 0.5],
      [90, 44, Mat.TailLamp, 0],
      [87, 44, Mat.TailLamp, 1],
      [98, 44, Mat.TailLamp, 1],
      // The gap along its foot and its top, and between the reversing lamp and the red.
      [81.5, 44, Mat.Trim],
      [98.7, 44, Mat.Trim],
      [99.5, 44, Mat.Paint],
      [93.2, 36, Mat.Trim],
      [90, 40.2, Mat.Trim],
      // The tailgate is wider than the gap between the lamps: its shut line splits each lamp
      // three quarters of the way out, and runs on down the back below it.
      [90, 47.75, Mat.Trim],
      [90, 50, Mat.TailLamp],
      [75, 46, Mat.Well, 1],
      [75, 40, Mat.Paint],
    ]);
  });

  it("stands a ute's tail lamps upright in its tub's back corners, the tailgate between them", () => {
    // From 80 to 126 up and from 74 out to the corner: taller than it is wide.
    backAt('ute', [
      [110, 85, Mat.TailLamp, 0],
      [85, 85, Mat.TailLamp, 0],
      [124, 85, Mat.TailLamp, 1],
      // Its reversing lamp across the middle.
      [100, 85, Mat.TailLamp, 0.5],
      [95, 85, Mat.Trim],
      // The gap along its inner edge, its top and its foot; the tailgate's paint beside and below.
      [110, 74.2, Mat.Trim],
      [125.8, 85, Mat.Trim],
      [80.4, 85, Mat.Trim],
      [110, 72, Mat.Paint],
      [110, 40, Mat.Paint],
      [75, 85, Mat.Paint],
    ]);
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
});
