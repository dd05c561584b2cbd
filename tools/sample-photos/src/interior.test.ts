import { describe, expect, it } from 'vitest';

import { develop } from './develop.ts';
import { screenGlow, Shown } from './display.ts';
import { inside } from './index.ts';
import { cabin } from './interior.ts';
import { livingRoom } from './living.ts';
import { outlineOf, photoBodies } from './outlines.ts';
import { renderLight } from './render.ts';
import { Mat } from './solid.ts';
import { tent } from './tent.ts';
import { RENDER_TIMEOUT_MS } from './test-timeout.ts';

describe('the interiors', { timeout: RENDER_TIMEOUT_MS }, () => {
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
  it("switches a car's screen on: its map and route, the media card's art, a radio left off", () => {
    const car = cabin('dashboard');
    // The screen's glass faces the driver (x = 4), 19 either side of the middle, 11 up and down
    // from 110; u runs across it as the driver sees it, v up it.
    const at = (u: number, v: number) => {
      expect(car.material(3.9, 110 + 11 * v, 19 * u, 1, 0, 0)).toBe(Mat.Screen);
      return car.detail;
    };
    expect(at(-0.6, -0.2)).toBe(Shown.Accent);
    expect(at(-0.4, -0.2)).toBe(Shown.Route);
    expect(at(-0.3, 0.1)).toBe(Shown.Land);
    expect(at(0.52, 0.37)).toBe(Shown.Art);
    expect(at(0.52, -0.39)).toBe(Shown.Phone);
    expect(car.material(3.9, 110, 19.6, 1, 0, 0)).toBe(Mat.Screen);
    expect(car.detail).toBe(Shown.Bezel);
    // Each part glows in its own colour: the route blue, the land a pale grey over black.
    const [r, , b] = screenGlow(Shown.Route);
    expect(b).toBeGreaterThan(2 * r);
    expect(screenGlow(Shown.Land)[1]).toBeGreaterThan(10 * screenGlow(Shown.Background)[1]);
    // A cab chassis's radio, set into its dash, stays dark.
    const single = cabin('dashboard', 'single');
    expect(single.material(28.6, 89, 0, 1, 0, 0)).toBe(Mat.Screen);
    expect(single.detail).toBe(Shown.Background);
  });
});
