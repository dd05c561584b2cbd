/** The photograph from a render's light buffers: a paint, the lens's blur, a film curve, vignetting and grain. */
import type { Light } from './render.ts';

/**
 * The lens: each channel of `img` (linear, 3 a pixel) mixed towards a blur of the background
 * around it, as far as that pixel is out of focus. Only background is spread, so the car keeps
 * its edges and no halo of it falls on what is behind.
 */
function defocus(img: Float32Array, light: Light): void {
  const { width: w, height: h, blur, bg } = light;
  const radius = Math.max(1, Math.round(w / 320));
  const sum = new Float32Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const wt = bg[i]!;
    sum[i * 4] = img[i * 3]! * wt;
    sum[i * 4 + 1] = img[i * 3 + 1]! * wt;
    sum[i * 4 + 2] = img[i * 3 + 2]! * wt;
    sum[i * 4 + 3] = wt;
  }
  // Two box passes each way: close to a Gaussian.
  const line = new Float32Array(Math.max(w, h) * 4);
  const pass = (along: number, across: number, step: number, stride: number) => {
    for (let j = 0; j < across; j++) {
      const base = j * stride;
      for (let i = 0; i < along * 4; i++)
        line[i] = sum[(base + Math.floor(i / 4) * step) * 4 + (i % 4)]!;
      for (let c = 0; c < 4; c++) {
        let acc = 0;
        for (let k = -radius; k <= radius; k++)
          acc += line[Math.min(along - 1, Math.max(0, k)) * 4 + c]!;
        for (let i = 0; i < along; i++) {
          sum[(base + i * step) * 4 + c] = acc / (2 * radius + 1);
          const out = Math.max(0, i - radius);
          const inn = Math.min(along - 1, i + radius + 1);
          acc += line[inn * 4 + c]! - line[out * 4 + c]!;
        }
      }
    }
  };
  for (let r = 0; r < 2; r++) {
    pass(w, h, 1, w);
    pass(h, w, w, 1);
  }
  for (let i = 0; i < w * h; i++) {
    const k = blur[i]!;
    const wt = sum[i * 4 + 3]!;
    if (k === 0 || wt < 1e-4) continue;
    for (let c = 0; c < 3; c++)
      img[i * 3 + c] = img[i * 3 + c]! + (sum[i * 4 + c]! / wt - img[i * 3 + c]!) * k;
  }
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
};
const toSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);

/** The photograph in a paint (`hex`; a scene's cars one each), as 8-bit RGB. */
export function develop(
  light: Light,
  hex: string | string[],
  exposure: number,
  seed: number,
): Buffer {
  const linear = (h: string) => {
    const n = parseInt(h.slice(1), 16);
    return [toLinear((n >> 16) & 255), toLinear((n >> 8) & 255), toLinear(n & 255)];
  };
  const hexes = typeof hex === 'string' ? [hex] : hex;
  const paints = hexes.map(linear);
  const [paint] = paints as [number[]];
  const [a] = light.a as [Float32Array];
  const { width, height, b } = light;
  const img = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = (y * width + x) * 3;
      const dx = x / width - 0.5;
      const dy = y / height - 0.5;
      const vignette = 1 - 0.28 * (dx * dx + dy * dy) * 2;
      for (let c = 0; c < 3; c++) {
        let lit = paint[c]! * a[k + c]! + b[k + c]!;
        for (let j = 1; j < paints.length; j++) lit += paints[j]![c]! * light.a[j]![k + c]!;
        img[k + c] = lit * exposure * vignette;
      }
    }
  }
  defocus(img, light);
  const out = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let k = 0; k < img.length; k++) {
    const film = 1 - Math.exp(-img[k]! * 1.6);
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const grain = ((state >>> 8) / 16777216 - 0.5) * 0.008;
    out[k] = Math.max(0, Math.min(255, Math.round(toSrgb(Math.max(0, film + grain)) * 255)));
  }
  return out;
}
