/**
 * A body as a solid the renderer can ray-march: its side outline (photo-parts.ts) extruded across
 * its width, narrowing above the waist (tumblehome) and rounded at the ends in plan, with wheel
 * arches cut out, tyres and alloy wheels, mirrors, and the surface's materials (paint, glass,
 * lamps, plates, black trim) worked out from where a point sits on it.
 *
 * World units are the drawing's (about 0.0095 m each): x along the car as drawn, y up from the
 * ground, z across. Everything is symmetric in z.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Outline, outlineOf, photoBody } from '../photo-parts.ts';
import { type Field, field, polygons } from './field.ts';
import { lettering } from './lettering.ts';
import { shapes } from './shapes.ts';

/** What the cars' plates read. */
const PLATE = 'CXR27M';

/** The drawing's ground line: world y = GROUND - drawing y. */
export const GROUND = 305;

/** What a point of the surface is made of. */
export const Mat = {
  Paint: 0,
  Glass: 1,
  Tyre: 2,
  Rim: 3,
  RimDark: 4,
  Trim: 5,
  Chrome: 6,
  HeadLamp: 7,
  TailLamp: 8,
  Plate: 9,
  PlateText: 10,
  Canvas: 11,
  Well: 12,
  Alloy: 13,
  Cabin: 14,
  Wall: 15,
  Door: 16,
  Facade: 17,
  Screen: 18,
  Seat: 19,
  Floor: 20,
  Bed: 21,
  Throw: 22,
  /** A grille's bars or mesh: `detail` 1 on a bar, 0 in the dark gaps between. */
  Grille: 23,
  /** A cabin's soft-touch plastics: dark grey, a fine grain. */
  Dash: 24,
  /** A ceiling's downlight: it shines. */
  Downlight: 25,
  /** Low shrubs in a garden bed. */
  Plant: 26,
} as const;
export type Mat = (typeof Mat)[keyof typeof Mat];

interface PartSpec {
  /** Half-width in units; the main body's is the car's. */
  width: number;
  material: Mat;
  /** Narrowing to a point away from the body, as a caravan's A-frame drawbar does. */
  taper?: boolean;
}

interface Spec {
  width: number;
  /** How much narrower the roof is than the waist (0.2: a fifth). */
  tumble: number;
  /** The radius the ends round off with in plan. */
  endLength: number;
  /** Edge rounding of the extrusion. */
  round: number;
  /** How many times longer than wide the plan's rounded corners are. */
  stretch: number;
  wheel: number;
  /** Black plastic cladding along the sills and arches (SUVs and utes). */
  cladding: boolean;
  /** Parts after the first subpath (a tray, a drawbar, a canvas top). */
  parts?: PartSpec[];
  /**
   * The face: a tall grille of bars (an SUV's, a ute's, a van's), a wide mesh grille (a sedan's),
   * or a slim upper grille over a big lower intake (a hatch's).
   */
  grille: 'bars' | 'mesh' | 'slim';
}

const car = (width: number, tumble: number, extra: Partial<Spec> = {}): Spec => ({
  width,
  tumble,
  endLength: 46,
  round: 12,
  stretch: 1.8,
  wheel: 36,
  cladding: false,
  grille: 'mesh',
  ...extra,
});
const box = (width: number, extra: Partial<Spec> = {}): Spec => ({
  width,
  tumble: 0.04,
  endLength: 20,
  round: 7,
  stretch: 1,
  wheel: 36,
  cladding: false,
  grille: 'bars',
  ...extra,
});

const specs: Partial<Record<BodyType, Spec>> = {
  hatch: car(90, 0.24, { grille: 'slim' }),
  sedan: car(92, 0.24),
  suv: car(96, 0.2, { cladding: true, wheel: 38, grille: 'bars' }),
  ute: car(95, 0.18, { cladding: true, wheel: 38, grille: 'bars' }),
  cabChassis: car(95, 0.18, {
    cladding: true,
    wheel: 38,
    grille: 'bars',
    parts: [
      { width: 100, material: Mat.Alloy },
      { width: 100, material: Mat.Alloy },
      { width: 44, material: Mat.Trim },
    ],
  }),
  van: box(97, { tumble: 0.06, endLength: 30, round: 10 }),
  peopleMover: car(95, 0.12, { endLength: 34, grille: 'bars' }),
  bus: box(106, { wheel: 38, grille: 'slim' }),
  coupe: car(93, 0.26),
  convertible: car(93, 0.3),
  wagon: car(92, 0.22),
  hardtop: box(118, {
    wheel: 33,
    parts: [
      { width: 46, material: Mat.Trim, taper: true },
      { width: 36, material: Mat.Alloy },
    ],
  }),
  softtop: box(112, {
    wheel: 33,
    parts: [
      { width: 104, material: Mat.Canvas },
      { width: 10, material: Mat.Trim },
    ],
  }),
  motorhome: box(114, { tumble: 0.03, endLength: 26 }),
};

/** What the renderer marches: one car, or a scene of several (`group`). */
export interface Solid {
  /** The nose is at the right of the drawing (a motorhome's cab, a caravan's drawbar). */
  noseRight: boolean;
  /** Bounding box (world): z from minZ (else -maxZ) to maxZ. */
  box: { minX: number; maxX: number; maxY: number; maxZ: number; minZ?: number };
  sdf(x: number, y: number, z: number): number;
  /** The material at a surface point, with its normal. `detail` gets a 0..1 pattern value. */
  material(x: number, y: number, z: number, nx: number, ny: number, nz: number): Mat;
  detail: number;
  /** Which paint the point of the last `material` call wears (a scene's cars each have one). */
  slot: number;
  /** The camera's height for a picture of it, if not a car photographer's. */
  cameraHeight?: number;
  /** Its own camera (an interior's), instead of one framing it from outside. */
  camera?: { pos: [number, number, number]; target: [number, number, number]; fov: number };
  /** Inside: less of the sky's light reaches a surface. */
  indoor?: boolean;
}

export interface Car extends Solid {
  outline: Outline;
  spec: Spec;
  /** The wheels' centres along the car. */
  wheels: number[];
  towed: boolean;
}

interface Part {
  f: Field;
  width: number;
  material: Mat;
  taper: boolean;
  minX: number;
  maxX: number;
  top: number;
}

/** Builds the solid for a body (cached per body by the caller). */
export function buildCar(body: BodyType): Car {
  const outline = outlineOf(body);
  const shape = shapes[photoBody(body)];
  const spec = specs[photoBody(body)] ?? specs.sedan!;
  const subpaths = polygons(shape?.body ?? outline.body);
  const parts: Part[] = subpaths.map((poly, i) => {
    const f = field([poly]);
    const p = i === 0 ? { width: spec.width, material: Mat.Paint } : spec.parts?.[i - 1];
    return {
      f,
      width: p?.width ?? spec.width,
      material: p?.material ?? Mat.Paint,
      taper: Boolean(p?.taper),
      minX: f.minX,
      maxX: f.maxX,
      top: GROUND - f.minY,
    };
  });
  const main = parts[0]!;
  const glassPolys = polygons(shape?.glass ?? outline.glass);
  const glass = field(glassPolys);
  const belt = GROUND - glass.maxY;
  const towed = Boolean(outline.towed);
  const noseRight = Boolean(outline.living);
  const R = spec.wheel;
  const arch = R + 6;
  const wheels = shape?.wheels ?? outline.wheels;
  const pillars = shape?.pillars ?? [];
  const tyreHalf = towed ? 9 : 11;
  const doorXs =
    shape?.doors ??
    outline.doors ??
    (outline.living
      ? []
      : [Math.round(glass.minX + (glass.maxX - glass.minX) * 0.48), Math.round(glass.maxX + 4)]);
  const mirrorX = noseRight ? glass.maxX - 6 : glass.minX + 6;
  const hasMirrors = !towed;

  /** Half-width at height y: the waist's, narrowing to the roof (tumblehome). */
  const halfWidth = (p: Part, y: number): number => {
    if (p !== main) return p.width;
    if (y > belt)
      return p.width * (1 - spec.tumble * Math.min(1, (y - belt) / Math.max(1, main.top - belt)));
    // The side bulges at the shoulder and tucks in towards the sill.
    const u = (belt - y) / belt;
    const crease = (y - belt + 16) / 3;
    return (
      p.width *
      (1 - 0.09 * u * u * u + 0.02 * Math.sin(u * Math.PI) + 0.008 * Math.exp(-crease * crease))
    );
  };
  /** Signed distance in plan (x, z): a rectangle with its corners rounded, as a car's ends are. */
  const planDistance = (p: Part, x: number, az: number, y: number): number => {
    if (p.taper) {
      // An A-frame: from the body's width at its root to the hitch at its tip.
      const k = Math.max(0, Math.min(1, (x - p.minX) / (p.maxX - p.minX)));
      const hw = p.width * (1 - 0.9 * k);
      return Math.max(az - hw, Math.abs(x - (p.minX + p.maxX) / 2) - (p.maxX - p.minX) / 2);
    }
    const hw = halfWidth(p, y);
    const rc = Math.min(spec.endLength, hw - 1);
    // The nose's corners are drawn out along the car (`stretch`): it curves back in plan.
    const atNose = x < (p.minX + p.maxX) / 2 !== noseRight;
    const k = p === main && atNose ? spec.stretch : 1;
    const qx = (Math.abs(x - (p.minX + p.maxX) / 2) - (p.maxX - p.minX) / 2) / k + rc;
    const qz = az - hw + rc;
    return Math.min(Math.max(qx, qz), 0) + Math.hypot(Math.max(qx, 0), Math.max(qz, 0)) - rc;
  };
  const wheelZ = (_x: number) => halfWidth(main, R) - tyreHalf - 5;

  const extrude = (d2: number, e: number, r: number): number => {
    const a = d2 + r;
    const b = e + r;
    const ma = a > 0 ? a : 0;
    const mb = b > 0 ? b : 0;
    return Math.min(Math.max(a, b), 0) + Math.sqrt(ma * ma + mb * mb) - r;
  };

  let maxZ = 0;
  for (const p of parts) maxZ = Math.max(maxZ, p.width);
  const box = {
    minX: Math.min(...parts.map((p) => p.minX)) - 4,
    maxX: Math.max(...parts.map((p) => p.maxX)) + 4,
    maxY: Math.max(...parts.map((p) => p.top)) + 4,
    maxZ: maxZ + (hasMirrors ? 22 : 4),
  };

  // Which part a point is nearest, for the materials.
  let nearest = 0;
  let wheelHit = -1;
  const bodySdf = (x: number, y: number, az: number): number => {
    let best = Infinity;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      const d2 = p.f.at(x, GROUND - y);
      if (d2 > best) continue;
      const r = p === main ? spec.round : Math.min(spec.round, 4);
      const d = extrude(d2, planDistance(p, x, az, y), r);
      if (d < best) {
        best = d;
        nearest = i;
      }
    }
    return best;
  };

  const tub = shape?.tub;
  /** The tub's hollow: open at the top, its walls and floor 5 units thick. */
  const tubHollow = (x: number, y: number, az: number): number => {
    if (!tub) return Infinity;
    const top = GROUND - tub[2];
    const qx = Math.abs(x - (tub[0] + tub[1]) / 2) - ((tub[1] - tub[0]) / 2 - 6);
    const qy = Math.abs(y - top) - 32;
    const qz = az - (halfWidth(main, top - 16) - 6);
    return Math.max(qx, qy, qz);
  };
  const hitch = towed && Boolean(outline.entry);
  /** A caravan's coupling at the A-frame's tip and its jockey wheel: wheelHit -3 and -4. */
  const hitchParts = (x: number, y: number, az: number): [number, number] => {
    const tip = main.maxX + 50;
    const qx = Math.abs(x - tip) - 6;
    const qy = Math.abs(y - 44) - 4;
    const qz = az - 6;
    const coupling = Math.max(qx, qy, qz) - 1.5;
    // The jockey wheel's post, and the wheel on the ground under it.
    const post = Math.hypot(x - tip + 18, az - 10) - 2.2;
    const postD = Math.max(post, y - 46, 14 - y);
    const wheel = Math.max(Math.hypot(x - tip + 18, y - 8) - 8, Math.abs(az - 10) - 3);
    return postD < coupling
      ? [Math.min(postD, wheel), wheel < postD ? -4 : -3]
      : coupling < wheel
        ? [coupling, -3]
        : [wheel, -4];
  };

  const sdf = (x: number, y: number, z: number): number => {
    const az = z < 0 ? -z : z;
    let d = bodySdf(x, y, az);
    if (tub) d = Math.max(d, -tubHollow(x, y, az));
    wheelHit = -1;
    if (hitch) {
      const [h, part] = hitchParts(x, y, az);
      if (h < d) {
        d = h;
        wheelHit = part;
      }
    }
    for (let i = 0; i < wheels.length; i++) {
      const wx = wheels[i]!;
      const dx = x - wx;
      if (dx > arch + 4 || dx < -arch - 4) continue;
      const dy = y - R;
      const r = Math.sqrt(dx * dx + dy * dy);
      // The arch: the outer skin cut away around the wheel.
      const zc = wheelZ(wx);
      const cut = Math.max(r - arch, zc - tyreHalf - 8 - az);
      if (-cut > d) d = -cut;
      // The tyre: a rounded box in (radius, across).
      const a = az - zc;
      const qx = Math.abs(r - (R + R * 0.64) / 2) - (R - R * 0.64) / 2 + 5;
      const qy = Math.abs(a) - tyreHalf + 5;
      const tyre = Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - 5;
      // The wheel: a disc just inside the tyre's outer face, its spokes raised a little.
      const wx2 = r - R * 0.66;
      const wy2 = Math.abs(a - tyreHalf + 5) - 3;
      const rim = Math.max(wx2, wy2);
      const w = Math.min(tyre, rim);
      if (w < d) {
        d = w;
        wheelHit = i;
      }
    }
    if (hasMirrors) {
      // A rounded housing on a short arm from the door.
      const mx = Math.abs(x - mirrorX) - 4;
      const my = Math.abs(y - belt - 8) - 2;
      const mz = Math.abs(az - halfWidth(main, belt) - 10) - 6;
      const m =
        Math.min(Math.max(mx, my, mz), 0) +
        Math.hypot(Math.max(mx, 0), Math.max(my, 0), Math.max(mz, 0)) -
        6;
      if (m < d) {
        d = m;
        wheelHit = -2;
      }
    }
    return d;
  };

  const front = noseRight ? box.maxX - 4 : box.minX + 4;
  const back = noseRight ? main.minX : main.maxX;
  const fromFront = (x: number) => (noseRight ? front - x : x - front);
  const fromBack = (x: number) => (noseRight ? x - back : back - x);
  /** The height of the body's top a little behind the nose (the bonnet's front edge). */
  const topAt = (x: number): number => {
    for (let y = box.maxY; y > 0; y -= 0.5) if (main.f.at(x, GROUND - y) < 0) return y;
    return 0;
  };
  const noseTop = topAt(noseRight ? main.maxX - 14 : main.minX + 14);

  const self: Car = {
    outline,
    spec,
    wheels,
    noseRight,
    towed,
    box,
    detail: 0,
    slot: 0,
    sdf,
    material(x, y, z, nx, ny, nz) {
      const az = z < 0 ? -z : z;
      sdf(x, y, z);
      if (wheelHit === -2) return Mat.Paint;
      if (wheelHit === -3) return Mat.Alloy;
      if (wheelHit === -4) return Mat.Tyre;
      if (wheelHit >= 0) {
        const wx = wheels[wheelHit]!;
        const dx = x - wx;
        const dy = y - R;
        const r = Math.sqrt(dx * dx + dy * dy);
        if (r > R * 0.68) return Mat.Tyre;
        if (r < R * 0.14) return Mat.Chrome;
        if (r > R * 0.6) return Mat.Rim;
        // Five split spokes, wider at the hub; behind them the brake disc and its caliper.
        const ang = Math.atan2(dy, dx);
        const sector = (2 * Math.PI) / 5;
        const off = ang - Math.round(ang / sector) * sector;
        const perp = Math.abs(r * Math.sin(off));
        const width = 3.2 + (R * 0.6 - r) * 0.12;
        if (perp < width && perp > 0.55 && Math.cos(off) > 0) return Mat.Rim;
        if (r < R * 0.2) return Mat.Rim;
        const caliper = Math.abs(ang - 2.2) < 0.45 && r > R * 0.32 && r < R * 0.56;
        self.detail = caliper ? 0.5 : r < R * 0.55 ? 1 : 0;
        return Mat.RimDark;
      }
      const part = parts[nearest]!;
      if (part !== main) return part.material;
      const hw =
        halfWidth(main, y) - Math.max(0, spec.endLength - Math.min(fromFront(x), fromBack(x)));
      // Inside the tub: its black liner, and the tops of its sides.
      if (tub && x > tub[0] + 2 && x < tub[1] - 2 && y > 40) {
        const t = tubHollow(x, y, az);
        if (Math.abs(t) < 2 || (ny > 0.5 && t < 7)) return Mat.Trim;
      }
      // Inside a wheel arch: the dark well.
      for (const wx of wheels) {
        const r = Math.hypot(x - wx, y - R);
        if (r < arch + 1.5 && az < wheelZ(wx) + tyreHalf + 4) return Mat.Well;
      }
      const gd = glass.at(x, GROUND - y);
      const side = Math.abs(nz) > 0.45;
      const ends = Math.abs(nx) > 0.3;
      const open = body === 'convertible';
      // Side glass, its frame black, a B-pillar at the first door.
      if (gd < 0 && (side || open)) {
        if (gd > (outline.living ? -4 : -2.2)) return Mat.Trim;
        if (!outline.living && doorXs[0] && Math.abs(x - doorXs[0]) < 5) return Mat.Trim;
        for (const px of pillars) if (Math.abs(x - px) < 3) return Mat.Trim;
        return seeThrough(y);
      }
      if (open && y > belt - 2 && az < hw - 6 && fromFront(x) > 150 && fromFront(x) < 330)
        return Mat.Cabin;
      // Windscreen and rear window: the sloped or upright ends of the cabin above the waist.
      if (!outline.living && y > belt + 4 && y < main.top - 4 && Math.abs(nx) > 0.55 && az < hw - 7)
        return seeThrough(y);
      // A caravan's front: a wide window above its stone guard.
      if (
        outline.entry &&
        towed &&
        ends &&
        Math.abs(x - main.maxX) < 12 &&
        y > belt - 4 &&
        y < main.top - 26 &&
        az < hw - 22
      )
        return az > hw - 26 || y < belt || y > main.top - 30 ? Mat.Trim : seeThrough(0);
      if (outline.living && !towed && noseRight && y > belt - 30 && ends && fromFront(x) < 90) {
        const screenTop = outline.windscreenTop ? GROUND - outline.windscreenTop : main.top - 40;
        if (az < hw - 8 && y > belt - 20 && y < screenTop) return seeThrough(y);
      }
      if (outline.living && side) {
        const m = livingSide(x, y, noseRight ? main.minX : main.maxX);
        if (m !== null) return m;
      }
      // The waistline strip.
      if (side && y > belt - 2 && y < belt + 1.5 && !outline.living) return Mat.Trim;
      const f = fromFront(x);
      const b = fromBack(x);
      if (!towed && f < 44) {
        const m = front3(f, y, z, hw);
        if (m !== null) return m;
      }
      // Tail lamps at the back's upper corners, a plate below.
      const tailY = towed ? 30 : belt - 4;
      // Each lamp: a lit LED line along its top, a clear reversing lamp at its inner end, red
      // lens over a dark housing between.
      const tail = hw * (towed ? 0.62 : 0.5);
      if (b < 16 && y > tailY - 18 && y < tailY && az > tail) {
        self.detail = y > tailY - 4 ? 1 : az < tail + hw * 0.1 && y < tailY - 8 ? 0.5 : 0;
        return Mat.TailLamp;
      }
      if (b < 8 && y > tailY - 48 && y < tailY - 34 && az < 20) return plate(z, y, tailY - 41);
      // Door shut lines and handles.
      if (side && y > 20 && y < belt) {
        for (const dx of doorXs) {
          const lean = (belt - y) * 0.04;
          if (Math.abs(x - dx - lean) < 0.9) return Mat.Trim;
          const hx = noseRight ? x - dx : dx - x;
          if (hx > 14 && hx < 32 && y > belt - 17 && y < belt - 12) return Mat.Chrome;
        }
      }
      if (spec.cladding && y < 30) return Mat.Trim;
      if ((f < 24 || b < 20) && y < 12 && !outline.living) return Mat.Trim;
      if (outline.living && y < 40 && side) return Mat.Trim;
      return Mat.Paint;
    },
  };
  /**
   * The car's face, seen on its front (`f` from the nose, `az` across from the centre line, `hw`
   * the half-width there): headlamps under the bonnet's edge with an LED strip and two projectors,
   * the grille with a bright surround, the plate, a lower intake with fog lamps either side. Null
   * where the face is plain paint.
   */
  const front3 = (f: number, y: number, z: number, hw: number): Mat | null => {
    const az = Math.abs(z);
    // A tall flat front (a bus's) has its lamps under the windscreen.
    const top = Math.min(noseTop, belt - 4);
    const across = az / hw;
    const t = Math.max(0, (across - 0.4) / 0.6);
    // The lamp is deeper at its outer end, slimmer towards the grille.
    const lampLow = top - 6 - 10 * t;
    if (across > 0.4 && y < top - 2 && y > lampLow) {
      const mid = (top - 2 + lampLow) / 2;
      self.detail = y > top - 4.2 ? 1 : 0;
      for (const c of [0.62, 0.8])
        if (Math.hypot(az - hw * c, y - mid + 0.5) < 3.4) self.detail = 0.5;
      return Mat.HeadLamp;
    }
    if (f > 14) return null;
    if (y > 36 && y < 46 && az < 20) return plate(-z, y, 41);
    const style = spec.grille;
    // The grille's outline: its half-width at height y, and its top and bottom.
    const [gTop, gLow, wTop, wLow] =
      style === 'bars'
        ? [top - 3, 30, 0.5, 0.42]
        : style === 'mesh'
          ? [top - 8, 30, 0.36, 0.28]
          : [top - 4, top - 12, 0.3, 0.26];
    if (y > gLow && y < gTop) {
      const gw = hw * (wLow + ((wTop - wLow) * (y - gLow)) / (gTop - gLow));
      if (az < gw) {
        if (gw - az < 1.6 || gTop - y < 1.6 || y - gLow < 1.6) return Mat.Chrome;
        if (style === 'bars') self.detail = Math.sin(y * 1.1) > 0.55 ? 1 : 0;
        else self.detail = mesh(az, y);
        return Mat.Grille;
      }
    }
    // The lower intake: wide on a hatch, under the plate on the others.
    const [iTop, iW] = style === 'slim' ? [33, 0.56] : [26, 0.5];
    if (y > 15 && y < iTop) {
      const iw = hw * (iW + (0.06 * (iTop - y)) / (iTop - 15));
      if (az < iw) {
        self.detail = mesh(az, y);
        return Mat.Grille;
      }
      // Fog lamps in their recesses either side.
      const fy = (15 + iTop) / 2;
      if (Math.hypot((az - hw * 0.76) / 1.6, y - fy) < 3.2) {
        self.detail = 0.5;
        return Mat.HeadLamp;
      }
      if (Math.hypot((az - hw * 0.76) / 1.6, y - fy) < 4.6) {
        self.detail = 0;
        return Mat.Trim;
      }
    }
    return null;
  };
  /**
   * A caravan's or motorhome's side: the entry door (its window, its handle), the awning's
   * cassette under the roof's edge and two decal stripes sweeping along the body. Null where the
   * side is plain paint. `rear` is the back's x.
   */
  const livingSide = (x: number, y: number, rear: number): Mat | null => {
    const roof = main.top;
    const habitable = Math.abs(x - rear) < Math.abs((outline.entry?.x[1] ?? rear) - rear) + 60;
    if (y > roof - 17 && y < roof - 9 && habitable) return Mat.Alloy;
    const e = outline.entry;
    if (e) {
      const [x0, x1] = e.x;
      const top = GROUND - e.top;
      if (x > x0 - 1 && x < x1 + 1 && y > 14 && y < top + 1) {
        if (Math.abs(x - x0) < 1 || Math.abs(x - x1) < 1 || Math.abs(y - top) < 1) return Mat.Trim;
        if (x > x0 + 7 && x < x1 - 7 && y < top - 8 && y > top - 48)
          return x < x0 + 9 || x > x1 - 9 || y > top - 10 || y < top - 46
            ? Mat.Trim
            : seeThrough(0);
        const hx = noseRight ? x1 - 6 : x0 + 6;
        if (Math.abs(x - hx) < 2.5 && Math.abs(y - (top - 70)) < 6) return Mat.Chrome;
        return null;
      }
    }
    // The decals: a grey sweep and a thin line above it, rising towards the front.
    const run = noseRight ? x - rear : rear - x;
    const sweep = 48 + 22 * Math.sin(run / 170);
    self.detail = 1;
    if (y > sweep && y < sweep + 6) return Mat.Grille;
    if (y > sweep + 10 && y < sweep + 12) return Mat.Grille;
    return null;
  };
  /**
   * A car's glass at height y: `detail` is how far up the window it is (0 at the waist, 1 at the
   * roof), for how much of the view beyond shows through over the seats. A caravan's acrylic
   * windows and its door's show none (0).
   */
  const seeThrough = (y: number): Mat => {
    self.detail =
      outline.living && towed ? 0 : Math.max(0, Math.min(1, (y - belt) / (main.top - belt)));
    return Mat.Glass;
  };
  /** A honeycomb: 1 on the web, 0 in the holes. */
  const mesh = (az: number, y: number): number => {
    const row = Math.floor(y / 2.6);
    const u = az / 3 + (row % 2) * 0.5;
    const v = y / 2.6 - row;
    const cu = u - Math.floor(u);
    return cu < 0.18 || v < 0.2 ? 1 : 0;
  };
  /**
   * A number plate centred at height `mid`: six characters a unit to the dot across it, as a state
   * issues them; `u` runs to the right as one faces the plate.
   */
  const plate = (u: number, y: number, mid: number): Mat =>
    lettering(PLATE, u + 17.5, y - mid + 3.5) ? Mat.PlateText : Mat.Plate;
  return self;
}

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
      solid.slot = p.slot;
      return m;
    },
  };
  return solid;
}
