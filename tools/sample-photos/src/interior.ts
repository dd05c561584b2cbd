/**
 * Inside a car, for its interior and dashboard photographs: a cabin (dashboard, instrument
 * binnacle, touch screen, steering wheel on the right, centre console, two front seats with
 * headrests, and a people mover's or a bus's rows behind them; the seats' trim is paint slot 0),
 * or a van's load space (`cargo.ts`; a caravan's living space is `living.ts`). Windows are
 * openings: the backdrop shows through them and the key light falls in through them. The camera
 * is its own (`camera`).
 */
import { cargo } from './cargo.ts';
import { screenPart, Shown } from './display.ts';
import type { CabinKind } from './outlines.ts';
import { capsule, type Part, roundBox, shell, solidOf, type V } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/**
 * A seat's stitched flutes between its bolsters (`x` from the seat's row, `z` from its middle,
 * `w` its half width): 1 on a seam, 0.5 on a bolster's edge.
 */
const flutes = (x: number, y: number, z: number, w: number) => {
  const across = Math.abs(z);
  // The back's rear is plain.
  if (y > 70 && x > 146 + (y - 100) * 0.18) return 0;
  const edge = w * 0.46;
  if (Math.abs(across - edge - 0.5) < 0.5) return 0.5;
  if (across > edge) return 0;
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

/** Where a picture of a cabin is taken from, and what it looks at. */
interface Shot {
  pos: V;
  target: V;
  fov: number;
}

/**
 * How each kind of cabin is built: how far back its windscreen's header meets the roof (`rake`,
 * x; its base is at -6), how much higher its people sit (`lift`), where its B-pillar and door
 * shut line stand (`pillar`), and how much longer than a car's it is (`long`) for the rows of
 * seats behind the front two (`rows`: each row's offset back, and its seats' centres and half
 * widths). `shots`: a camera of its own for a view, where the back seat's (interior) or the
 * driver's (dashboard) does not show it; `bigWheel`: a bus's steering wheel, bigger than a car's,
 * with two spokes, and lying flatter (0.95 radians back from upright, a car's 0.44).
 */
const builds: Record<
  CabinKind,
  {
    rake: number;
    lift: number;
    pillar: number;
    long: number;
    rows: [number, [number, number][]][];
    shots?: Partial<Record<'interior' | 'dashboard', Shot>>;
    bigWheel?: boolean;
  }
> = {
  car: { rake: 38, lift: 0, pillar: 150, long: 0, rows: [] },
  open: { rake: 44, lift: 0, pillar: 192, long: 0, rows: [] },
  glass: { rake: 38, lift: 0, pillar: 150, long: 0, rows: [] },
  // A coupe's two long doors and its low seats under a raked screen.
  sport: { rake: 50, lift: -7, pillar: 192, long: 0, rows: [] },
  tall: { rake: 24, lift: 8, pillar: 150, long: 0, rows: [] },
  // A people mover's second row of captain's chairs, its camera in the third.
  mover: {
    rake: 30,
    lift: 8,
    pillar: 150,
    long: 96,
    rows: [
      [
        112,
        [
          [40, 21],
          [-40, 21],
        ],
      ],
    ],
  },
  work: { rake: 16, lift: 0, pillar: 150, long: 0, rows: [] },
  // A cab chassis's single cab: its back wall just behind the seats, so its interior is seen
  // from the passenger's open door.
  single: {
    rake: 16,
    lift: 0,
    pillar: 150,
    long: -80,
    rows: [],
    shots: { interior: { pos: [112, 142, -72], target: [44, 90, 26], fov: 70 } },
  },
  // A motorhome's cab, seen from its living area behind (its only picture: the motorhome's
  // interior is its living area's).
  cab: {
    rake: 12,
    lift: 8,
    pillar: 150,
    long: 60,
    rows: [],
    shots: { dashboard: { pos: [262, 146, 0], target: [0, 102, 6], fov: 62 } },
  },
  van: { rake: 12, lift: 0, pillar: 150, long: 0, rows: [] },
  // A bus's rows of two and one either side of its aisle, seen down the aisle from the back;
  // its driver's big wheel lies flatter than a car's.
  bus: {
    rake: 12,
    lift: 4,
    pillar: 150,
    long: 300,
    shots: { interior: { pos: [532, 146, 12], target: [0, 112, 12], fov: 64 } },
    bigWheel: true,
    rows: [104, 184, 264, 344].map((dx): [number, [number, number][]] => [
      dx,
      [
        [50, 16],
        [-24, 15],
        [-56, 15],
      ],
    ]),
  },
};

/** A car's cabin, seen from the back seat (`interior`) or the driver's seat (`dashboard`). */
export function cabin(view: 'interior' | 'dashboard', kind: CabinKind = 'car'): Solid {
  if (kind === 'van' && view === 'interior') return cargo();
  const { rake, lift, pillar, long, rows, shots, bigWheel: big = false } = builds[kind];
  const open = kind === 'open';
  const sport = kind === 'sport';
  const glassRoof = kind === 'glass';
  const bench = kind === 'van' || kind === 'bus';
  const radio = kind === 'single';
  const work = kind === 'work' || radio || kind === 'cab' || bench;
  const tall = kind === 'tall' || kind === 'mover';
  // The windscreen's line from its base over the dash up to its header (x at height y).
  const slope = (rake + 6) / 50;
  const glassAt = (y: number) => -6 + (y - 102) * slope;
  const vent = (x: number, y: number, z: number) =>
    x > 24 && y > 84 && y < 94 && (Math.abs(Math.abs(z) - 32) < 7 || Math.abs(z) > 66);
  // A working vehicle's screen is set into its dash; a car's stands on it, a tall one's bigger.
  // A cab chassis has a radio there instead.
  const screen = (x: number, y: number, z: number) =>
    radio
      ? roundBox(x, y, z, [27.5, 89, 0], [1.2, 3, 8.5], 0.8)
      : work
        ? roundBox(x, y, z, [27.5, 89, 0], [1.2, 5.5, 11], 1)
        : tall
          ? roundBox(x, y, z, [2, 112, 0], [2, 13, 25], 1.5)
          : roundBox(x, y, z, [2, 110, 0], [2, 12, 20], 1.5);
  // The glass inside the bezel: its middle (height) and half its height and width.
  const [glassY, glassH, glassW] = radio
    ? [89, 1.6, 6]
    : work
      ? [89, 4.6, 10]
      : tall
        ? [112, 12, 24]
        : [110, 11, 19];
  const bezel = (_x: number, y: number, z: number) =>
    Math.abs(y - glassY) > glassH || Math.abs(z) > glassW;
  /** The screen, switched on (display.ts), inside its bezel; a cab chassis's radio is off. */
  const shown = (x: number, y: number, z: number) =>
    bezel(x, y, z)
      ? Shown.Bezel
      : radio
        ? Shown.Background
        : screenPart(z / glassW, (y - glassY) / glassH);
  /**
   * The steering wheel, a torus in the plane facing the driver: a car's leaning back 25 degrees
   * with its airbag's pad, three spokes and their switches; a bus's bigger and lying flatter,
   * with two spokes and a small boss.
   */
  const tilt = big ? 0.95 : 0.44;
  const wheel = (x: number, y: number, z: number) => {
    const dx = x - 34;
    const dy = y - 102;
    const dz = z - 40;
    const c = Math.cos(tilt);
    const s = Math.sin(tilt);
    const ax = dx * c + dy * s;
    const ay = -dx * s + dy * c;
    const ring = Math.hypot(ay, dz) - (big ? 24 : 18.5);
    if (big)
      return Math.min(
        Math.hypot(ring, ax * 1.25) - 2.2,
        Math.hypot(ax * 1.6, ay, dz) - 4.2,
        roundBox(ax, ay, dz, [-0.5, -1, 0], [1, 2.2, 23], 1),
      );
    let d = Math.min(
      Math.hypot(ring, ax * 1.25) - 2.4,
      // The airbag's pad, and three spokes: either side and down.
      roundBox(ax, ay, dz, [0.5, 0, 0], [3.4, 5.5, 7], 3),
      roundBox(ax, ay, dz, [-0.5, -1, 0], [1.2, 3, 18], 1),
      roundBox(ax, ay, dz, [-0.5, -11, 0], [1.2, 8, 2.4], 1),
    );
    // The switches on the side spokes: two rows of small buttons each side.
    for (const bz of [-13.5, -9.5, 9.5, 13.5])
      for (const by of [0.6, -2.4])
        d = Math.min(d, roundBox(ax, ay, dz, [0.9, by, bz], [0.5, 1, 1.4], 0.4));
    return d;
  };
  /** A seat centred `zc` across and `dx` further back, `w` its half width. */
  const seat =
    (zc: number, w = 22, dx = 0) =>
    (x0: number, y: number, z: number) => {
      const x = x0 - dx;
      const lx = x - (y - 100) * 0.18;
      if (sport)
        // A sports seat: its headrest one with its tall back, the bolsters deep.
        return Math.min(
          roundBox(x, y, z, [118, 60, zc], [24, 8, w], 6),
          roundBox(lx, y, z, [146, 94, zc], [7, 32, w - 1], 6),
          roundBox(lx, y, z, [148, 129, zc], [6, 15, w * 0.6], 5),
          roundBox(lx, y, z, [140, 94, zc + w * 0.8], [8, 30, 5.5], 5),
          roundBox(lx, y, z, [140, 94, zc - w * 0.8], [8, 30, 5.5], 5),
          roundBox(x, y, z, [116, 70, zc + w * 0.8], [22, 8, 5.5], 5),
          roundBox(x, y, z, [116, 70, zc - w * 0.8], [22, 8, 5.5], 5),
        );
      return Math.min(
        roundBox(x, y, z, [118, 62, zc], [24, 9, w], 6),
        roundBox(lx, y, z, [146, 96, zc], [7, 32, w - 1], 6),
        // The head restraint on its two posts, clear of the headlining.
        roundBox(x, y, z, [152, 139, zc], [5, 8, w * 0.55], 4),
        capsule(x, y, z, [151, 122, zc + w * 0.3], [152, 134, zc + w * 0.3], 1.1),
        capsule(x, y, z, [151, 122, zc - w * 0.3], [152, 134, zc - w * 0.3], 1.1),
        // Side bolsters, standing proud of the back and the cushion.
        roundBox(lx, y, z, [142, 94, zc + w * 0.73], [6, 28, 5], 4.5),
        roundBox(lx, y, z, [142, 94, zc - w * 0.73], [6, 28, 5], 4.5),
        roundBox(x, y, z, [116, 68, zc + w * 0.73], [22, 6, 5], 4.5),
        roundBox(x, y, z, [116, 68, zc - w * 0.73], [22, 6, 5], 4.5),
      );
    };
  /** A seat as a part: a car's stitched flutes, a working vehicle's cloth with a plain insert. */
  const seatPart = (zc: number, w = 22, dx = 0): Part => ({
    d: seat(zc, w, dx),
    // The head restraint's posts bright between the back and the restraint (a sports seat's is
    // one with its back).
    m: (_x, y, z) =>
      !sport && y > 128.5 && y < 131.5 && Math.abs(Math.abs(z - zc) - w * 0.3) < 1.6
        ? Mat.Chrome
        : Mat.Seat,
    slot: 0,
    detail: work ? cloth(zc) : (x, y, z) => flutes(x - dx, y, z - zc, w),
    bound: [
      [127 + dx, 104, zc],
      [36, 54, w + 2],
    ],
  });
  /**
   * A door's trim (`side` 1 the driver's): a hard capping under the window, a stitched insert
   * with the armrest below it, a pull handle, a speaker low down, and the shut line between
   * the front and the rear door (a coupe's one long door, and the trim beside the back seat).
   */
  const insert = (x: number, y: number) =>
    y > 83 && y < 96 && ((x > 46 && x < pillar - 8) || (x > pillar + 10 && x < 226));
  const armrest = (x0: number, x1: number, side: number) => (x: number, y: number, z: number) =>
    roundBox(x, y, z, [(x0 + x1) / 2, 78, 72 * side], [(x1 - x0) / 2, 2.5, 4], 2);
  const doorCard = (side: number): Part => ({
    d: (x, y, z) =>
      Math.min(
        roundBox(x, y, z, [133 + long / 2, 72, 77 * side], [103 + long / 2, 28, 3], 2),
        armrest(52, pillar - 10, side)(x, y, z),
        long < 0 ? Infinity : armrest(pillar + 20, 230, side)(x, y, z),
      ),
    m: (x, y, z) => {
      const az = Math.abs(z);
      if (Math.abs(x - pillar) < 0.9) return Mat.Grille;
      if (Math.hypot(x - 62, y - 56) < 8 || Math.hypot(x - pillar - 36, y - 56) < 6)
        return Mat.Grille;
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
      [133 + long / 2, 72, 75 * side],
      [106 + long / 2, 31, 9],
    ],
  });
  // The pillars between the side windows behind the B-pillar (a people mover's, a bus's).
  const posts: number[] = [];
  for (let x = pillar + 90; x < 240 + long; x += long > 200 ? 80 : 90) posts.push(x);
  const parts: Part[] = [
    // The pillars: each side's A-pillar from the dash up to the header, and the B-pillar between
    // the front and the rear side windows.
    // Roof down (`open`), the windscreen's frame stands alone: its header rail across the top.
    ...[1, -1].map((side): Part => ({
      d: (x, y, z) => {
        let d = capsule(x, y, z, [-6, 102, 72 * side], [rake, 152, 70 * side], 4.5);
        if (open) return d;
        for (const px of [pillar, ...posts])
          d = Math.min(d, roundBox(x, y, z, [px, 126, 79 * side], [6, 26, 4], 2));
        return d;
      },
      // Trimmed like the headlining, as a car's pillars are; roof down, painted frame.
      m: open ? Mat.Dash : Mat.Wall,
    })),
    ...(open
      ? [
          {
            d: (x: number, y: number, z: number) =>
              capsule(x, y, z, [rake, 152, 70], [rake, 152, -70], 4),
            m: Mat.Dash,
          },
          // The windscreen's glass between its pillars, clear, the sky seen through it: a little
          // ahead of their line, clear of the screen standing on the dash.
          {
            d: (x: number, y: number, z: number) =>
              Math.max(capsule(x, y, 0, [-16, 102, 0], [rake - 4, 152, 0], 0.4), Math.abs(z) - 68),
            m: Mat.Clear,
          },
        ]
      : []),
    // A wagon's panoramic roof: its glass in a dark frame that hides the cut roof's edges.
    ...(glassRoof
      ? [
          {
            d: (x: number, y: number, z: number) =>
              Math.max(
                roundBox(x, y, z, [112, 154.5, 0], [66, 3.2, 52], 1),
                -roundBox(x, y, z, [112, 154.5, 0], [59, 5, 45], 2),
              ),
            m: Mat.Dash,
          },
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, z, [112, 156.5, 0], [60, 0.4, 46], 0.2),
            m: Mat.Clear,
          },
        ]
      : []),
    doorCard(1),
    doorCard(-1),
    // Under the roof: the rear-view mirror on its stem from the windscreen's top, the sun
    // visors folded up against the headlining behind the header, and each front belt down its
    // B-pillar from its height adjuster to the floor, its tongue parked at the shoulder.
    ...(open
      ? []
      : [
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                capsule(x, y, z, [glassAt(153) + 2, 153, 0], [glassAt(147) + 5, 147, 0], 0.8),
                roundBox(x, y, z, [glassAt(144) + 6, 144, 0], [1.2, 3.2, 10], 1.5),
              ),
            m: Mat.Trim,
          },
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                roundBox(x, y, z, [rake + 10, 151.5, 38], [8, 1.4, 19], 1.4),
                roundBox(x, y, z, [rake + 10, 151.5, -38], [8, 1.4, 19], 1.4),
              ),
            m: Mat.Wall,
          },
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                roundBox(x, y, Math.abs(z), [pillar - 5, 104, 74.4], [2.4, 38, 0.5], 0.3),
                roundBox(x, y, Math.abs(z), [pillar - 5, 142, 74.2], [3.4, 3, 1], 0.8),
              ),
            m: Mat.Trim,
          },
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, Math.abs(z), [pillar - 5, 112, 73.5], [2, 3.4, 0.7], 0.5),
            m: Mat.Chrome,
          },
        ]),
    {
      // The body's shell, open ahead of the windscreen's line; roof down, cut off at the door
      // tops.
      d: cut(open, (x, y, z) =>
        Math.max(
          shell([110 + long / 2, 90, 0], [150 + long / 2, 66, 82], 3, [
            [
              [125 + long / 2, 124, 82],
              [105 + long / 2, 22, 8],
            ],
            [
              [125 + long / 2, 124, -82],
              [105 + long / 2, 22, 8],
            ],
            // A wagon's panoramic roof: the sky over both rows through its glass.
            ...(glassRoof
              ? ([
                  [
                    [112, 156, 0],
                    [64, 8, 50],
                  ],
                ] as [V, V][])
              : []),
          ])(x, y, z),
          -Math.max((x - glassAt(y)) / Math.hypot(1, slope), 100 - y),
        ),
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
    { d: screen, m: Mat.Screen, detail: shown },
    {
      d: wheel,
      m: Mat.Trim,
      bound: [[34, 102, 40], big ? [22, 28, 28] : [13, 25, 25]],
    },
    // The indicator and wiper stalks out of the column behind the wheel, reaching past its rim.
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [26, 100, 46], [33, 99, 63], 0.9),
          capsule(x, y, z, [26, 100, 34], [33, 99, 17], 0.9),
          // The column's shroud from the binnacle to the wheel's hub.
          capsule(x, y, z, [22, 99, 40], [30, 100.5, 40], 3.6),
        ),
      m: Mat.Trim,
    },
    // The radio's two knobs.
    ...(radio
      ? [
          {
            d: (x: number, y: number, z: number) =>
              Math.min(
                capsule(x, y, z, [27, 89, 11.5], [29.6, 89, 11.5], 1.7),
                capsule(x, y, z, [27, 89, -11.5], [29.6, 89, -11.5], 1.7),
              ),
            m: Mat.Chrome,
          },
        ]
      : []),
    // Between the front seats: a console with two cup holders and the gear selector (a van has
    // a middle seat there instead; a motorhome's cab is open between its captain's chairs, their
    // armrests folded down).
    ...(kind === 'cab'
      ? [
          {
            d: (x: number, y: number, z: number) => {
              let d = Infinity;
              for (const zc of [-65, -15, 15, 65])
                d = Math.min(d, roundBox(x, y, z, [124, 84, zc], [20, 2.6, 2.6], 2));
              return d;
            },
            m: Mat.Seat,
            slot: 0,
          },
        ]
      : bench
        ? [seatPart(0, 15)]
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
    // The front seats, and any rows behind them.
    seatPart(40),
    seatPart(-40),
    ...rows.flatMap(([dx, seats]) => seats.map(([zc, w]) => seatPart(zc, w, dx))),
    // A bus's grab handles across the aisle seats' backs, and its air ducts along the roof.
    ...(kind === 'bus'
      ? [
          {
            d: (x: number, y: number, z: number) => {
              let d = Infinity;
              for (const [dx] of rows)
                for (const zc of [-24, 50]) {
                  const s = Math.sign(12 - zc);
                  d = Math.min(
                    d,
                    capsule(
                      x,
                      y,
                      z,
                      [dx + 161, 134, zc + s * 6],
                      [dx + 161, 134, zc + s * 14],
                      1.2,
                    ),
                  );
                }
              return d;
            },
            m: Mat.Chrome,
          },
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, Math.abs(z), [205 + long / 2, 149, 68], [45 + long / 2, 4, 9], 3),
            m: Mat.Wall,
          },
        ]
      : []),
  ];
  const camera: Shot =
    shots?.[view] ??
    (view === 'dashboard'
      ? { pos: [128, 124 + lift, 38], target: [10, 96, 24], fov: 56 }
      : { pos: [248 + long * 0.94, 138 + lift, 0], target: [0, 96, 6], fov: 62 });
  return solidOf(parts, { minX: -45, maxX: 265 + long, maxY: 160, maxZ: 90 }, camera);
}

/** A shell cut off level at the door tops (a convertible's with its roof down), or whole. */
function cut(open: boolean, d: (x: number, y: number, z: number) => number) {
  return open ? (x: number, y: number, z: number) => Math.max(d(x, y, z), y - 104) : d;
}
