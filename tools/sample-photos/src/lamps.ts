/**
 * A car's headlamps, by body (bodies.ts `Spec.lamp`), drawn on its face by car.ts.
 */
import type { Spec } from './bodies.ts';

/** A point of the face. */
export interface FacePoint {
  /** How far back from the nose. */
  f: number;
  y: number;
  /** Across from the centre line. */
  az: number;
  /** The face's half-width there. */
  hw: number;
  /** `az` as a share of `hw`. */
  across: number;
  /** The bonnet's front edge (height). */
  top: number;
  /** The grille's foot (height). */
  grilleFoot: number;
}

/**
 * The headlamp at a point of the face, in the body's style (bodies.ts `lamp`): the point's
 * `detail`, 1 on the LED running light, 0.5 on a projector, 0 on the lens; null off the lamp.
 */
export function headLamp(style: Spec['lamp'], at: FacePoint): number | null {
  const { f, y, az, hw, across, top, grilleFoot } = at;
  const projector = (cx: number, cy: number, r: number) => Math.hypot(az - hw * cx, y - cy) < r;
  switch (style) {
    case 'strip': {
      // Deeper at its outer end, slimmer towards the grille; round the corner it sweeps back a
      // little way along the side, its top further than its foot.
      const t = Math.max(0, (across - 0.4) / 0.6);
      const low = top - 6 - 7 * t;
      const end = 16 + (12 * (y - low)) / (top - 2 - low);
      if (across <= 0.4 || y >= top - 2 || y <= low || f >= end) return null;
      const mid = (top - 2 + low) / 2;
      if (projector(0.62, mid - 0.5, 3.4) || projector(0.8, mid - 0.5, 3.4)) return 0.5;
      return y > top - 4.2 ? 1 : 0;
    }
    case 'split': {
      // The running light: a thin line along the bonnet's edge, round the corner.
      if (across > 0.45 && y < top - 2 && y > top - 4.4 && f < 26) return 1;
      // The main lamp: low in the bumper's corner beside the grille, its projectors in a row.
      const mid = grilleFoot + 6;
      if (across > 0.58 && across < 0.92 && Math.abs(y - mid) < 4.5 && f < 18) {
        if (projector(0.67, mid, 2.8) || projector(0.8, mid, 2.8)) return 0.5;
        return 0;
      }
      return null;
    }
    case 'square': {
      // Upright and nearly square, its running light a ring inside its edge, one projector.
      const low = top - 19;
      if (across <= 0.6 || across >= 0.97 || y >= top - 2 || y <= low || f >= 20) return null;
      const edge = Math.min(across - 0.6, 0.97 - across) * hw;
      const ring = Math.min(edge, y - low, top - 2 - y);
      if (ring > 1.1 && ring < 2.3) return 1;
      if (projector(0.78, (low + top - 2) / 2, 3.6)) return 0.5;
      return 0;
    }
    case 'swept': {
      // Narrow, rising to its outer end and swept far back along the wing; its LED along its
      // foot, one projector at its inner end.
      const t = Math.max(0, (across - 0.45) / 0.55);
      const low = top - 5 - 2 * t;
      const high = top - 2 + t;
      const end = 20 + 16 * t;
      if (across <= 0.45 || y >= high || y <= low || f >= end) return null;
      if (y < low + 1.3) return 1;
      if (projector(0.6, (low + high) / 2, 2.4)) return 0.5;
      return 0;
    }
  }
}
