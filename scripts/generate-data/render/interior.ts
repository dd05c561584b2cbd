/**
 * Inside a body, for its interior and dashboard photographs: a cabin (dashboard, instrument
 * binnacle, touch screen, steering wheel on the right, centre console, two front seats with
 * headrests; the seats' trim is paint slot 0) or a caravan's living space (overhead lockers, a
 * bench with a sink, a made bed under a window). Windows are openings: the backdrop shows
 * through them and the key light falls in through them. The camera is its own (`camera`).
 */
import { type Part, roundBox, solidOf, type V } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/** The shell of a room: walls `t` thick inside the box, with `openings` cut through. */
function shell(c: V, h: V, t: number, openings: [V, V][]) {
  return (x: number, y: number, z: number) => {
    let d = Math.abs(roundBox(x, y, z, c, h, 14)) - t;
    for (const [oc, oh] of openings) d = Math.max(d, -roundBox(x, y, z, oc, oh, 6));
    return d;
  };
}

/** A seat's stitched flutes between its bolsters: 1 on a seam, 0.5 on a bolster's edge. */
const flutes = (x: number, y: number, z: number) => {
  const across = Math.abs(Math.abs(z) - 40);
  // The back's rear is plain.
  if (y > 70 && x > 146 + (y - 100) * 0.18) return 0;
  if (Math.abs(across - 10.5) < 0.5) return 0.5;
  if (across > 10) return 0;
  return (y > 70 ? Math.abs(Math.sin(y * 0.3)) : Math.abs(Math.sin(x * 0.3))) > 0.96 ? 1 : 0;
};

/**
 * An instrument cluster's face (centred at 103 up, 40 across): a speedometer and a power dial
 * with their rings, ticks and needles, and a lit trip bar between them.
 */
const gauges = (_x: number, y: number, z: number) => {
  for (const [cz, needle] of [
    [33.5, 2.2],
    [46.5, 0.9],
  ] as const) {
    const dy = y - 103;
    const dz = z - cz;
    const r = Math.hypot(dy, dz);
    if (Math.abs(r - 4.4) < 0.3) return 1;
    const a = Math.atan2(dy, dz);
    if (r > 3.5 && r < 4.1 && Math.abs(Math.sin(a * 6)) < 0.18 && a > -0.8) return 1;
    // The needle, from the hub out along its angle.
    const along = dz * Math.cos(needle) + dy * Math.sin(needle);
    const off = -dz * Math.sin(needle) + dy * Math.cos(needle);
    if (along > 0 && along < 3.8 && Math.abs(off) < 0.22) return 1;
  }
  return Math.abs(z - 40) < 1.6 && Math.abs(y - 102) < 2.2 ? 0.5 : 0;
};

/** A car's cabin, seen from the back seat (`interior`) or the driver's seat (`dashboard`). */
export function cabin(view: 'interior' | 'dashboard'): Solid {
  const screen = (x: number, y: number, z: number) =>
    roundBox(x, y, z, [2, 110, 0], [2, 12, 20], 1.5);
  const wheel = (x: number, y: number, z: number) => {
    // A torus in the plane facing the driver, leaning back 25 degrees.
    const dx = x - 34;
    const dy = y - 102;
    const dz = z - 40;
    const c = Math.cos(0.44);
    const s = Math.sin(0.44);
    const ax = dx * c + dy * s;
    const ay = -dx * s + dy * c;
    const ring = Math.hypot(ay, dz) - 19;
    return Math.min(
      Math.hypot(ring, ax) - 3.2,
      // The hub and its two spokes.
      roundBox(ax, ay, dz, [0, 0, 0], [3, 5, 6], 2),
      roundBox(ax, ay, dz, [0, -2, 0], [1.6, 1.6, 18], 1.2),
    );
  };
  const seat = (side: number) => (x: number, y: number, z: number) => {
    const lx = x - (y - 100) * 0.18;
    return Math.min(
      roundBox(x, y, z, [118, 62, 40 * side], [24, 9, 22], 6),
      roundBox(lx, y, z, [146, 100, 40 * side], [7, 36, 21], 6),
      roundBox(x, y, z, [152, 146, 40 * side], [5, 9, 12], 4),
      // Side bolsters, standing proud of the back and the cushion.
      roundBox(lx, y, z, [142, 96, 40 * side + 16], [6, 30, 5], 4.5),
      roundBox(lx, y, z, [142, 96, 40 * side - 16], [6, 30, 5], 4.5),
      roundBox(x, y, z, [116, 68, 40 * side + 16], [22, 6, 5], 4.5),
      roundBox(x, y, z, [116, 68, 40 * side - 16], [22, 6, 5], 4.5),
    );
  };
  const parts: Part[] = [
    {
      d: shell([110, 90, 0], [150, 66, 82], 3, [
        [
          [-40, 128, 0],
          [30, 26, 70],
        ],
        [
          [125, 124, 82],
          [105, 22, 8],
        ],
        [
          [125, 124, -82],
          [105, 22, 8],
        ],
      ]),
      m: (_x, y) => (y < 40 ? Mat.Cabin : y > 148 ? Mat.Wall : Mat.Dash),
    },
    {
      d: (x, y, z) => roundBox(x, y, z, [-6, 82, 0], [34, 20, 80], 12),
      // Air vents either side of the screen and at the dash's ends.
      m: (x, y, z) =>
        x > 24 && y > 84 && y < 94 && (Math.abs(Math.abs(z) - 32) < 7 || Math.abs(z) > 66)
          ? Mat.Grille
          : Mat.Dash,
      detail: (_x, y) => (Math.sin(y * 2.2) > 0.3 ? 1 : 0),
    },
    // A brushed aluminium strip across the dash.
    { d: (x, y, z) => roundBox(x, y, z, [28, 76, 0], [1.2, 1.4, 74], 0.8), m: Mat.Alloy },
    { d: (x, y, z) => roundBox(x, y, z, [18, 104, 40], [8, 8, 16], 5), m: Mat.Dash },
    // The instrument cluster in the binnacle, facing the driver through the wheel.
    {
      d: (x, y, z) => roundBox(x, y, z, [26.2, 103, 40], [0.6, 5.5, 13], 0.5),
      m: Mat.Gauges,
      detail: gauges,
    },
    { d: screen, m: Mat.Screen },
    {
      d: wheel,
      m: Mat.Trim,
      bound: [
        [34, 102, 40],
        [13, 25, 25],
      ],
    },
    { d: (x, y, z) => roundBox(x, y, z, [70, 48, 0], [52, 18, 12], 5), m: Mat.Dash },
    // The seats' stitched flutes down the cushion and the back.
    ...[1, -1].map((side): Part => ({
      d: seat(side),
      m: Mat.Seat,
      slot: 0,
      detail: flutes,
      bound: [
        [127, 104, 40 * side],
        [36, 54, 24],
      ],
    })),
  ];
  const camera =
    view === 'interior'
      ? { pos: [248, 138, 0] as V, target: [0, 96, 6] as V, fov: 62 }
      : { pos: [128, 124, 38] as V, target: [10, 96, 24] as V, fov: 56 };
  return solidOf(parts, { minX: -45, maxX: 265, maxY: 160, maxZ: 90 }, camera);
}

/** A plank floor: 1 in the joints, else the plank's own tone (0.2 to 0.6). */
function planks(x: number, z: number): number {
  const row = Math.floor(z / 16);
  const along = x + row * 61;
  const joint = ((z % 16) + 16) % 16 < 0.6 || ((along % 120) + 120) % 120 < 0.8;
  return joint
    ? 1
    : 0.2 + 0.4 * Math.abs(Math.sin(row * 12.9898 + Math.floor(along / 120) * 78.233));
}

/**
 * A caravan's or motorhome's living space: from the door end towards the bed (`interior`), or
 * across to the kitchen bench (`dashboard`, a caravan having none).
 */
export function livingRoom(view: 'interior' | 'dashboard'): Solid {
  const parts: Part[] = [
    {
      d: shell([250, 140, 0], [260, 104, 112], 4, [
        [
          [-12, 150, 0],
          [14, 34, 56],
        ],
        [
          [300, 158, 112],
          [56, 24, 10],
        ],
      ]),
      // Timber-look planks underfoot; downlights along the ceiling.
      m: (x, y, z) =>
        y < 46
          ? Mat.Floor
          : y > 236 &&
              Math.abs(z) < 40 &&
              Math.hypot((((x % 90) + 90) % 90) - 45, Math.abs(z) - 28) < 5
            ? Mat.Downlight
            : Mat.Wall,
      detail: (x, y, z) => (y < 46 ? planks(x, z) : 0),
    },
    // Overhead lockers along both sides, their doors in slot 0's timber.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [250, 214, 92], [200, 22, 22], 3),
          roundBox(x, y, z, [250, 214, -92], [200, 22, 22], 3),
        ),
      m: Mat.Seat,
      slot: 0,
      // Each locker door's shut line and its handle.
      detail: (x, y) => {
        const along = (((x - 50) % 56) + 56) % 56;
        return along < 1.2 || (along > 48 && along < 52 && Math.abs(y - 198) < 1.5) ? 1 : 0;
      },
    },
    // The bench with its sink, the bed at the far end with pillows and a throw.
    {
      d: (x, y, z) => roundBox(x, y, z, [300, 66, 88], [110, 30, 26], 3),
      m: Mat.Seat,
      slot: 0,
      // Drawers: their fronts' shut lines.
      detail: (x, y) => {
        const along = (((x - 190) % 44) + 44) % 44;
        return along < 1 || Math.abs(y - 70) < 0.6 ? 1 : 0;
      },
    },
    {
      d: (x, y, z) => roundBox(x, y, z, [300, 97, 88], [112, 2, 28], 1),
      // A steel sink and a black glass cooktop set in the bench.
      m: (x, _y, z) =>
        Math.abs(x - 262) < 22 && Math.abs(z - 88) < 15
          ? Mat.Chrome
          : Math.abs(x - 345) < 26 && Math.abs(z - 88) < 17
            ? Mat.Trim
            : Mat.Wall,
    },
    { d: (x, y, z) => roundBox(x, y, z, [78, 64, 0], [70, 28, 96], 8), m: Mat.Bed },
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [28, 98, 46], [14, 8, 30], 7),
          roundBox(x, y, z, [28, 98, -46], [14, 8, 30], 7),
        ),
      m: Mat.Bed,
    },
    { d: (x, y, z) => roundBox(x, y, z, [118, 93, 0], [30, 2.5, 98], 2), m: Mat.Throw },
  ];
  const camera =
    view === 'interior'
      ? { pos: [470, 150, -40] as V, target: [40, 104, 10] as V, fov: 62 }
      : { pos: [170, 150, -70] as V, target: [330, 90, 88] as V, fov: 60 };
  return solidOf(parts, { minX: -20, maxX: 520, maxY: 250, maxZ: 120 }, camera);
}
