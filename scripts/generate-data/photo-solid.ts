/**
 * The front three-quarter photo as a solid: the side outline extruded across the car's width and
 * seen from ahead, to one side and a little above. Each surface the camera can see (bonnet, roof,
 * windscreen, nose) is shaded by which way it faces, nearest drawn last, then the painted near
 * side and the face's lamps, grille and plate on top.
 */
import {
  bounds,
  darken,
  lighten,
  type Outline,
  paintDefs,
  PHOTO,
  profile,
  studio,
  svgDoc,
} from './photo-parts.ts';

type Point = [number, number];

/** Near side drawn this much narrower (turned away); the far side sits up and left of it. */
const TURN = 0.8;
const ACROSS = 0.55;
const RISE = 0.16;

/** Closed polygons of an outline path (absolute M, L, Q and Z; curves flattened). */
function polygons(path: string): Point[][] {
  const tokens = path.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const out: Point[][] = [];
  let current: Point[] = [];
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') {
      if (current.length) out.push(current);
      current = [[num(), num()]];
    } else if (command === 'L') {
      current.push([num(), num()]);
    } else if (command === 'Q') {
      const [x0, y0] = current[current.length - 1]!;
      const cx = num();
      const cy = num();
      const x1 = num();
      const y1 = num();
      for (let s = 1; s <= 6; s++) {
        const t = s / 6;
        const u = 1 - t;
        current.push([
          u * u * x0 + 2 * u * t * cx + t * t * x1,
          u * u * y0 + 2 * u * t * cy + t * t * y1,
        ]);
      }
    } else if (command === 'Z') {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

function signedArea(poly: Point[]): number {
  let s = 0;
  poly.forEach(([x, y], k) => {
    const [nx, ny] = poly[(k + 1) % poly.length]!;
    s += x * ny - nx * y;
  });
  return s;
}

const f = (n: number) => n.toFixed(1);

/**
 * A three-quarter view of one end: 'front' sees the left end of the outline (a car's nose, a
 * caravan's or motorhome's back), 'rear' the mirrored outline's, so the other end.
 */
export function solidShot(o: Outline, hex: string, end: 'front' | 'rear'): string {
  const b = bounds(o.body);
  const flip = end === 'rear';
  const sum = b.minX + b.maxX;
  const mirror = (x: number) => (flip ? sum - x : x);
  const plain = bounds(o.glass);
  const g = flip ? { ...plain, minX: sum - plain.maxX, maxX: sum - plain.minX } : plain;
  const shapes = polygons(o.body).map((poly) => poly.map(([x, y]): Point => [mirror(x), y]));
  // The outline's left end is a car's nose and a caravan's or motorhome's back.
  const nose = flip === Boolean(o.living);
  const hasScreen = !o.towed && (nose || !o.living);
  const width = (b.maxX - b.minX) * (o.living ? 0.36 : 0.38);
  const dx = width * ACROSS;
  const dy = width * RISE;
  const at = (x: number, y: number, z: number): string =>
    `${f(x * TURN - z * ACROSS)} ${f(y - z * RISE)}`;
  // Light from above and a little ahead.
  const light = [-0.35, -0.94];

  const faces: { depth: number; svg: string }[] = [];
  shapes.forEach((poly, which) => {
    const outward = signedArea(poly) > 0 ? 1 : -1;
    poly.forEach(([x0, y0], k) => {
      const [x1, y1] = poly[(k + 1) % poly.length]!;
      const len = Math.hypot(x1 - x0, y1 - y0);
      if (len < 0.5) return;
      const nx = ((y1 - y0) / len) * outward;
      const ny = (-(x1 - x0) / len) * outward;
      // Seen when it faces the far side's offset (up and left on screen).
      if (-(nx / TURN) * ACROSS - ny * RISE <= 0) return;
      const lit = Math.max(0, nx * light[0]! + ny * light[1]!);
      const mx = (x0 + x1) / 2;
      const my = (y0 + y1) / 2;
      const windscreen =
        which === 0 &&
        hasScreen &&
        ny < -0.25 &&
        nx < 0 &&
        my > g.minY - 6 &&
        my < g.maxY + 2 &&
        mx < g.minX + 50;
      const fill =
        lit > 0.5 ? lighten(hex, 0.12 + (lit - 0.5) * 0.5) : darken(hex, 0.12 + (0.5 - lit) * 0.5);
      const quad = (near: number, far: number) =>
        `M${at(x0, y0, near)} L${at(x1, y1, near)} L${at(x1, y1, far)} L${at(x0, y0, far)} Z`;
      // A windscreen is glass between two pillars of paint.
      const glass = windscreen
        ? `<path d="${quad(width * 0.07, width * 0.93)}" fill="url(#screen)" stroke="url(#screen)" stroke-width="0.8"/>`
        : '';
      faces.push({
        depth: mx,
        svg: `<path d="${quad(0, width)}" fill="${fill}" stroke="${fill}" stroke-width="1" stroke-linejoin="round"/>${glass}`,
      });
    });
  });
  faces.sort((p, q) => q.depth - p.depth);

  // The face: the front plane at the nose, drawn in (across, height) units.
  // The end face belongs to whichever part reaches furthest left (a cab chassis's tray).
  const faceX = Math.min(...shapes.flat().map(([x]) => x));
  const onFace = shapes.flat().filter(([x]) => x <= faceX + 4);
  const noseTop = Math.min(...onFace.map(([, y]) => y));
  // Plate and bumper only where the end face comes down to the wheels.
  const full = Math.max(...onFace.map(([, y]) => y)) >= b.maxY - 2;
  const h = (full ? b.maxY : Math.max(...onFace.map(([, y]) => y))) - noseTop;
  const u = (t: number) => t * width;
  const faceTransform = `matrix(${-ACROSS} ${-RISE} 0 1 ${f(faceX * TURN)} 0)`;
  const lamp = (from: number, to: number, colour: string, edge: string) =>
    `<rect x="${f(u(from))}" y="${f(noseTop + 3)}" width="${f(u(to - from))}" height="${f(Math.min(18, h * 0.22))}" rx="4" fill="${colour}" stroke="${edge}" stroke-width="1.2"/>`;
  const plate = (y: number) =>
    `<rect x="${f(u(0.38))}" y="${f(y)}" width="${f(u(0.24))}" height="11" rx="2" fill="#fbfbf7" stroke="#333"/>`;
  const bumper = `<rect x="0" y="${f(b.maxY - 16)}" width="${f(u(1))}" height="16" rx="4" fill="#1a1c1f"/>`;
  const window = (top: number, tall: number) =>
    `<rect x="${f(u(0.26))}" y="${f(noseTop + h * top)}" width="${f(u(0.48))}" height="${f(h * tall)}" rx="5" fill="url(#glass)"/>`;
  const face = !nose
    ? lamp(0.05, 0.22, '#b3121b', '#5a0a0e') +
      lamp(0.78, 0.95, '#b3121b', '#5a0a0e') +
      (o.living ? window(0.12, 0.22) : '') +
      (full ? plate(b.maxY - h * (o.living ? 0.2 : 0.4)) : '') +
      (o.living || !full ? '' : bumper)
    : o.towed
      ? window(0.1, 0.3) +
        `<rect x="${f(u(0.1))}" y="${f(b.maxY - h * 0.3)}" width="${f(u(0.8))}" height="${f(h * 0.22)}" rx="3" fill="#3b3f45"/>`
      : lamp(0.04, 0.24, '#eef3f7', '#2a2d31') +
        lamp(0.76, 0.96, '#eef3f7', '#2a2d31') +
        `<rect x="${f(u(0.3))}" y="${f(noseTop + 6)}" width="${f(u(0.4))}" height="${f(h * 0.34)}" rx="6" fill="#15171a"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<line x1="${f(u(0.32))}" x2="${f(u(0.68))}" y1="${f(noseTop + 12 + i * h * 0.09)}" y2="${f(noseTop + 12 + i * h * 0.09)}" stroke="#4a4f57" stroke-width="2"/>`,
          )
          .join('') +
        plate(b.maxY - h * 0.36) +
        bumper;

  // The far wheels peep out under the body, up and left of the near ones.
  const farWheels = o.wheels
    .map((x) => {
      const cx = f(mirror(x) * TURN - dx);
      const cy = f(290 - dy);
      return (
        `<ellipse cx="${cx}" cy="${cy}" rx="${f(40 * TURN)}" ry="40" fill="#0d0e10"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${f(22 * TURN)}" ry="22" fill="#3a3e44"/>`
      );
    })
    .join('');

  // Fit the whole car into the frame, standing on the studio floor.
  const left = b.minX * TURN - dx;
  const right = b.maxX * TURN;
  const scale = Math.min(1.05, 500 / (right - left));
  const tx = 320 - ((left + right) / 2) * scale;
  const ty = 318 - 330 * scale;
  const car =
    farWheels +
    faces.map((p) => p.svg).join('') +
    `<g transform="matrix(${flip ? -TURN : TURN} 0 0 1 ${flip ? f(sum * TURN) : 0} 0)">${profile(o, hex)}</g>` +
    `<g transform="${faceTransform}">${face}</g>`;
  const shadow = `<path d="M${f(left + 10)} ${f(300 - dy)} L${f(right - dx)} ${f(300 - dy)} L${f(right + 10)} 312 L${f(left + dx)} 312 Z" fill="#000" opacity="0.28" filter="url(#soft)"/>`;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${studio(640, 427, 300)}<defs>${paintDefs(hex)}` +
      `<linearGradient id="screen" gradientUnits="userSpaceOnUse" x1="${f(left)}" y1="${f(b.minY - dy)}" x2="${f(right)}" y2="${f(g.maxY)}"><stop offset="0" stop-color="#8fa9bd"/><stop offset="0.35" stop-color="#34495a"/><stop offset="0.6" stop-color="#1c2731"/><stop offset="1" stop-color="#3f5668"/></linearGradient>` +
      `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="9"/></filter></defs>` +
      `<g transform="translate(${f(tx)} ${f(ty)}) scale(${f(scale)})">${shadow}` +
      `<g opacity="0.1" transform="translate(0 ${2 * 330}) scale(1 -1)">${car}</g>${car}</g></g>`,
  );
}
