/**
 * Inside a body, for its interior and dashboard photographs: a cabin (dashboard, instrument
 * binnacle, touch screen, steering wheel on the right, centre console, two front seats with
 * headrests; the seats' trim is paint slot 0) or a caravan's living space (overhead lockers, a
 * bench with a sink, a made bed under a window). Windows are openings: the backdrop shows
 * through them and the key light falls in through them. The camera is its own (`camera`).
 */
import type { CabinKind } from '../photo-parts.ts';
import { capsule, type Part, roundBox, solidOf, type V } from './sdf.ts';
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

/** A cloth seat's insert down its middle (`detail` 0.25, a shade darker); its bolsters plain. */
const cloth = (zc: number) => (_x: number, _y: number, z: number) =>
  Math.abs(z - zc) < 10 ? 0.25 : 0;

/**
 * The gear selector on the console: a car's short selector with a chrome collar, or a working
 * vehicle's manual gearstick in its boot with the transfer-case lever beside it.
 */
function selector(work: boolean): Part[] {
  if (!work)
    return [
      { d: (x, y, z) => capsule(x, y, z, [64, 64, 0], [61, 75, 0], 2.3), m: Mat.Trim },
      { d: (x, y, z) => roundBox(x, y, z, [64, 67, 0], [4, 1.2, 4], 1.2), m: Mat.Chrome },
    ];
  return [
    { d: (x, y, z) => roundBox(x, y, z, [66, 67, 0], [6, 2.5, 6], 2.5), m: Mat.Dash },
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [66, 66, 0], [70, 90, 0], 0.9),
          Math.hypot(x - 70.5, y - 92, z) - 3.2,
          capsule(x, y, z, [80, 64, -7], [83, 80, -7], 0.8),
          Math.hypot(x - 83.4, y - 82, z + 7) - 2.4,
        ),
      m: Mat.Trim,
    },
  ];
}

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
export function cabin(view: 'interior' | 'dashboard', kind: CabinKind = 'car'): Solid {
  const open = kind === 'open';
  const work = kind === 'work' || kind === 'van';
  const tall = kind === 'tall';
  const vent = (x: number, y: number, z: number) =>
    x > 24 && y > 84 && y < 94 && (Math.abs(Math.abs(z) - 32) < 7 || Math.abs(z) > 66);
  // A working vehicle's screen is set into its dash; a car's stands on it, a tall one's bigger.
  const screen = (x: number, y: number, z: number) =>
    work
      ? roundBox(x, y, z, [27.5, 89, 0], [1.2, 5.5, 11], 1)
      : tall
        ? roundBox(x, y, z, [2, 112, 0], [2, 13, 25], 1.5)
        : roundBox(x, y, z, [2, 110, 0], [2, 12, 20], 1.5);
  const bezel = (_x: number, y: number, z: number) =>
    work
      ? Math.abs(y - 89) > 4.6 || Math.abs(z) > 10
      : Math.abs(y - (tall ? 112 : 110)) > (tall ? 12 : 11) || Math.abs(z) > (tall ? 24 : 19);
  const wheel = (x: number, y: number, z: number) => {
    // A torus in the plane facing the driver, leaning back 25 degrees.
    const dx = x - 34;
    const dy = y - 102;
    const dz = z - 40;
    const c = Math.cos(0.44);
    const s = Math.sin(0.44);
    const ax = dx * c + dy * s;
    const ay = -dx * s + dy * c;
    const ring = Math.hypot(ay, dz) - 18.5;
    return Math.min(
      Math.hypot(ring, ax * 1.25) - 2.4,
      // The airbag's pad, and three spokes: either side and down.
      roundBox(ax, ay, dz, [0.5, 0, 0], [3.4, 5.5, 7], 3),
      roundBox(ax, ay, dz, [-0.5, -1, 0], [1.2, 2, 18], 1),
      roundBox(ax, ay, dz, [-0.5, -11, 0], [1.2, 8, 2.4], 1),
    );
  };
  /** A seat centred `zc` across, `w` its half width (a van's middle seat is narrower). */
  const seat =
    (zc: number, w = 22) =>
    (x: number, y: number, z: number) => {
      const lx = x - (y - 100) * 0.18;
      return Math.min(
        roundBox(x, y, z, [118, 62, zc], [24, 9, w], 6),
        roundBox(lx, y, z, [146, 100, zc], [7, 36, w - 1], 6),
        roundBox(x, y, z, [152, 146, zc], [5, 9, w * 0.55], 4),
        // Side bolsters, standing proud of the back and the cushion.
        roundBox(lx, y, z, [142, 96, zc + w * 0.73], [6, 30, 5], 4.5),
        roundBox(lx, y, z, [142, 96, zc - w * 0.73], [6, 30, 5], 4.5),
        roundBox(x, y, z, [116, 68, zc + w * 0.73], [22, 6, 5], 4.5),
        roundBox(x, y, z, [116, 68, zc - w * 0.73], [22, 6, 5], 4.5),
      );
    };
  /**
   * A door's trim (`side` 1 the driver's): a hard capping under the window, a stitched insert
   * with the armrest below it, a pull handle, a speaker low down, and the shut line
   * between the front and the rear door.
   */
  const insert = (x: number, y: number) =>
    y > 83 && y < 96 && ((x > 46 && x < 142) || (x > 160 && x < 226));
  const doorCard = (side: number): Part => ({
    d: (x, y, z) =>
      Math.min(
        roundBox(x, y, z, [133, 72, 77 * side], [103, 28, 3], 2),
        roundBox(x, y, z, [96, 78, 72 * side], [44, 2.5, 4], 2),
        roundBox(x, y, z, [200, 78, 72 * side], [30, 2.5, 4], 2),
      ),
    m: (x, y, z) => {
      const az = Math.abs(z);
      if (Math.abs(x - 150) < 0.9) return Mat.Grille;
      if (Math.hypot(x - 62, y - 56) < 8 || Math.hypot(x - 186, y - 56) < 6) return Mat.Grille;
      if (az < 75 && y > 74 && y < 82) return Mat.Dash;
      if (Math.abs(x - 62) < 7 && Math.abs(y - 92) < 1.4) return Mat.Chrome;
      // A car's insert is trimmed like its seats; a working vehicle's is hard plastic.
      if (!work && insert(x, y)) return Mat.Seat;
      return Mat.Dash;
    },
    // The speakers' mesh; the insert's stitching (a working vehicle's insert a shade lighter).
    detail: (x, y) => {
      if (y < 66) return Math.sin(x * 2.4) * Math.sin(y * 2.4) > 0 ? 1 : 0;
      if (!insert(x, y)) return 0;
      const stitch = Math.abs(y - 84.5) < 0.3 || Math.abs(y - 94.5) < 0.3;
      return work ? (stitch ? 0 : 1) : stitch ? 0.6 : 0;
    },
    bound: [
      [133, 72, 75 * side],
      [106, 31, 9],
    ],
  });
  const parts: Part[] = [
    // The pillars: each side's A-pillar from the dash up to the roof, and the B-pillar between
    // the front and the rear side windows.
    // Roof down (`open`), the windscreen's frame stands alone: its header rail across the top.
    ...[1, -1].map((side): Part => ({
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [-6, 102, 72 * side], [22, 152, 70 * side], 4.5),
          open ? Infinity : roundBox(x, y, z, [150, 126, 79 * side], [6, 26, 4], 2),
        ),
      // Trimmed like the headlining, as a car's pillars are; roof down, painted frame.
      m: open ? Mat.Dash : Mat.Wall,
    })),
    ...(open
      ? [
          {
            d: (x: number, y: number, z: number) =>
              capsule(x, y, z, [22, 152, 70], [22, 152, -70], 4),
            m: Mat.Dash,
          },
          // The windscreen's glass between its pillars: clear, the sky seen through it.
          {
            d: (x: number, y: number, z: number) =>
              Math.max(capsule(x, y, 0, [-6, 102, 0], [22, 152, 0], 0.4), Math.abs(z) - 68),
            m: Mat.Clear,
          },
        ]
      : []),
    doorCard(1),
    doorCard(-1),
    // Under the roof: the rear-view mirror on its stem by the windscreen's top, the sun visors
    // folded up against the headlining, and each front belt hanging down its B-pillar.
    ...(open
      ? []
      : [
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                capsule(x, y, z, [14, 153, 0], [17, 147, 0], 0.8),
                roundBox(x, y, z, [18, 144, 0], [1.2, 3.2, 10], 1.5),
              ),
            m: Mat.Trim,
          },
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                roundBox(x, y, z, [30, 151.5, 38], [8, 1.4, 19], 1.4),
                roundBox(x, y, z, [30, 151.5, -38], [8, 1.4, 19], 1.4),
              ),
            m: Mat.Wall,
          },
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, Math.abs(z), [151, 106, 74.6], [2.4, 40, 0.5], 0.3),
            m: Mat.Trim,
          },
        ]),
    {
      // The body's shell; roof down, cut off at the door tops.
      d: cut(
        open,
        shell([110, 90, 0], [150, 66, 82], 3, [
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
      ),
      // Dark carpet; the pale headlining over the windows; hard trim between.
      m: (_x, y) => (y < 40 ? Mat.Cabin : y > 106 ? Mat.Wall : Mat.Dash),
    },
    {
      // A working vehicle's dash is upright and square; a car's rounds over into the cabin.
      d: (x, y, z) =>
        work
          ? roundBox(x, y, z, [-6, 78, 0], [34, 20, 80], 5)
          : roundBox(x, y, z, [-6, 82, 0], [34, 20, 80], 12),
      // Air vents either side of the screen and at the dash's ends, their slats catching the
      // light; a car's dash trimmed like its seats under the aluminium strip.
      m: (x, y, z) =>
        vent(x, y, z) ? Mat.Grille : !work && y < 74.5 && x > 12 ? Mat.Seat : Mat.Dash,
      detail: (x, y, z) => (vent(x, y, z) && Math.sin(y * 2.2) > 0.3 ? 1 : 0),
    },
    // A brushed aluminium strip across the dash.
    ...(work
      ? []
      : [
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, z, [28, 76, 0], [1.2, 1.4, 74], 0.8),
            m: Mat.Alloy,
          },
        ]),
    { d: (x, y, z) => roundBox(x, y, z, [18, 104, 40], [8, 8, 16], 5), m: Mat.Dash },
    // The instrument cluster in the binnacle, facing the driver through the wheel.
    {
      d: (x, y, z) => roundBox(x, y, z, [26.2, 103, 40], [0.6, 5.5, 13], 0.5),
      m: Mat.Gauges,
      detail: gauges,
    },
    { d: screen, m: Mat.Screen, detail: (x, y, z) => (bezel(x, y, z) ? 1 : 0) },
    {
      d: wheel,
      m: Mat.Trim,
      bound: [
        [34, 102, 40],
        [13, 25, 25],
      ],
    },
    // Between the front seats: a console with two cup holders and the gear selector (a van has
    // a middle seat there instead).
    ...(kind === 'van'
      ? [
          {
            d: seat(0, 15),
            m: Mat.Seat,
            detail: cloth(0),
            bound: [
              [127, 104, 0],
              [36, 54, 16],
            ] as [V, V],
          },
        ]
      : [
          {
            d: (x: number, y: number, z: number) =>
              Math.max(
                roundBox(x, y, z, [70, 48, 0], [52, 18, 12], 5),
                -Math.max(Math.hypot(x - 98, Math.abs(z) - 5.5) - 3.6, 58 - y),
              ),
            m: Mat.Dash,
          },
          ...selector(work),
        ]),
    // The seats: a car's stitched flutes down the cushion and the back, a working vehicle's
    // cloth with a plain insert.
    ...[1, -1].map((side): Part => ({
      d: seat(40 * side),
      m: Mat.Seat,
      slot: 0,
      detail: work ? cloth(40 * side) : flutes,
      bound: [
        [127, 104, 40 * side],
        [36, 54, 24],
      ],
    })),
  ];
  // A tall body's driver and passengers sit higher over the dash.
  const lift = tall ? 8 : 0;
  const camera =
    view === 'interior'
      ? { pos: [248, 138 + lift, 0] as V, target: [0, 96, 6] as V, fov: 62 }
      : { pos: [128, 124 + lift, 38] as V, target: [10, 96, 24] as V, fov: 56 };
  return solidOf(parts, { minX: -45, maxX: 265, maxY: 160, maxZ: 90 }, camera);
}

/** A shell cut off level at the door tops (a convertible's with its roof down), or whole. */
function cut(open: boolean, d: (x: number, y: number, z: number) => number) {
  return open ? (x: number, y: number, z: number) => Math.max(d(x, y, z), y - 104) : d;
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

/** The sink's bowl: the hollow set into the bench under its top. */
const sink = (x: number, y: number, z: number) => roundBox(x, y, z, [262, 94, 88], [20, 10, 13], 4);

/**
 * A caravan's or motorhome's living space: from the door end towards the bed (`interior`), or
 * across to the kitchen bench (`dashboard`: a caravan has none; a motorhome's is its cab's).
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
      // Each locker door's shut line and its handle.
      detail: (x, y) => {
        const along = (((x - 50) % 56) + 56) % 56;
        return along < 1.2 || (along > 48 && along < 52 && Math.abs(y - 198) < 1.5) ? 1 : 0;
      },
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
      // A black glass cooktop set in the bench top.
      m: (x, _y, z) =>
        Math.abs(x - 345) < 26 && Math.abs(z - 88) < 17
          ? Mat.Trim
          : Math.abs(x - 262) < 23 && Math.abs(z - 88) < 16
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
