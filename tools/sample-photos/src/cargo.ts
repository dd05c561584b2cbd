/**
 * A van's load space for its interior photograph.
 */
import { type Part, roundBox, solidOf } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/**
 * A van's load space, from its open rear doors towards the bulkhead behind the cab: a ply floor
 * and ply lining to the waist, painted steel above it on its ribs, load rails and tie-down rings,
 * the wheel arches boxed in, a light in the roof, and the bulkhead's window into the cab.
 */
export function cargo(): Solid {
  // The ply's sheets, 150 across: 1 in a joint, else the sheet's own tone.
  const ply = (u: number, v: number) =>
    ((u % 150) + 150) % 150 < 0.8 || ((v % 150) + 150) % 150 < 0.8
      ? 1
      : 0.25 +
        0.06 * Math.abs(Math.sin(Math.floor(u / 150) * 12.9898 + Math.floor(v / 150) * 78.233));
  const lined = (y: number, z: number) => y < 118 && Math.abs(z) > 88;
  const parts: Part[] = [
    {
      // Floor, walls and roof; the rear doors stand open behind the camera.
      d: (x, y, z) =>
        Math.max(
          Math.abs(roundBox(x, y, z, [330, 112, 0], [182, 84, 98], 12)) - 3,
          x - 500,
          // The bulkhead's window.
          -roundBox(x, y, z, [148, 168, 0], [8, 14, 36], 6),
        ),
      m: (x, y, z) =>
        y < 32 || (lined(y, z) && x > 152) ? Mat.Floor : x < 152 ? Mat.Door : Mat.Wall,
      detail: (x, y, z) =>
        y < 32
          ? ply(z + 98, x - 148)
          : lined(y, z) && x > 152
            ? ply(x - 148, y)
            : x < 152
              ? // The bulkhead's pressed ribs.
                Math.abs(((((y - 40) % 28) + 28) % 28) - 14) < 2
                ? 1
                : 0
              : 0,
    },
    // The steel's ribs up the walls and over the roof.
    {
      d: (x, y, z) => {
        const rib = ((((x - 150) % 90) + 90) % 90) - 45;
        return Math.max(
          Math.abs(roundBox(x, y, z, [330, 112, 0], [182, 84, 98], 12)) - 6,
          Math.abs(rib) - 4,
          118 - y,
          Math.abs(x - 325) - 170,
        );
      },
      m: Mat.Wall,
    },
    // The wheel arches, boxed in ply.
    {
      d: (x, y, z) => roundBox(x, y, Math.abs(z), [330, 50, 90], [38, 22, 12], 3),
      m: Mat.Floor,
      detail: () => 0.3,
    },
    // Load rails along both walls, and tie-down rings on the floor.
    {
      d: (x, y, z) => {
        let d = Math.min(
          roundBox(x, y, Math.abs(z), [330, 92, 93], [168, 2, 1.8], 1),
          roundBox(x, y, Math.abs(z), [330, 150, 93], [168, 2, 1.8], 1),
        );
        for (const rx of [190, 420])
          d = Math.min(d, Math.hypot(Math.hypot(x - rx, Math.abs(z) - 84) - 3.5, y - 32) - 0.9);
        return d;
      },
      m: Mat.Alloy,
    },
    // The light in the roof.
    { d: (x, y, z) => roundBox(x, y, z, [320, 193, 0], [14, 1.5, 5], 1), m: Mat.Downlight },
  ];
  return solidOf(
    parts,
    { minX: 120, maxX: 520, maxY: 210, maxZ: 110 },
    { pos: [492, 124, 18], target: [150, 92, 0], fov: 64 },
  );
}
