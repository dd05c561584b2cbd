/**
 * A caravan's or motorhome's living space, for its interior and dashboard photographs: overhead
 * lockers, a bench with a sink and a cooktop, a made bed under a window, or a motorhome's rear
 * lounge round its table. Windows are openings, as in a car's cabin.
 */
import { capsule, type Part, roundBox, shell, solidOf, type V } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/**
 * A made bed: its mattress from `x0` (the head) to `x1`, its top at `top`, `half` across, `deep`
 * thick; two pillows at the head and a throw folded across the foot.
 */
export function madeBed(x0: number, x1: number, top: number, half: number, deep: number): Part[] {
  const mid = (x0 + x1) / 2;
  const long = x1 - x0;
  return [
    {
      d: (x, y, z) => roundBox(x, y, z, [mid, top - deep / 2, 0], [long / 2, deep / 2, half], 8),
      m: Mat.Bed,
    },
    {
      d: (x, y, z) =>
        roundBox(x, y, Math.abs(z), [x0 + 20, top + 5, half * 0.46], [14, 7, half * 0.3], 7),
      m: Mat.Bed,
    },
    {
      d: (x, y, z) =>
        roundBox(x, y, z, [x0 + long * 0.74, top + 1, 0], [long * 0.2, 2.5, half + 2], 2),
      m: Mat.Throw,
    },
  ];
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

/** The cooktop's three burners (x, z), and how far a point on the top is from the nearest. */
const burners = [
  [366, 80],
  [390, 80],
  [378, 97],
] as const;
const burner = (x: number, z: number) =>
  Math.min(...burners.map(([bx, bz]) => Math.hypot(x - bx, z - bz)));

/** The sink's bowl: the hollow set into the bench under its top. */
const sink = (x: number, y: number, z: number) => roundBox(x, y, z, [262, 94, 88], [20, 10, 13], 4);

/**
 * A caravan's bed end: the base in the joinery with drawers, an upholstered bedhead on the end
 * wall with a reading light either side over it, the bed made on the base.
 */
function bedEnd(): Part[] {
  return [
    {
      d: (x, y, z) => roundBox(x, y, z, [78, 50, 0], [70, 16, 96], 3),
      m: Mat.Seat,
      slot: 0,
      detail: (_x, y, z) => (Math.abs(Math.abs(z) - 32) < 0.8 || Math.abs(y - 64) < 0.6 ? 1 : 0),
    },
    ...madeBed(8, 148, 92, 94, 26),
    { d: (x, y, z) => roundBox(x, y, z, [-2, 106, 0], [4, 12, 92], 4), m: Mat.Dash },
    {
      d: (x, y, z) => roundBox(x, y, Math.abs(z), [-3, 150, 74], [3, 3, 3], 1.5),
      m: Mat.Downlight,
    },
  ];
}

/**
 * A motorhome's rear lounge where a caravan has its bed: an L of upholstered benches, one across
 * the end wall under the window and one along the side, round a table on its pedestal, a scatter
 * cushion in the corner.
 */
function lounge(): Part[] {
  // The cushions' seams: the end bench's in three across, the side bench's in two along.
  const seams = (x: number, _y: number, z: number) =>
    (x < 64 && Math.abs(Math.abs(z) - 33) < 0.8) || (z > 50 && Math.abs(x - 116) < 0.8) ? 1 : 0;
  return [
    // The benches' bases in the joinery.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [34, 48, 0], [28, 14, 98], 3),
          roundBox(x, y, z, [116, 48, 78], [54, 14, 22], 3),
        ),
      m: Mat.Seat,
      slot: 0,
    },
    // The seat cushions and the backrests: against the end wall, and against the side wall.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [35, 67, 0], [27, 5, 98], 4),
          roundBox(x, y, z, [116, 67, 76], [54, 5, 22], 4),
          roundBox(x, y, z, [8, 93, 0], [6, 21, 98], 5),
          roundBox(x, y, z, [116, 93, 98], [54, 21, 6], 5),
        ),
      m: Mat.Dash,
      detail: seams,
    },
    // The table on its pedestal, its top edged in the joinery.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [96, 90, 0], [40, 2, 36], 2),
          capsule(x, y, z, [96, 34, 0], [96, 88, 0], 2.4),
          roundBox(x, y, z, [96, 34, 0], [12, 1, 12], 1),
        ),
      m: (_x, y) => (y > 91.2 ? Mat.Wall : y > 86 ? Mat.Seat : Mat.Alloy),
      slot: 0,
    },
    // A scatter cushion in the corner of the L.
    {
      d: (x, y, z) => roundBox(x, y, z, [20, 82, 84], [5, 11, 12], 5),
      m: Mat.Throw,
    },
  ];
}

/**
 * A caravan's or motorhome's living space: from the door end towards the bed (a motorhome's rear
 * lounge, `withLounge`) for `interior`, or across to the kitchen bench (`dashboard`: a caravan
 * has none; a motorhome's is its cab's).
 */
export function livingRoom(view: 'interior' | 'dashboard', withLounge = false): Solid {
  const parts: Part[] = [
    {
      d: shell([250, 140, 0], [260, 104, 112], 4, [
        [
          [-12, 150, 0],
          [14, 34, 56],
        ],
        [
          [290, 158, 112],
          [50, 24, 10],
        ],
      ]),
      // Timber-look planks underfoot, a timber skirting round the floor's curved edge;
      // downlights along the ceiling.
      m: (x, y, z) =>
        y < 41
          ? Mat.Floor
          : y < 52
            ? Mat.Seat
            : y > 236 &&
                Math.abs(z) < 40 &&
                Math.hypot((((x % 90) + 90) % 90) - 45, Math.abs(z) - 28) < 5
              ? Mat.Downlight
              : Mat.Wall,
      slot: 0,
      detail: (x, y, z) => (y < 41 ? planks(x, z) : 0),
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
      // Each locker door's shut line.
      detail: (x) => ((((x - 50) % 56) + 56) % 56 < 1.2 ? 1 : 0),
    },
    // The bench with its sink, the bed at the far end with pillows and a throw.
    {
      d: (x, y, z) => Math.max(roundBox(x, y, z, [300, 66, 88], [110, 30, 26], 3), -sink(x, y, z)),
      // The sink's bowl is brushed steel.
      m: (x, y, z) => (sink(x, y, z) > -1.5 && y > 80 ? Mat.Alloy : Mat.Seat),
      slot: 0,
      // Drawers: their fronts' shut lines.
      detail: (x, y) => {
        const along = (((x - 190) % 44) + 44) % 44;
        return along < 1 || Math.abs(y - 70) < 0.6 ? 1 : 0;
      },
    },
    {
      d: (x, y, z) => Math.max(roundBox(x, y, z, [300, 97, 88], [112, 2, 28], 1), -sink(x, y, z)),
      // A stainless gas cooktop set in the bench top, its three burners' black caps.
      m: (x, _y, z) =>
        burner(x, z) < 5.5
          ? Mat.Trim
          : (Math.abs(x - 378) < 26 && Math.abs(z - 88) < 17) ||
              (Math.abs(x - 262) < 23 && Math.abs(z - 88) < 16)
            ? Mat.Alloy
            : Mat.Wall,
    },
    // The sink's mixer tap behind the bowl, its spout over it.
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [262, 98, 106], [262, 113, 106], 1.3),
          capsule(x, y, z, [262, 113, 106], [262, 111, 96], 0.9),
        ),
      m: Mat.Chrome,
    },
    // The cooktop's trivets over its burners, its glass lid folded up behind it, the rangehood
    // under the lockers over it.
    {
      d: (x, y, z) => {
        let d = Infinity;
        for (const [bx, bz] of burners)
          d = Math.min(
            d,
            capsule(x, y, z, [bx - 8, 100.5, bz], [bx + 8, 100.5, bz], 0.7),
            capsule(x, y, z, [bx, 100.5, bz - 8], [bx, 100.5, bz + 8], 0.7),
          );
        return d;
      },
      m: Mat.Trim,
    },
    { d: (x, y, z) => roundBox(x, y, z, [378, 114, 106.5], [26, 15, 0.6], 0.5), m: Mat.Glass },
    { d: (x, y, z) => roundBox(x, y, z, [378, 186, 94], [22, 5, 18], 2), m: Mat.Alloy },
    // The caravan's fridge at the bench's end, waist high to the lockers: a dark door under its
    // freezer's, a chrome handle on each.
    {
      d: (x, y, z) => roundBox(x, y, z, [438, 98, 90], [26, 62, 24], 2),
      m: (_x, y, z) => (z < 67 && Math.abs(y - 134) < 0.8 ? Mat.Grille : Mat.Trim),
    },
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [418, 104, 65], [418, 126, 65], 1),
          capsule(x, y, z, [418, 140, 65], [418, 154, 65], 1),
        ),
      m: Mat.Chrome,
    },
    // A handle on each locker door.
    {
      d: (x, y, z) => {
        const along = ((((x - 50) % 56) + 56) % 56) - 48;
        return x < 50 || x > 450
          ? Infinity
          : capsule(along, y, Math.abs(z), [-5, 199, 68.6], [3, 199, 68.6], 0.9);
      },
      m: Mat.Chrome,
    },
    // The window over the bench: its frame, and the blind's cassette along its top.
    {
      d: (x, y, z) =>
        Math.min(
          Math.max(
            roundBox(x, y, z, [290, 158, 107], [56, 30, 3], 3),
            -roundBox(x, y, z, [290, 158, 107], [50, 24, 5], 2),
          ),
          roundBox(x, y, z, [290, 185, 105], [54, 3, 4], 1.5),
        ),
      m: Mat.Wall,
    },
    ...(withLounge ? lounge() : bedEnd()),
  ];
  const camera =
    view === 'interior'
      ? { pos: [470, 150, -40] as V, target: [40, 104, 10] as V, fov: 62 }
      : { pos: [170, 150, -70] as V, target: [330, 90, 88] as V, fov: 60 };
  return solidOf(parts, { minX: -20, maxX: 520, maxY: 250, maxZ: 120 }, camera);
}
