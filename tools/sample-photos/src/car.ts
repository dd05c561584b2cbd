/**
 * A body as a solid the renderer can ray-march: its side outline (outlines.ts) extruded across
 * its width, narrowing above the waist (tumblehome) and rounded at the ends in plan, with wheel
 * arches cut out, tyres and alloy wheels, mirrors, and the surface's materials (paint, glass,
 * lamps, plates, black trim) worked out from where a point sits on it.
 *
 * World units are the drawing's (about 0.0095 m each): x along the car as drawn, y up from the
 * ground, z across. Everything is symmetric in z.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Spec, specs } from './bodies.ts';
import { type Field, field, polygons } from './field.ts';
import { headLamp } from './lamps.ts';
import { lettering } from './lettering.ts';
import { type Outline, outlineOf, photoBody } from './outlines.ts';
import { roundBox } from './sdf.ts';
import { shapes } from './shapes.ts';
import { Mat, type Solid } from './solid.ts';

/** Where a plate's letters are looked up round a point, to embolden them. */
const BOLD = [
  [0, 0],
  [0.2, 0],
  [-0.2, 0],
  [0, 0.2],
  [0, -0.2],
] as const;

/**
 * What a car's plates read: three letters, two digits and a letter, as a state issues them,
 * made up from a name (a body's for the stock photos, a model's for its hero) so that different
 * cars carry different plates.
 */
export function plateFor(name: string): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let h = 2166136261;
  const next = () => {
    for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    return h;
  };
  const letter = () => letters[next() % letters.length]!;
  const digit = () => String(next() % 10);
  return letter() + letter() + letter() + digit() + digit() + letter();
}

/** The drawing's ground line: world y = GROUND - drawing y. */
export const GROUND = 305;

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

/** 0 below a, 1 above b, smooth between. */
const ease = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * Builds the solid for a body (cached per body by the caller). `hitched`: a towed body coupled
 * to its tow vehicle, its jockey wheel wound up out of sight. `plateText`: what its plates read.
 */
export function buildCar(body: BodyType, hitched = false, plateText = plateFor(body)): Car {
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
  const camper = Boolean(spec.camper);
  const tyreHalf = camper ? 13 : towed ? 9 : 11;
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
    // Above the waist the glasshouse stands a little in from the shoulder (a car's, not a
    // caravan's), then leans in towards the roof.
    if (y > belt)
      return (
        p.width *
        (1 -
          (outline.living ? 0 : 0.035) -
          spec.tumble * Math.min(1, (y - belt) / Math.max(1, main.top - belt)))
      );
    // The side bulges at the shoulder and tucks in towards the sill.
    const u = (belt - y) / belt;
    const crease = (y - belt + 16) / 3;
    return (
      p.width *
      (1 - 0.09 * u * u * u + 0.02 * Math.sin(u * Math.PI) + 0.008 * Math.exp(-crease * crease))
    );
  };
  /**
   * How far the side swells out at (x, y): over each wheel, between the arch's top and the
   * shoulder, fading out along the car, as a car's haunches do.
   */
  const haunch = (x: number, y: number): number => {
    if (!spec.flare || y > belt - 4) return 0;
    let f = 0;
    for (const wx of wheels) {
      const u = (x - wx) / 80;
      const u2 = u * u;
      if (u2 < 4) f = Math.max(f, Math.exp(-u2 * u2));
    }
    return f ? spec.flare * f * ease(10, 34, y) * (1 - ease(belt - 22, belt - 4, y)) : 0;
  };
  const tailRound = spec.tailRound ?? spec.endLength;
  /** Signed distance in plan (x, z): a rectangle with its corners rounded, as a car's ends are. */
  const planDistance = (p: Part, x: number, az: number, y: number): number => {
    if (p.taper) {
      // An A-frame: from the body's width at its root to the hitch at its tip.
      const k = Math.max(0, Math.min(1, (x - p.minX) / (p.maxX - p.minX)));
      const hw = p.width * (1 - 0.9 * k);
      return Math.max(az - hw, Math.abs(x - (p.minX + p.maxX) / 2) - (p.maxX - p.minX) / 2);
    }
    const hw = halfWidth(p, y) + (p === main ? haunch(x, y) : 0);
    // The nose's corners are drawn out along the car (`stretch`): it curves back in plan.
    const atNose = x < (p.minX + p.maxX) / 2 !== noseRight;
    const rc = Math.min(atNose || p !== main ? spec.endLength : tailRound, hw - 1);
    const k = p === main && atNose ? spec.stretch : 1;
    const qx = (Math.abs(x - (p.minX + p.maxX) / 2) - (p.maxX - p.minX) / 2) / k + rc;
    const qz = az - hw + rc;
    return Math.min(Math.max(qx, qz), 0) + Math.hypot(Math.max(qx, 0), Math.max(qz, 0)) - rc;
  };
  /** Where a wheel stands across (its centre): under the body, or a camper's outboard of it. */
  const wheelZ = (_x: number) =>
    camper ? main.width + tyreHalf + 3 : halfWidth(main, R) - tyreHalf - 5;
  /**
   * Whether a point of a wheel's face between its hub and its lip (`r` out from the centre, at
   * angle `ang`) is metal: on a spoke (its split down the middle a groove, if `split`), or for a
   * steel wheel anywhere but its ring of holes.
   */
  const onSpoke = (r: number, ang: number, split: boolean): boolean => {
    const rim = spec.rim;
    const sector = (2 * Math.PI) / rim.spokes;
    const off = ang - Math.round(ang / sector) * sector;
    if (rim.steel) {
      const hx = r * Math.cos(off) - R * 0.42;
      const hy = r * Math.sin(off);
      return hx * hx + hy * hy > R * R * 0.006;
    }
    const perp = Math.abs(r * Math.sin(off));
    const width = rim.width + (R * 0.6 - r) * 0.12;
    return perp < width && Math.cos(off) > 0 && !(split && rim.split && perp < 0.55);
  };

  /**
   * A wheel's middle, `r` out from its centre at angle `ang`: a small chrome badge on the centre
   * cap, the dark line round the cap's edge, and the wheel nuts' dark holes round it, one behind
   * each spoke (six on a six-spoke wheel, five on five, ten or fifteen, and on the rest). Null
   * elsewhere (the cap and round the nuts are the rim's own finish). A whole chrome cap mirrored
   * the sky as a white disc.
   */
  const nuts = spec.rim.spokes % 6 === 0 ? 6 : 5;
  const hub = (r: number, ang: number): Mat | null => {
    if (r < R * 0.055) return Mat.Chrome;
    self.detail = 0;
    if (Math.abs(r - R * 0.135) < R * 0.008) return Mat.RimDark;
    const sector = (2 * Math.PI) / nuts;
    const off = ang - Math.round(ang / sector) * sector;
    const nx = r * Math.cos(off) - R * 0.18;
    const ny = r * Math.sin(off);
    if (nx * nx + ny * ny < (R * 0.03) ** 2) return Mat.RimDark;
    return null;
  };

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
    minX: Math.min(...parts.map((p) => p.minX)) - (camper ? 2 * tyreHalf + 8 : 4),
    maxX: Math.max(...parts.map((p) => p.maxX)) + 4,
    maxY: Math.max(...parts.map((p) => p.top)) + (spec.rails ? 12 : 4),
    maxZ: maxZ + (hasMirrors ? 22 : camper ? 2 * tyreHalf + 12 : 4),
  };
  /** A camper's cover: where its straps cross it (x), pulling it down a little. */
  const straps = camper
    ? [parts[1]!.minX + 70, (parts[1]!.minX + parts[1]!.maxX) / 2, parts[1]!.maxX - 70]
    : [];
  /** The cover's rucks: cinched at each strap, loose wrinkles between. */
  const ruck = (x: number, az: number): number => {
    let c = 0;
    for (const sx of straps) {
      const u = (x - sx) / 4;
      c += 0.9 * Math.exp(-u * u);
    }
    return c + 0.35 * Math.sin(x * 0.19 + az * 0.06) * Math.sin(az * 0.12 - x * 0.04);
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
      const d = extrude(d2, planDistance(p, x, az, y), r) + (camper && i === 1 ? ruck(x, az) : 0);
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
    // Its sides follow the body's plan 6 in from the skin, round the back's corners too.
    const qz = planDistance(main, x, az, top - 16) + 6;
    return Math.max(qx, qy, qz);
  };
  /**
   * A ute's sports bar: a hoop of tube over the tub just behind the cab, from the top of each of
   * the tub's sides to a crossbar 30 units above them.
   */
  const sportsBar = (x: number, y: number, az: number): number => {
    if (!tub) return Infinity;
    const foot = GROUND - tub[2];
    const w = halfWidth(main, foot) - 9;
    const top = foot + 30;
    const rc = 10;
    // The distance in the hoop's plane to its centre line: a leg, the bend, the crossbar.
    let d: number;
    if (y < top - rc) d = Math.hypot(az - w, Math.min(0, y - foot));
    else if (az > w - rc) d = Math.abs(Math.hypot(az - (w - rc), y - (top - rc)) - rc);
    else d = Math.abs(y - top);
    return Math.hypot(d, x - (tub[0] + 16)) - 2.6;
  };
  /** A towed body's drawbar: the part reaching furthest forward. */
  const drawbar = towed ? parts.reduce((a, b) => (b.maxX > a.maxX ? b : a)) : null;
  const hitch = drawbar !== null && drawbar !== main;
  /** The coupling at the drawbar's tip, and its jockey wheel: wheelHit -3 and -4. */
  const hitchParts = (x: number, y: number, az: number): [number, number] => {
    const tip = drawbar!.maxX - 5;
    const qx = Math.abs(x - tip) - 6;
    const qy = Math.abs(y - 44) - 4;
    const qz = az - 6;
    const coupling = Math.max(qx, qy, qz) - 1.5;
    // The jockey wheel's post, and the wheel on the ground under it.
    const post = Math.hypot(x - tip + 18, az - 10) - 2.2;
    const postD = Math.max(post, y - 46, 14 - y);
    const wheel = Math.max(Math.hypot(x - tip + 18, y - 8) - 8, Math.abs(az - 10) - 3);
    if (hitched) return [coupling, -3];
    // The nearest of the three: the coupling and the post are steel (-3), the wheel rubber (-4).
    const steel = Math.min(coupling, postD);
    return wheel < steel ? [wheel, -4] : [steel, -3];
  };

  /** An open car's seat backs stand this far along (their x), else null. */
  const cockpit =
    body === 'convertible' ? (noseRight ? box.maxX - 4 - 300 : box.minX + 4 + 300) : null;
  const back = noseRight ? main.minX : main.maxX;
  /** The height of a camper's spare wheel's hub on its back. */
  const SPARE_Y = GROUND - main.f.maxY + 56;
  const sdf = (x: number, y: number, z: number): number => {
    const az = z < 0 ? -z : z;
    let d = bodySdf(x, y, az);
    if (tub) d = Math.max(d, -tubHollow(x, y, az));
    if (faced && fromFront(x) < 30) d = Math.max(d, -faceRecess(x, y, az));
    wheelHit = -1;
    if (tub) {
      const bar = sportsBar(x, y, az);
      if (bar < d) {
        d = bar;
        wheelHit = -3;
      }
    }
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
      if (!camper) {
        const cut = Math.max(r - arch, zc - tyreHalf - 8 - az);
        if (-cut > d) d = -cut;
      }
      // The tyre: a rounded box in (radius, across).
      const a = az - zc;
      const qx = Math.abs(r - (R + R * 0.64) / 2) - (R - R * 0.64) / 2 + 5;
      const qy = Math.abs(a) - tyreHalf + 5;
      const tyre = Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - 5;
      // The wheel: a disc just inside the tyre's outer face; between its spokes it is open, down
      // to the brake behind.
      const wx2 = r - R * 0.66;
      const open = r < R * 0.6 && r > R * 0.2 && !onSpoke(r, Math.atan2(dy, dx), false);
      const wy2 = Math.abs(a - tyreHalf + (open ? 11 : 5)) - 3;
      const rim = Math.max(wx2, wy2);
      const w = Math.min(tyre, rim);
      if (w < d) {
        d = w;
        wheelHit = i;
      }
      if (camper) {
        // Its mudguard: an arc of checker plate over the tyre, from the box's side out.
        const guard = Math.max(Math.abs(r - R - 7) - 1.2, -dy - 6, Math.abs(a) - tyreHalf - 4);
        if (guard < d) {
          d = guard;
          wheelHit = -6;
        }
      }
    }
    if (camper) {
      // The spare on the back, upright across it, its face outwards.
      const along = back - tyreHalf - 2 - x;
      const rs = Math.hypot(y - SPARE_Y, z);
      const qx = Math.abs(rs - (R + R * 0.64) / 2) - (R - R * 0.64) / 2 + 5;
      const qy = Math.abs(along) - tyreHalf + 5;
      const tyre = Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - 5;
      const rim = Math.max(rs - R * 0.66, Math.abs(along - tyreHalf + 5) - 3);
      const spare = Math.min(tyre, rim);
      if (spare < d) {
        d = spare;
        wheelHit = -7;
      }
    }
    if (cockpit) {
      // Two seat backs, leaning back a little and curving back towards the top, each a padded
      // cushion with its head restraint on two short posts.
      const sx = x - cockpit;
      const h = y - belt;
      const lean = h * 0.22 + h * h * 0.004;
      const across = az - 27;
      // Outside a box (its distances `a`, `b`, `c` past each face), rounded by `r`.
      const padded = (a: number, b: number, c: number, r: number) =>
        Math.hypot(Math.max(a, 0), Math.max(b, 0), Math.max(c, 0)) - r;
      const back = padded(Math.abs(sx - lean) - 1, Math.abs(h - 2) - 11, Math.abs(across) - 10, 5);
      const head = padded(
        Math.abs(sx - lean) - 0.5,
        Math.abs(h - 25) - 2,
        Math.abs(across) - 6,
        3.5,
      );
      const posts = Math.max(
        Math.abs(Math.abs(across) - 4) - 0.7,
        Math.abs(sx - lean) - 0.7,
        Math.abs(h - 19) - 3,
      );
      const seat = Math.min(back, head, posts) * 0.9;
      if (seat < d) {
        d = seat;
        wheelHit = -5;
      }
    }
    if (rails && y > rails.low) {
      const r = rail(x, y, az);
      if (r < d) {
        d = r;
        wheelHit = -8;
      }
    }
    if (hasMirrors) {
      // A rounded housing on a short arm from the door, about 20 cm across and 11 cm tall.
      const mx = Math.abs(x - mirrorX) - 2.5;
      const my = Math.abs(y - belt - 7) - 2;
      const mz = Math.abs(az - halfWidth(main, belt) - 7) - 6.5;
      const m =
        Math.min(Math.max(mx, my, mz), 0) +
        Math.hypot(Math.max(mx, 0), Math.max(my, 0), Math.max(mz, 0)) -
        3.5;
      if (m < d) {
        d = m;
        wheelHit = -2;
      }
    }
    return d;
  };

  const front = noseRight ? box.maxX - 4 : box.minX + 4;
  const fromFront = (x: number) => (noseRight ? front - x : x - front);
  const fromBack = (x: number) => (noseRight ? x - back : back - x);
  /** The height of the body's top a little behind the nose (the bonnet's front edge). */
  const topAt = (x: number): number => {
    for (let y = box.maxY; y > 0; y -= 0.5) if (main.f.at(x, GROUND - y) < 0) return y;
    return 0;
  };
  const noseTop = topAt(noseRight ? main.maxX - 14 : main.minX + 14);
  /**
   * The face (front3): the grille's top and bottom and its half-width there as a share of the
   * face's; the lower intake's top and its share.
   */
  const faceTop = Math.min(noseTop, belt - 4);
  const bottom = GROUND - main.f.maxY;
  /**
   * The plate's middle on the face: on a four-wheel drive it stands on the black bumper (the body's
   * lowest 12 units), however high the body rides.
   */
  const plateY = spec.cladding ? Math.max(41, bottom + 8) : 41;
  // A four-wheel drive's grille (of bars or of mesh) reaches up between its lamps.
  const [gTop, gLow, wTop, wLow] =
    spec.cladding && spec.grille !== 'slim'
      ? [faceTop - 4, plateY + 7, 0.6, 0.66]
      : spec.grille === 'bars'
        ? [faceTop - 12, 48, 0.7, 0.62]
        : // A mesh grille is one wide frame, out to the lamps and down past the plate.
          spec.grille === 'mesh'
          ? [faceTop - 8, 24, 0.46, 0.54]
          : [faceTop - 4, faceTop - 12, 0.3, 0.26];
  const [iTop, iW] = spec.grille === 'slim' ? [33, 0.56] : [26, 0.5];
  const grilleHalf = (y: number, hw: number) =>
    hw * (wLow + ((wTop - wLow) * (y - gLow)) / (gTop - gLow));
  const intakeHalf = (y: number, hw: number) => hw * (iW + (0.06 * (iTop - y)) / (iTop - 15));
  /** Where the face's surface is (x) at each height on the centre line, and its half-width there. */
  const noseAt: number[] = [];
  const faceHalfAt: number[] = [];
  for (let y = 0; y <= Math.ceil(faceTop); y++) {
    const step = noseRight ? -0.25 : 0.25;
    let x = noseRight ? main.maxX : main.minX;
    while (bodySdf(x, y, 0) > 0 && Math.abs(x - (main.minX + main.maxX) / 2) > 1) x += step;
    noseAt[y] = x;
    faceHalfAt[y] = halfWidth(main, y) - Math.max(0, spec.endLength - fromFront(x));
  }
  const faceHalf = (y: number) =>
    faceHalfAt[Math.max(0, Math.min(faceHalfAt.length - 1, Math.round(y)))]!;
  /** A car's face has depth: its grille and lower intake sit this far back behind their lips. */
  const faced = !towed && !outline.living;
  const DEPTH = 4;
  /** The hollows the grille and the intake sit in: negative inside them. */
  const faceRecess = (x: number, y: number, az: number): number => {
    // The plate stands on its mount at the face, over the grille or the bumper.
    if (Math.abs(y - plateY) < 6 && az < 21) return Infinity;
    const row = Math.max(0, Math.min(noseAt.length - 1, Math.round(y)));
    const hw = faceHalfAt[row]!;
    const into = noseRight ? noseAt[row]! - x : x - noseAt[row]!;
    const qx = Math.abs(into - (DEPTH - 3) / 2) - (DEPTH + 3) / 2;
    const grille = Math.max(
      qx,
      Math.abs(y - (gTop + gLow) / 2) - (gTop - gLow) / 2,
      az - grilleHalf(y, hw),
    );
    const intake = Math.max(
      qx,
      Math.abs(y - (iTop + 15) / 2) - (iTop - 15) / 2,
      az - intakeHalf(y, hw),
    );
    return Math.min(grille, intake);
  };
  /** The side glass's front and back edges (x) at each height above the waist. */
  const glassSpan: [number, number][] = [];
  for (let y = Math.floor(belt); y <= GROUND - glass.minY; y++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let x = glass.minX; x <= glass.maxX; x += 0.5)
      if (glass.at(x, GROUND - y) < 0) {
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    if (lo <= hi) glassSpan[y - Math.floor(belt)] = [lo, hi];
  }
  /** Whether a point above the waist is ahead of the side glass or behind it (or above its top). */
  const beyondSideGlass = (x: number, y: number): boolean => {
    const rows = glassSpan.length;
    if (!rows) return false;
    const span = glassSpan[Math.min(rows - 1, Math.max(0, Math.round(y - Math.floor(belt))))];
    return span !== undefined && (x < span[0] - 3 || x > span[1] + 3);
  };

  /**
   * The roof rails: from a little behind the side glass's front at the top to its back, each
   * `z` out from the middle (in from the roof's rounded edge), over the roof's height (`top`,
   * smoothed, a value per unit along from `from`).
   */
  const rails = spec.rails ? roofRails() : null;
  function roofRails() {
    // The glass's top corners are rounded: its span a little below the top.
    const row = glassSpan[Math.max(0, glassSpan.length - 8)]!;
    const [from, to] = noseRight ? [row[0] + 4, row[1] - 14] : [row[0] + 14, row[1] - 4];
    const raw: number[] = [];
    for (let x = from - 8; x <= to + 8; x++) raw.push(topAt(x));
    const top = raw.slice(8, raw.length - 8).map((_, i) => {
      let sum = 0;
      for (let k = 0; k <= 16; k++) sum += raw[i + k]!;
      return sum / 17;
    });
    const roof = GROUND - glass.minY + (main.top - (GROUND - glass.minY)) / 2;
    return { from, to, top, z: halfWidth(main, roof) - 15, low: Math.min(...top) - 4 };
  }
  /** A rail: a bar 4.4 units thick 4 above the roof, on two feet about 10 long. */
  const rail = (x: number, y: number, az: number): number => {
    const { from, to, top, z } = rails!;
    const i = Math.max(0, Math.min(top.length - 1, Math.round(x - from)));
    const centre = top[i]! + 6.2;
    const along = Math.max(from - x, x - to, 0);
    const bar = Math.hypot(along, y - centre, az - z) - 2.2;
    const foot = (fx: number) => roundBox(x, y, az, [fx, centre - 4, z], [4.8, 4.8, 2.2], 0.8);
    return Math.min(bar, foot(from + 5), foot(to - 5));
  };

  const self: Car = {
    outline,
    spec,
    wheels,
    noseRight,
    towed,
    box,
    detail: 0,
    tilt: [0, 0, 0],
    slot: 0,
    sdf,
    material(x, y, z, nx, ny, nz) {
      const az = z < 0 ? -z : z;
      sdf(x, y, z);
      const tilt = self.tilt;
      tilt[0] = tilt[1] = tilt[2] = 0;
      if (wheelHit === -2) return Mat.Paint;
      if (wheelHit === -3) return Mat.Alloy;
      if (wheelHit === -4) return Mat.Tyre;
      if (wheelHit === -5) return Mat.Trim;
      if (wheelHit === -8) {
        self.detail = 1;
        return Mat.Trim;
      }
      if (wheelHit === -6) return Mat.Alloy;
      if (wheelHit === -7) {
        const rs = Math.hypot(y - SPARE_Y, z);
        if (rs > R * 0.68) return Mat.Tyre;
        const angle = Math.atan2(y - SPARE_Y, z);
        const spareHub = hub(rs, angle);
        if (spareHub !== null) return spareHub;
        self.detail = 1;
        return rs > R * 0.6 || rs < R * 0.2 || onSpoke(rs, angle, true) ? Mat.Rim : Mat.RimDark;
      }
      if (wheelHit >= 0) {
        const wx = wheels[wheelHit]!;
        const dx = x - wx;
        const dy = y - R;
        const r = Math.sqrt(dx * dx + dy * dy);
        const ang = Math.atan2(dy, dx);
        if (r > R * 0.68) {
          // The tread, where the tyre faces out rather than sideways: two grooves round it and
          // the blocks' sipes across its shoulders (`detail` 1), dark against the rubber.
          self.detail = 0;
          if (Math.abs(nz) < 0.5 && r > R * 0.9) {
            const w = (az - wheelZ(wx)) / tyreHalf;
            const groove = Math.abs(Math.abs(w) - 0.3) < 0.07;
            const sipe = Math.abs(w) > 0.42 && Math.sin(ang * 56 + w * 2) > 0.8;
            if (groove || sipe) self.detail = 1;
          }
          return Mat.Tyre;
        }
        const centre = hub(r, ang);
        if (centre !== null) return centre;
        // The rim's lip, the spokes and the hub (dark alloy's `detail` 1); between the spokes
        // the brake disc and its caliper.
        self.detail = spec.rim.dark ? 1 : 0;
        if (r > R * 0.6 || r < R * 0.2 || onSpoke(r, ang, true)) return Mat.Rim;
        const caliper = Math.abs(ang - 2.2) < 0.45 && r > R * 0.32 && r < R * 0.56;
        self.detail = caliper ? 0.5 : r < R * 0.55 ? 1 : 0;
        return Mat.RimDark;
      }
      const part = parts[nearest]!;
      if (camper && part === parts[1]) {
        self.detail = straps.some((sx) => Math.abs(x - sx) < 3.5) ? 1 : 0;
        return Mat.Canvas;
      }
      if (part !== main)
        return part === parts[1] && spec.tray ? trayBack(x, y, z, nx) : part.material;
      const hw =
        halfWidth(main, y) - Math.max(0, spec.endLength - fromFront(x), tailRound - fromBack(x));
      curve(x, y, z, nx, ny, nz, hw);
      // Inside the tub: its black liner, and the tops of its sides.
      if (tub && x > tub[0] + 2 && x < tub[1] - 2 && y > 40) {
        const t = tubHollow(x, y, az);
        if (Math.abs(t) < 2 || (ny > 0.5 && t < 7)) return Mat.Trim;
      }
      // Inside a wheel arch: the dark well.
      for (const wx of wheels) {
        const r = Math.hypot(x - wx, y - R);
        if (!camper && r < arch + 1.5 && az < wheelZ(wx) + tyreHalf + 4) {
          self.detail = 0;
          return Mat.Well;
        }
        // A four-wheel drive's black cladding round the arch.
        if (spec.cladding && r < arch + 8 && Math.abs(nz) > 0.3) return Mat.Trim;
      }
      const gd = glass.at(x, GROUND - y);
      const side = Math.abs(nz) > 0.45;
      const ends = Math.abs(nx) > 0.3;
      const open = body === 'convertible';
      // Side glass, its frame black, a B-pillar at the first door and a slimmer C-pillar at the
      // back door's rear edge where the glass runs on behind it (a quarter window).
      if (gd < 0 && (side || open)) {
        if (gd > (outline.living ? -4 : -2.2)) return Mat.Trim;
        if (!outline.living && doorXs[0] && Math.abs(x - doorXs[0]) < 5) return Mat.Trim;
        if (!outline.living && doorXs[1] && Math.abs(x - doorXs[1]) < 3.5) return Mat.Trim;
        for (const px of pillars) if (Math.abs(x - px) < 3) return Mat.Trim;
        // A caravan's windows are acrylic; a motorhome's cab, ahead of its door, has a car's glass.
        const cab = !towed && doorXs[0] !== undefined && fromFront(x) < fromFront(doorXs[0]);
        const tinted = spec.privacy === true && !cab;
        if (headRest(x, y)) {
          self.detail = 0;
          return tinted ? Mat.Privacy : Mat.Glass;
        }
        if (outline.living && !cab) return acrylic();
        const pane = seeThrough(y);
        return tinted ? Mat.Privacy : pane;
      }
      // A convertible's windscreen, framed at its top and sides, then the open cockpit.
      if (open && y > belt + 1 && x < glass.maxX + 6 && Math.abs(nx) > 0.3)
        return az > hw - 7 || y > main.top - 6 ? Mat.Trim : Mat.Clear;
      if (open && y > belt - 2 && az < hw - 6 && fromFront(x) > 150 && fromFront(x) < 330)
        return Mat.Cabin;
      // Windscreen and rear window: the ends of the cabin above the waist, upright or raked
      // (a raked one faces more up than forward), in front of or behind the side glass.
      if (
        !outline.living &&
        !open &&
        y > belt + 4 &&
        y < main.top - 3 &&
        az < hw - 7 &&
        (Math.abs(nx) > 0.55 || (ny < 0.96 && beyondSideGlass(x, y)))
      ) {
        // A tailgate's glass stands up (a boot's rear window lies back): its wiper, parked.
        if (Math.abs(nx) > 0.55 && fromBack(x) < 40 && wiper(y, z, hw)) return Mat.Trim;
        const pane = seeThrough(y);
        return spec.privacy && fromBack(x) < fromFront(x) ? Mat.Privacy : pane;
      }
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
        return az > hw - 26 || y < belt || y > main.top - 30 ? Mat.Trim : acrylic();
      if (outline.living && !towed && noseRight && y > belt - 30 && ends && fromFront(x) < 90) {
        const screenTop = outline.windscreenTop ? GROUND - outline.windscreenTop : main.top - 40;
        if (az < hw - 8 && y > belt - 6 && y < screenTop) return seeThrough(y);
      }
      if (camper) {
        const m = camperBox(x, y, nx, side);
        if (m !== null) return m;
      }
      if (outline.living && side && !camper) {
        const m = livingSide(x, y, noseRight ? main.minX : main.maxX);
        if (m !== null) return m;
      }
      // The waistline strip.
      if (side && y > belt - 2 && y < belt + 1.5 && !outline.living) return Mat.Trim;
      const f = fromFront(x);
      const b = fromBack(x);
      if (!towed && f < 44) {
        const m = front3(f, y, z, faceHalf(y));
        if (m !== null) return m;
      }
      // Tail lamps at the back's upper corners, a plate below.
      const tailY = camper ? bottom + 24 : towed ? 30 : belt - 4;
      const plateMid = camper ? bottom + 11 : tailY - 41;
      // Each lamp: a lit LED line along its top and a second under it, a clear reversing lamp
      // (at its inner end; on an upright lamp across its middle), red lens over a dark housing
      // between, a dark gap between the two and all round the lamp where it meets the panel, so
      // that it can be found on red paint. A ute's stand upright in its tub's back corners.
      const tail = hw * (towed ? 0.62 : 0.5);
      // The tailgate or boot lid is wider than the gap between the lamps: its shut line splits
      // each lamp, as on most cars, so the lid is three quarters of the back's width (a car's
      // back only: `faced`; a caravan's and a motorhome's have no lid).
      const gate = hw * 0.74;
      const lamp = tub
        ? { inner: halfWidth(main, y) - 22, top: GROUND - tub[2] - 3, height: 46, upright: true }
        : { inner: tail, top: tailY, height: 18, upright: false };
      if (!spec.tray && b < 16 && y > lamp.top - lamp.height && y < lamp.top && az > lamp.inner) {
        const { inner, top, height, upright } = lamp;
        if (az < inner + 0.7 || y < top - height + 0.7 || y > top - 0.6 || b > 15.3)
          return Mat.Trim;
        if (!upright && faced && Math.abs(az - gate) < 0.6) return Mat.Trim;
        const reversing = (m: number) =>
          upright
            ? y > top - 31 - m && y < top - 20 + m
            : az < inner + hw * 0.12 + m && y < top - 6 + m;
        if (reversing(0.5) && !reversing(0)) return Mat.Trim;
        const guide = y > top - 4 || (!reversing(0.5) && y > top - 12.6 && y < top - 11.2);
        self.detail = guide ? 1 : reversing(0) ? 0.5 : 0;
        return Mat.TailLamp;
      }
      if (tub && b < 8 && Math.abs(nx) > 0.5) {
        // The tailgate between the lamps: its shut lines up each side and across its foot above
        // the bumper, and the black handle's recess under its top edge.
        const top = GROUND - tub[2];
        const edge = lamp.inner - 2.5;
        const foot = bottom + 15;
        if (Math.abs(az - edge) < 0.45 && y > foot && y < top - 0.5) return gap();
        if (Math.abs(y - foot) < 0.45 && az < edge) return gap();
        if (az < 10 && y > top - 10 && y < top - 5) return gap();
      }
      if (!spec.tray && b < 8 && Math.abs(y - plateMid) < 7 && az < 20)
        return plate(noseRight ? -z : z, y, plateMid, 7, 20);
      if (faced && !tub && !spec.tray && seam(y, az, nx, ny, hw, f, b, gate, tailY)) return gap();
      // Door shut lines and handles.
      if (side && y > 20 && y < belt) {
        const lean = (belt - y) * 0.04;
        if (leadX !== undefined && Math.abs(x - leadX - lean) < 0.75) return gap();
        for (const dx of doorXs) {
          if (Math.abs(x - dx - lean) < 0.75) return gap();
          const hx = noseRight ? x - dx : dx - x;
          const m = handle(hx - 23, y - (belt - 14.5));
          if (m !== null) return m;
        }
      }
      if (spec.cladding && y < bottom + 12) {
        // A four-wheel drive's black front bumper: a wide intake across it over a bash plate.
        if (f < 24 && az < faceHalf(y) * 0.55) {
          if (y < bottom + 4) return Mat.Alloy;
          if (y < bottom + 11) {
            self.detail = mesh(az, y);
            return Mat.Grille;
          }
        }
        return Mat.Trim;
      }
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
    const lamp = headLamp(spec.lamp, { f, y, az, hw, across, top, grilleFoot: gLow });
    if (lamp !== null) {
      self.detail = lamp;
      return Mat.HeadLamp;
    }
    if (f > 24) return null;
    if (Math.abs(y - plateY) < 5 && az < 16 && f < 14)
      return plate(noseRight ? z : -z, y, plateY, 5, 16);
    const style = spec.grille;
    if (y > gLow && y < gTop) {
      const gw = grilleHalf(y, hw);
      if (az < gw) {
        if (gw - az < 1.6 || gTop - y < 1.6 || y - gLow < 1.6) return Mat.Chrome;
        if (style === 'bars') self.detail = Math.sin(y * 1.1) > 0.55 ? 1 : 0;
        else self.detail = mesh(az, y);
        return Mat.Grille;
      }
    }
    // The lower intake: wide on a hatch, under the plate on the others.
    if (y > 15 && y < iTop) {
      const iw = intakeHalf(y, hw);
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
  /** Where the windscreen's foot is, from the front. */
  const screenFoot = () => fromFront(noseRight ? glass.maxX : glass.minX) - 6;
  /**
   * The front door's leading edge (its x): under the side glass's front, so over the front
   * wheel's arch on a van or a people mover, whose doors open above it, and behind it on a car.
   * None where there is no door there (a caravan, a motorhome, a bus).
   */
  const leadX =
    outline.living || towed || !doorXs[0] ? undefined : noseRight ? glass.maxX + 2 : glass.minX - 2;
  /**
   * The panels' shut lines: the bonnet's along the top of each front wing and across the nose
   * over the lamps; the tailgate's or boot lid's (`gate` from the centre line) up each side
   * through the tail lamps to the rear window's foot and across above the bumper.
   */
  const seam = (
    y: number,
    az: number,
    nx: number,
    ny: number,
    hw: number,
    f: number,
    b: number,
    gate: number,
    tailY: number,
  ): boolean => {
    if (f < screenFoot() && y < belt + 2) {
      if (ny > 0.55 && Math.abs(az - (hw - 9)) < 0.45) return true;
      if (f < 30 && Math.abs(nx) > 0.3 && Math.abs(y - (faceTop + 1)) < 0.45 && az < hw - 9)
        return true;
    }
    if (b < 12 && Math.abs(nx) > 0.5 && y < belt + 4.5) {
      const foot = tailY - 56;
      if (Math.abs(y - foot) < 0.45 && az < gate) return true;
      if (Math.abs(az - gate) < 0.45 && y > foot) return true;
    }
    return false;
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
          return x < x0 + 9 || x > x1 - 9 || y > top - 10 || y < top - 46 ? Mat.Trim : acrylic();
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
   * A camper's box: the aluminium capping along its top edge, a checker-plate stone guard on its
   * front, the chassis rail along its foot, and on each side the kitchen's hatch behind the wheel and a
   * store's ahead of it, each a shut line with two locks. Null where the box is plain paint.
   */
  const camperBox = (x: number, y: number, nx: number, side: boolean): Mat | null => {
    if (y > main.top - 4) return Mat.Alloy;
    if (side && y < bottom + 6) return Mat.Trim;
    if (Math.abs(nx) > 0.5 && x > main.maxX - 3 && y < main.top - 20) return Mat.Alloy;
    if (!side) return null;
    const lo = bottom + 16;
    const hi = main.top - 12;
    const wx = wheels[0]!;
    for (const [x0, x1] of [
      [main.minX + 14, wx - R - 14],
      [wx + R + 14, main.maxX - 14],
    ] as [number, number][]) {
      if (x < x0 - 1 || x > x1 + 1 || y < lo - 1 || y > hi + 1) continue;
      if (Math.min(Math.abs(x - x0), Math.abs(x - x1), Math.abs(y - lo), Math.abs(y - hi)) < 0.8)
        return Mat.Trim;
      for (const lx of [x0 + 16, x1 - 16])
        if (Math.abs(x - lx) < 3 && Math.abs(y - hi + 9) < 2) return Mat.Chrome;
      return null;
    }
    return null;
  };
  /**
   * A tray's back edge: a tail lamp at each end (its lit line along the top), the plate in the
   * middle; the rest the tray's aluminium.
   */
  const trayBack = (x: number, y: number, z: number, nx: number): Mat => {
    const tray = parts[1]!;
    const az = z < 0 ? -z : z;
    const lo = GROUND - tray.f.maxY;
    if (Math.abs(nx) < 0.5 || x < tray.maxX - 3 || y < lo + 2 || y > tray.top - 2)
      return tray.material;
    if (az > tray.width * 0.5 && az < tray.width * 0.78) {
      self.detail = y > tray.top - 6 ? 1 : az < tray.width * 0.56 ? 0.5 : 0;
      return Mat.TailLamp;
    }
    const mid = (lo + tray.top) / 2;
    if (az < 20 && Math.abs(y - mid) < 7) return plate(z, y, mid, 7, 20);
    return tray.material;
  };
  const midX = (main.minX + main.maxX) / 2;
  const halfLength = (main.maxX - main.minX) / 2;
  /**
   * The panel's curve at a point of the body (`tilt`): below the waist the side rolls under
   * towards the sill, stands upright, then a crease, and rolls over into the shoulder; the sides
   * bow in plan towards the ends, and the ends across the width. A caravan's flat walls barely.
   */
  const curve = (
    x: number,
    y: number,
    z: number,
    nx: number,
    ny: number,
    nz: number,
    hw: number,
  ) => {
    const k = outline.living ? 0.25 : 1;
    const across = z / Math.max(1, hw);
    // How much of a top (bonnet, roof, boot lid: crowned across the car), and of a side or an
    // end, the point is: blended, so that the curve has no edge of its own.
    const top = ease(0.45, 0.85, ny);
    const wall = 1 - ease(0.35, 0.75, Math.abs(ny));
    const end = ease(0.3, 0.7, Math.abs(nx));
    let up = 0;
    if (y < belt && wall > 0) {
      const u = (y - bottom) / Math.max(1, belt - bottom);
      let side: number;
      if (u < 0.32) side = -0.75 * Math.pow((0.32 - u) / 0.32, 1.5);
      else if (u < 0.64) side = 0.12 * ((u - 0.32) / 0.32);
      else side = 0.3 + 0.9 * Math.pow((u - 0.64) / 0.36, 2);
      // The ends have no crease: one gentle roll from the valance to the bonnet's edge.
      const ends = (-0.5 * Math.max(0, 0.4 - u)) / 0.4 + (0.25 * Math.max(0, u - 0.7)) / 0.3;
      up = side + (ends - side) * end;
    }
    const t = self.tilt;
    t[1] = up * wall * k;
    t[0] = 0.22 * k * ((x - midX) / halfLength) * Math.abs(nz) * wall;
    t[2] = k * across * (0.14 * top + 0.2 * Math.abs(nx) * wall);
  };
  /**
   * A car's glass at height y: `detail` is how far up the window it is (0 at the waist, 1 at the
   * roof), for how much of the view beyond shows through over the seats. A caravan's acrylic
   * windows and its door's show none (0).
   */
  /**
   * The head restraints seen through the side glass, dark against the far windows: one behind
   * the front seat's door, and one behind the rear door of a car that has one.
   */
  const rests =
    outline.living || towed || body === 'convertible' || !doorXs[0]
      ? []
      : [doorXs[0] - 24, ...(doorXs[1] && doorXs[1] - doorXs[0] > 70 ? [doorXs[1] - 26] : [])];
  const headRest = (x: number, y: number): boolean => {
    for (const cx of rests) {
      const qx = Math.abs(x - cx) - 3;
      const qy = Math.abs(y - belt - 22) - 3;
      if (Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) < 4.5) return true;
    }
    return false;
  };
  /**
   * A rear wiper parked across the foot of a tailgate's glass: its arm from the pivot in the
   * middle, just above the glass's foot, out most of the way to one side, rising a little.
   */
  const wiper = (y: number, z: number, hw: number): boolean => {
    const length = hw * 0.62;
    const [dx, dy] = [-Math.cos(0.08), Math.sin(0.08)];
    const v = y - (belt + 6.6);
    const t = Math.max(0, Math.min(length, z * dx + v * dy));
    const off = Math.hypot(z - t * dx, v - t * dy);
    return off < (t < 5 ? 1.6 : 0.85);
  };
  const seeThrough = (y: number): Mat => {
    self.detail =
      outline.living && towed ? 0 : Math.max(0, Math.min(1, (y - belt) / (main.top - belt)));
    return Mat.Glass;
  };
  /**
   * A caravan's or motorhome's acrylic window: tinted, and not optically flat, so what it mirrors
   * is soft rather than standing in it like a print.
   */
  const acrylic = (): Mat => {
    self.detail = 0;
    return Mat.Acrylic;
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
   * A door handle in the body's colour, `u` along it from its middle and `v` up: a dark line round
   * it where it stands off the door and the dark pocket under it that fingers reach into. Null
   * off it. (A chrome one mirrored the sky as a white patch, like a sticker.)
   */
  const handle = (u: number, v: number): Mat | null => {
    const au = Math.abs(u);
    const pocket = (au / 8.5) ** 2 + ((v + 2.5) / 2.2) ** 2 < 1 && v < -2.5;
    if (pocket) return gap();
    if (au > 9 || Math.abs(v) > 2.5) return null;
    return au > 8.5 || Math.abs(v) > 2.05 ? gap() : Mat.Paint;
  };
  /**
   * A gap between panels (a shut line, round a handle): the dark inside it, darker than any
   * paint, where black trim's sheen showed as a pale line on a dark car.
   */
  const gap = (): Mat => {
    self.detail = 1;
    return Mat.Well;
  };
  /**
   * A number plate centred at height `mid`, `half` high each way and `halfW` wide: six characters
   * as a state issues them, inside a dark border line that shows its edge on white paint, with
   * white round them as on a pressed plate (the letters three quarters of the width inside the
   * border, three fifths of its height); `u` runs to the right as one faces the plate.
   */
  const plate = (u: number, y: number, mid: number, half: number, halfW: number): Mat => {
    const au = Math.abs(u);
    const av = Math.abs(y - mid);
    const rim = halfW - 0.6;
    if (au < rim && av < half - 0.4 && (au > rim - 0.7 || av > half - 1.1)) return Mat.PlateText;
    const dot = Math.min(((rim - 0.7) * 2 * 0.75) / 35, ((half - 1.1) * 2 * 0.6) / 7);
    // Each stroke a fifth of a dot heavier on every side, so a letter still reads at a thumbnail's
    // size (at one dot an R read as a 9).
    const lu = u / dot + 17.5;
    const lv = (y - mid) / dot + 3.5;
    for (const [du, dv] of BOLD) if (lettering(plateText, lu + du, lv + dv)) return Mat.PlateText;
    return Mat.Plate;
  };
  return self;
}
