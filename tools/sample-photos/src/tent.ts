/**
 * A camper trailer's living space, for its interior and kitchen photographs: inside its tent
 * (canvas walls and roof on aluminium bows, the bed on the folded-out box, zip windows open to the
 * bush), and its kitchen slid out of the box's side under the folded tent, seen outdoors. The
 * canvas is paint slot 0.
 */
import { madeBed } from './living.ts';
import { capsule, type Part, roundBox, solidOf, type V } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/** The tent's canvas skin: `t` thick round its room, its windows and door cut through. */
function canvas(x: number, y: number, z: number): number {
  // The roof sags a little between the bows and pitches up to a ridge over them; the walls lean
  // in towards it.
  const sag = 3 * Math.sin((x / 150) * Math.PI) ** 2;
  const lean = Math.max(0, y - 120) * 0.12;
  const room = Math.max(
    roundBox(x, y + sag, z, [210, 130, 0], [210, 130, 132 - lean], 24),
    (y + sag + 0.22 * Math.abs(z) - 236) / Math.hypot(1, 0.22),
  );
  let d = Math.abs(room) - 1.2;
  for (const [c, h] of [
    // A window in each side wall and one over the bed's head; the open door behind the camera.
    [
      [230, 150, 132],
      [55, 32, 10],
    ],
    [
      [230, 150, -132],
      [55, 32, 10],
    ],
    [
      [0, 168, 0],
      [10, 26, 46],
    ],
  ] as [V, V][])
    d = Math.max(d, -roundBox(x, y, z, c, h, 10));
  return d;
}

/** Inside the tent, looking to the bed (`interior`); the kitchen slid out outdoors (`dashboard`). */
export function tent(view: 'interior' | 'dashboard'): Solid {
  return view === 'interior' ? inside() : kitchen();
}

function inside(): Solid {
  const parts: Part[] = [
    {
      d: (x, y, z) => Math.max(canvas(x, y, z), 2 - y),
      // Light canvas, creased a little where it hangs; a darker binding round each window with
      // its zip's dark track in it; the floor a grey PVC.
      m: (_x, y) => (y < 8 ? Mat.Cabin : Mat.TentCanvas),
      slot: 0,
      detail: (x, y, z) => {
        const bind = (cx: number, cy: number, hx: number, hy: number, u: number) => {
          const out = Math.max(Math.abs(u - cx) - hx, Math.abs(y - cy) - hy);
          return out > 5 ? 0 : Math.abs(out - 2.5) < 0.6 ? 1 : 0.55;
        };
        // The panels' seams: down the walls every 105.
        const seam = ((x % 105) + 105) % 105 < 0.8 ? 0.6 : 0;
        // Soft creases running down from the roof, fading towards the floor.
        const crease =
          0.08 *
          Math.max(0, Math.sin(x * 0.21 + Math.sin(y * 0.05) * 2) * Math.sin(z * 0.17)) *
          Math.min(1, y / 120);
        return Math.max(
          seam,
          crease,
          Math.abs(z) > 120 ? bind(230, 150, 55, 32, x) : 0,
          x < 12 ? bind(0, 168, 46, 26, z) : 0,
        );
      },
    },
    // The floor: grey PVC over the ground.
    { d: (_x, y) => y - 2, m: Mat.Cabin },
    // The aluminium bows: up each wall and over the roof, one over the bed and one at the door
    // behind the camera.
    {
      d: (x, y, z) => {
        let d = Infinity;
        for (const bx of [140, 418]) {
          d = Math.min(
            d,
            capsule(x, y, z, [bx, 2, 126], [bx, 206, 112], 1.4),
            capsule(x, y, z, [bx, 2, -126], [bx, 206, -112], 1.4),
            capsule(x, y, z, [bx, 206, 112], [bx, 230, 0], 1.4),
            capsule(x, y, z, [bx, 206, -112], [bx, 230, 0], 1.4),
          );
        }
        return d;
      },
      m: Mat.Alloy,
    },
    // The bed: the box under its folded-out floor, the mattress, pillows and a throw.
    { d: (x, y, z) => roundBox(x, y, z, [80, 46, 0], [80, 44, 118], 4), m: Mat.Seat, slot: 0 },
    ...madeBed(2, 158, 112, 112, 24),
  ];
  return solidOf(
    parts,
    { minX: -30, maxX: 450, maxY: 260, maxZ: 150 },
    { pos: [410, 150, -40], target: [40, 100, 10], fov: 62 },
  );
}

/** The sink's bowl, set into the kitchen's top. */
const sink = (x: number, y: number, z: number) => roundBox(x, y, z, [60, 86, 104], [16, 8, 12], 4);

function kitchen(): Solid {
  const parts: Part[] = [
    // The box: white, on its chassis, its tent folded on top under a canvas cover.
    {
      d: (x, y, z) => roundBox(x, y, z, [0, 95, 0], [150, 55, 60], 3),
      // A checker-plate stone guard low down; above it the kitchen's hatch, open, its shut line
      // round the opening and its two locks, and the pantry hatch beside it.
      m: (x, y) => {
        if (y < 62) return Mat.Alloy;
        const hatch = (x0: number, x1: number) =>
          x > x0 - 0.8 &&
          x < x1 + 0.8 &&
          y > 65.2 &&
          y < 140.8 &&
          (x < x0 + 0.8 || x > x1 - 0.8 || y < 66.8 || y > 139.2);
        if (hatch(-92, 114) || hatch(-140, -100)) return Mat.Trim;
        if (Math.abs(y - 133) < 2 && (Math.abs(x + 120) < 3 || Math.abs(x - 100) < 3))
          return Mat.Chrome;
        // Inside the open hatch, the kitchen's grey recess.
        return x > -92 && x < 114 && y > 66 && y < 140 ? Mat.Wall : Mat.Bed;
      },
    },
    {
      d: (x, y, z) => roundBox(x, y, z, [0, 162, 0], [152, 14, 64], 6),
      m: Mat.Canvas,
    },
    { d: (x, y, z) => roundBox(x, y, z, [0, 34, 0], [140, 6, 40], 1), m: Mat.Trim },
    // The kitchen: a stainless drawer slid out of the side, its top with the stove and sink.
    {
      d: (x, y, z) =>
        Math.max(
          Math.min(
            roundBox(x, y, z, [20, 88, 96], [64, 2, 36], 1),
            roundBox(x, y, z, [20, 76, 130], [64, 12, 2], 1),
          ),
          -sink(x, y, z),
        ),
      m: Mat.Alloy,
    },
    // The two-burner stove: black enamel, its burners' rings chrome.
    {
      d: (x, y, z) => roundBox(x, y, z, [-14, 91, 100], [24, 1.5, 18], 1),
      m: (x, _y, z) =>
        Math.abs(Math.hypot(x + 26, z - 100) - 5) < 1 ||
        Math.abs(Math.hypot(x + 2, z - 100) - 5) < 1
          ? Mat.Chrome
          : Mat.Trim,
    },
    // The slide's runners out of the box, and a drawer front's handle.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [-40, 83, 95], [1.5, 2, 35], 0.5),
          roundBox(x, y, z, [80, 83, 95], [1.5, 2, 35], 0.5),
          roundBox(x, y, z, [20, 79, 132.5], [22, 1.2, 1], 0.8),
        ),
      m: Mat.Trim,
    },
    // A kettle on the back burner; a jerry can of water on the ground.
    {
      d: (x, y, z) =>
        Math.min(
          roundBox(x, y, z, [-26, 99, 100], [7, 7, 7], 5.5),
          capsule(x, y, z, [-26, 106, 94], [-26, 106, 106], 0.8),
        ),
      m: Mat.Chrome,
    },
    { d: (x, y, z) => roundBox(x, y, z, [120, 23, 170], [16, 23, 7], 2.5), m: Mat.Trim },
    // The tap over the sink; the legs down to the ground.
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [60, 90, 82], [60, 108, 82], 1.2),
          capsule(x, y, z, [60, 108, 82], [60, 106, 94], 0.9),
        ),
      m: Mat.Chrome,
    },
    {
      d: (x, y, z) =>
        Math.min(
          capsule(x, y, z, [-40, 0, 128], [-40, 86, 128], 1.3),
          capsule(x, y, z, [80, 0, 128], [80, 86, 128], 1.3),
        ),
      m: Mat.Alloy,
    },
  ];
  const solid = solidOf(
    parts,
    { minX: -160, maxX: 160, maxY: 180, maxZ: 140, minZ: -70 },
    { pos: [150, 128, 250], target: [10, 90, 100], fov: 46 },
    false,
  );
  solid.backdrop = 'gravel';
  return solid;
}
