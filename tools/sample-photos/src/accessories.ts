/**
 * Genuine accessories as a product photographer shoots them: on the studio floor, close up, in
 * black rubber, plastic, smoked acrylic and chrome. One still life per accessory code
 * (accessories.ts lists them).
 */
import { capsule, type Part, roundBox, solidOf, type V } from './sdf.ts';
import { Mat, type Solid } from './solid.ts';

/** Turns a point about the vertical axis through (cx, cz). */
function turn(x: number, z: number, cx: number, cz: number, a: number): [number, number] {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [cx + (x - cx) * c - (z - cz) * s, cz + (x - cx) * s + (z - cz) * c];
}

/** Rubber with raised ribs across it (mats, liners). */
const ribbed = (x: number, _y: number, z: number): Mat =>
  Math.abs(Math.sin(x * 0.45 + z * 0.02)) > 0.8 ? Mat.Tyre : Mat.Trim;

function tray(h: number, wall: number): Part[] {
  return [
    {
      d: (x, y, z) =>
        Math.max(
          roundBox(x, y, z, [0, h / 2, 0], [110, h / 2, 78], 6),
          -roundBox(x, y, z, [0, h / 2 + wall, 0], [110 - wall, h / 2, 78 - wall], 5),
        ),
      m: (x, y) => (y < wall + 0.5 && Math.abs(Math.sin(x * 0.3)) > 0.85 ? Mat.Tyre : Mat.Trim),
    },
  ];
}

function parts(code: string): { parts: Part[]; eye: V; at: V; fov: number } {
  switch (code) {
    case 'FM':
      return {
        parts: [
          {
            d: (x, y, z) => {
              const [a, b] = turn(x, z, -62, 0, 0.12);
              const [c, d] = turn(x, z, 62, 10, -0.1);
              return Math.min(
                roundBox(a, y, b, [-62, 2, 0], [50, 2, 72], 2),
                roundBox(c, y, d, [62, 2, 10], [50, 2, 72], 2),
              );
            },
            m: ribbed,
          },
        ],
        eye: [0, 190, -210],
        at: [0, 0, 5],
        fov: 42,
      };
    case 'CL':
      return { parts: tray(16, 3), eye: [0, 170, -230], at: [0, 4, 0], fov: 42 };
    case 'TL':
      return { parts: tray(40, 4), eye: [0, 180, -250], at: [0, 10, 0], fov: 44 };
    case 'WS':
      return {
        parts: [-1, 1].map((side) => ({
          d: (x: number, y: number, z: number) => {
            const [a, b] = turn(x, z, side * 66, 0, side * 0.15);
            // A shallow arc of smoked acrylic, standing on its edge.
            return roundBox(
              a,
              y - (a - side * 66) ** 2 * 0.004,
              b,
              [side * 66, 26, 0],
              [58, 9, 1.6],
              1.4,
            );
          },
          m: Mat.Glass,
        })),
        eye: [0, 80, -200],
        at: [0, 24, 0],
        fov: 40,
      };
    case 'MF':
      return {
        parts: [-1, 1].map((side) => ({
          d: (x: number, y: number, z: number) => {
            const [a, b] = turn(x, z, side * 45, 0, side * 0.3);
            return roundBox(a, y, b, [side * 45, 36, 0], [22, 36, 2.2], 2);
          },
          m: (x: number, y: number) =>
            y > 56 && y < 62 && Math.abs(x - side * 45) < 12 ? Mat.Chrome : Mat.Trim,
        })),
        eye: [0, 90, -190],
        at: [0, 32, 0],
        fov: 40,
      };
    case 'RR':
      return {
        parts: [-1, 1].flatMap((side) => [
          {
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, z, [0, 38, side * 45], [118, 3, 5], 2.5),
            m: Mat.Alloy,
          },
          ...[-1, 1].map((end) => ({
            d: (x: number, y: number, z: number) =>
              roundBox(x, y, z, [end * 96, 18, side * 45], [8, 18, 7], 3),
            m: Mat.Trim,
          })),
        ]),
        eye: [-60, 150, -230],
        at: [0, 22, 0],
        fov: 40,
      };
    case 'TB':
      return {
        parts: [
          { d: (x, y, z) => roundBox(x, y, z, [0, 24, 0], [105, 6, 6], 1.5), m: Mat.Trim },
          { d: (x, y, z) => roundBox(x, y, z, [0, 24, -28], [6.5, 6.5, 28], 1.5), m: Mat.Trim },
          {
            d: (x, y, z) =>
              Math.min(
                Math.hypot(x, y - 44, z + 58) - 8.5,
                capsule(x, y, z, [0, 26, -58], [0, 40, -58], 4),
              ),
            m: Mat.Chrome,
          },
          { d: (x, y, z) => roundBox(x, y, z, [48, 24, -16], [7, 6, 5], 2), m: Mat.Trim },
        ],
        eye: [-120, 110, -190],
        at: [0, 26, -20],
        fov: 40,
      };
    case 'NB': {
      const bar = (x: number, y: number, z: number) =>
        Math.min(
          capsule(x, y, z, [-60, 0, 0], [-60, 62, 0], 4.5),
          capsule(x, y, z, [60, 0, 0], [60, 62, 0], 4.5),
          capsule(x, y, z, [-60, 62, 0], [-48, 74, 0], 4.5),
          capsule(x, y, z, [60, 62, 0], [48, 74, 0], 4.5),
          capsule(x, y, z, [-48, 74, 0], [48, 74, 0], 4.5),
          capsule(x, y, z, [-60, 30, 0], [60, 30, 0], 3.5),
        );
      return {
        parts: [
          // Black powder coat, as most genuine bars are.
          { d: bar, m: Mat.Trim },
          {
            d: (x, y, z) =>
              Math.min(
                roundBox(x, y, z, [-26, 74, -7], [11, 11, 5], 4),
                roundBox(x, y, z, [26, 74, -7], [11, 11, 5], 4),
              ),
            m: (_x, _y, z) => (z < -10 ? Mat.HeadLamp : Mat.Trim),
          },
        ],
        eye: [-70, 100, -190],
        at: [0, 40, 0],
        fov: 42,
      };
    }
    default:
      // TC: a soft tonneau cover on its frame rails.
      return {
        parts: [
          {
            d: (x, y, z) =>
              roundBox(x, y - Math.abs(Math.sin(x * 0.05)) * 0.8, z, [0, 10, 0], [115, 2, 80], 2),
            m: Mat.Trim,
          },
          {
            d: (x, y, z) =>
              Math.min(
                roundBox(x, y, z, [0, 5, 82], [116, 5, 3], 1.5),
                roundBox(x, y, z, [0, 5, -82], [116, 5, 3], 1.5),
              ),
            m: Mat.Alloy,
          },
        ],
        eye: [-40, 170, -220],
        at: [0, 6, 0],
        fov: 44,
      };
  }
}

/** The still life for an accessory code. */
export function accessory(code: string): Solid {
  const p = parts(code);
  return solidOf(
    p.parts,
    { minX: -130, maxX: 130, maxY: 100, maxZ: 100 },
    { pos: p.eye, target: p.at, fov: p.fov },
    false,
  );
}
