import { describe, expect, it } from 'vitest';

import { specs } from './bodies.ts';
import { buildCar } from './car.ts';
import { field, polygons } from './field.ts';
import { headLamp } from './lamps.ts';
import { backMaterial, faceMaterial, normalOf, sideMaterial } from './probe.ts';
import { Mat } from './solid.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

describe("each body's shape", { timeout: RENDER_TIMEOUT_MS }, () => {
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

  it("gives each kind of car its own face: a four-wheel drive's broad grille on an SUV, a lower one on a sedan, a lamp each side", () => {
    const suv = buildCar('suv');
    const sedan = buildCar('sedan');
    // 10 out from the middle, the SUV's grille runs from over its plate (50 up) to under the
    // bonnet (85).
    for (const y of [52, 70, 85]) expect(faceMaterial(suv, y, 10), `${y}`).toBe(Mat.Grille);
    // A sedan's grille is lower: at an SUV's grille height a sedan's face is bonnet, not grille.
    expect(faceMaterial(sedan, 55, 10)).toBe(Mat.Grille);
    expect(faceMaterial(sedan, 75, 10)).not.toBe(Mat.Grille);
    // The plate sits on the bumper, in the middle.
    expect([Mat.Plate, Mat.PlateText]).toContain(faceMaterial(sedan, 41, 0));
    // A sedan's grille is one wide frame, out beside the plate and down below it.
    expect(faceMaterial(sedan, 41, 20)).toBe(Mat.Grille);
    expect(faceMaterial(sedan, 28, 10)).toBe(Mat.Grille);
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
    // An SUV's and a ute's grilles are a four-wheel drive's, as big, but the SUV's is a mesh
    // (a road car's), the ute's bars; the SUV's lamps are not a people mover's.
    expect(specs.suv!.grille).toBe('mesh');
    expect(specs.ute!.grille).toBe('bars');
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
});
