/** Several cars in one picture, for the home-page scenes and the locations' forecourts. */
import type { Car } from './car.ts';
import type { Solid } from './solid.ts';

/**
 * Several cars in one picture (a yard's front row, a caravan behind its tow car): each placed
 * with its centre at (x, z) and turned by `yaw` (radians), each wearing its own paint slot.
 */
export function group(items: { car: Car; x: number; z: number; yaw: number }[]): Solid {
  const placed = items.map((it, i) => {
    const cx = (it.car.box.minX + it.car.box.maxX) / 2;
    const c = Math.cos(it.yaw);
    const s = Math.sin(it.yaw);
    const half = (it.car.box.maxX - it.car.box.minX) / 2;
    const reach = Math.hypot(half, it.car.box.maxZ);
    return { ...it, cx, c, s, reach, slot: i };
  });
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  let maxY = 0;
  for (const p of placed) {
    const b = p.car.box;
    for (const lx of [b.minX - p.cx, b.maxX - p.cx])
      for (const lz of [-b.maxZ, b.maxZ]) {
        // World = the inverse turn of the local offset.
        const wx = p.x + p.c * lx + p.s * lz;
        const wz = p.z - p.s * lx + p.c * lz;
        minX = Math.min(minX, wx);
        maxX = Math.max(maxX, wx);
        minZ = Math.min(minZ, wz);
        maxZ = Math.max(maxZ, wz);
      }
    maxY = Math.max(maxY, b.maxY);
  }
  let nearest = 0;
  const solid: Solid = {
    noseRight: false,
    box: { minX, maxX, maxY, maxZ, minZ },
    detail: 0,
    tilt: [0, 0, 0],
    slot: 0,
    sdf(x, y, z) {
      let best = Infinity;
      for (let i = 0; i < placed.length; i++) {
        const p = placed[i]!;
        const dx = x - p.x;
        const dz = z - p.z;
        // Far from this car's circle: that distance is a safe step.
        const far = Math.hypot(dx, dz) - p.reach;
        if (far > best) continue;
        const d = p.car.sdf(p.c * dx - p.s * dz + p.cx, y, p.s * dx + p.c * dz);
        const step = Math.max(far, d);
        if (step < best) {
          best = step;
          nearest = i;
        }
      }
      return best;
    },
    material(x, y, z, nx, ny, nz) {
      solid.sdf(x, y, z);
      const p = placed[nearest]!;
      const dx = x - p.x;
      const dz = z - p.z;
      const m = p.car.material(
        p.c * dx - p.s * dz + p.cx,
        y,
        p.s * dx + p.c * dz,
        p.c * nx - p.s * nz,
        ny,
        p.s * nx + p.c * nz,
      );
      solid.detail = p.car.detail;
      // The car's tilt, turned back into the world.
      const [lx, ly, lz] = p.car.tilt;
      solid.tilt[0] = p.c * lx + p.s * lz;
      solid.tilt[1] = ly;
      solid.tilt[2] = -p.s * lx + p.c * lz;
      solid.slot = p.slot;
      return m;
    },
  };
  return solid;
}
