/**
 * A dealership building for a location's photograph: a glass showroom front under a sign band in
 * the dealer's colour (paint slot 0) with its name's letters in white, concrete walls, and for a
 * service centre three roller doors; two cars parked out the front (slots 1 and 2).
 * World units as car.ts (about 105 to the metre); the camera looks along +z at the front.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { buildCar } from './car.ts';
import { lettering } from './lettering.ts';
import { group } from './scene.ts';
import { Mat, type Solid } from './solid.ts';

const HALF = 1300;
const FRONT = 420;
const BACK = 1100;
const GLASS_TOP = 470;
const SIGN_TOP = 640;
/** The entrance's centre along the front. */
const ENTRY = 560;

function box(x: number, y: number, z: number, hx: number, hy: number, hz: number): number {
  const qx = Math.abs(x) - hx;
  const qy = Math.abs(y) - hy;
  const qz = Math.abs(z) - hz;
  return (
    Math.min(Math.max(qx, qy, qz), 0) +
    Math.hypot(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0))
  );
}

export function dealership(service: boolean, cars: [BodyType, BodyType], name: string): Solid {
  const sign = name.toUpperCase();
  // The letters' dot, and where the line starts so that it sits centred on the band.
  const dot = (SIGN_TOP - GLASS_TOP - 70) / 7;
  const signLeft = (-(sign.length * 6 - 1) * dot) / 2;
  const parked = group([
    { car: buildCar(cars[0]), x: -560, z: -160, yaw: 0.5 },
    { car: buildCar(cars[1]), x: 380, z: -260, yaw: -0.45 },
  ]);
  // A canopy over the entrance, a pylon sign at the forecourt's edge, a garden bed along the
  // glass (the pylon's lit panel and the bed are told apart by their height).
  const canopy = (x: number, y: number, z: number) =>
    box(x - ENTRY, y - 352, z - FRONT + 70, 230, 9, 70);
  const pylon = (x: number, y: number, z: number) => box(x - 1080, y - 380, z + 140, 64, 380, 20);
  const garden = (x: number, y: number, z: number) =>
    Math.max(
      box(x, y - 9, z - FRONT + 34, HALF, 9, 30),
      -box(x - ENTRY, y, z - FRONT + 34, 130, 40, 40),
    );
  const building = (x: number, y: number, z: number) =>
    Math.min(
      canopy(x, y, z),
      pylon(x, y, z),
      garden(x, y, z),
      box(x, y - SIGN_TOP / 2, z - (FRONT + BACK) / 2, HALF, SIGN_TOP / 2, (BACK - FRONT) / 2),
      // The sign band stands a little proud of the glass.
      box(
        x,
        y - (GLASS_TOP + SIGN_TOP) / 2,
        z - FRONT + 12,
        HALF + 20,
        (SIGN_TOP - GLASS_TOP) / 2,
        14,
      ),
    );
  let onCars = false;
  const solid: Solid = {
    noseRight: false,
    box: { minX: -HALF - 30, maxX: HALF + 30, maxY: SIGN_TOP + 4, minZ: -560, maxZ: BACK },
    // A photographer across the forecourt, off to one side.
    camera: { pos: [-1150, 165, -2100], target: [-40, 290, 420], fov: 44 },
    detail: 0,
    tilt: [0, 0, 0],
    slot: 0,
    sdf(x, y, z) {
      const b = building(x, y, z);
      const c = z < FRONT - 20 ? parked.sdf(x, y, z) : Infinity;
      onCars = c < b;
      return onCars ? c : b;
    },
    material(x, y, z, nx, ny, nz) {
      solid.sdf(x, y, z);
      if (onCars) {
        const m = parked.material(x, y, z, nx, ny, nz);
        solid.detail = parked.detail;
        solid.slot = parked.slot + 1;
        return m;
      }
      solid.slot = 0;
      solid.detail = 0;
      if (pylon(x, y, z) < 0.5) {
        // The pylon: a grey post, a panel in the dealer's colour with the name's first letter.
        if (y < 380) return Mat.Wall;
        const u = (x - 1080 + 2.5 * 16) / 16;
        if (nz < -0.7 && lettering(sign[0] ?? '', u, (y - 540) / 16)) return Mat.Plate;
        return Mat.Paint;
      }
      if (canopy(x, y, z) < 0.5) return ny < -0.7 ? Mat.Downlight : Mat.Plate;
      if (garden(x, y, z) < 0.5) return Mat.Plant;
      const front = nz < -0.7 && z < FRONT + 2;
      if (y > GLASS_TOP - 1) {
        // The sign band: the dealer's colour, white letters across its middle.
        if (front && lettering(sign, (x - signLeft) / dot, (y - GLASS_TOP - 35) / dot))
          return Mat.Plate;
        return front || y > SIGN_TOP - 2 ? Mat.Paint : Mat.Wall;
      }
      if (!front) return Mat.Wall;
      if (service && x < -150) {
        // Three roller doors between concrete piers.
        const bay = (x + HALF) / 380;
        const inBay = bay - Math.floor(bay);
        if (inBay > 0.1 && inBay < 0.9 && y < 400) {
          // Its guides and hood dark, its slats' joints in shadow.
          if (inBay < 0.12 || inBay > 0.88 || y > 388) return Mat.Trim;
          solid.detail = y % 16 < 1.6 ? -2 : 0.5;
          return Mat.Door;
        }
        return Mat.Wall;
      }
      // The entrance: a pair of sliding doors in heavier frames.
      if (Math.abs(x - ENTRY) < 110 && y < 300) {
        if (Math.abs(x - ENTRY) > 104 || y > 294 || Math.abs(x - ENTRY) < 3) return Mat.Trim;
      }
      // Glass in a grid of mullions, a transom above the doors.
      const col = (x + HALF) / 160;
      if (col - Math.floor(col) < 0.04 || Math.abs(y - 330) < 5 || y < 12) return Mat.Trim;
      solid.detail = y / GLASS_TOP;
      return Mat.Facade;
    },
  };
  return solid;
}
