/**
 * Responsive photos (spec Calls image widths). A photo is addressed at a width either through the
 * dealer's image CDN pattern (`images.urlTemplate`, e.g. `{url}?w={width}`) or, by default, as a
 * WebP copy the build makes of a photo in the site's own public/ folder (`/_img/{width}/{path}.webp`).
 * Pure: used by static markup and islands alike.
 */

export interface PhotoSettings {
  urlTemplate: string | null;
  widths: number[];
}

export interface PhotoSource {
  src: string;
  srcset: string | undefined;
  sizes: string | undefined;
}

/** Formats the build turns into sized WebP copies. */
const LOCAL_PHOTO = /^\/(?!\/)[^?#]+\.(jpe?g|png|webp)$/i;

/** Where the build writes the copy of a local photo at a width (URL path, also the file path under the site root). */
export function localVariantPath(url: string, width: number): string {
  return `/_img/${width}${url.replace(/\.[a-z]+$/i, '.webp')}`;
}

/** Whether the build makes sized copies of this photo (a site's own JPEG, PNG or WebP). */
export function isLocalPhoto(url: string): boolean {
  return LOCAL_PHOTO.test(url);
}

/** The photo at a width, or null when it has no sized copies (a remote photo without a CDN pattern). */
export function sizedUrl(url: string, width: number, settings: PhotoSettings): string | null {
  if (settings.urlTemplate)
    return settings.urlTemplate.replaceAll('{url}', url).replaceAll('{width}', String(width));
  return isLocalPhoto(url) ? localVariantPath(url, width) : null;
}

/**
 * `src`, `srcset` and `sizes` of a photo shown in a slot `sizes` wide. `src` is the copy nearest
 * `fallbackWidth` (for browsers without srcset); a photo without copies is used as it is.
 */
export function photoSource(
  url: string,
  settings: PhotoSettings,
  sizes: string,
  fallbackWidth = 640,
): PhotoSource {
  const widths = [...settings.widths].sort((a, b) => a - b);
  if (sizedUrl(url, widths[0]!, settings) === null)
    return { src: url, srcset: undefined, sizes: undefined };
  return {
    src: sizedUrl(url, nearestWidth(widths, fallbackWidth), settings)!,
    srcset: widths.map((w) => `${sizedUrl(url, w, settings)} ${w}w`).join(', '),
    sizes,
  };
}

/** Slot widths of the places photos appear (CSS px), for `sizes`. */
export const SLOTS = {
  /** A result or featured card: the photo beside the facts on a phone, a third of the container on a desktop. */
  card: '(min-width: 992px) 360px, (min-width: 576px) 50vw, 45vw',
  /** The vehicle page's main photo. */
  gallery: '(min-width: 992px) 720px, 100vw',
  thumb: '96px',
  /** A small list photo (garage, compare, similar cars, menu). */
  small: '200px',
  /** Spec Calls: offer images at width 375. */
  offer: '375px',
  /** Spec Calls: accessory cards 520x292. */
  accessory: '520px',
  hero: '100vw',
} as const;

/** The smallest configured width at least `target` wide, else the largest. */
function nearestWidth(widths: readonly number[], target: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= target) ?? sorted.at(-1)!;
}

/** One small copy (320 px or the nearest configured width) for a list photo; the photo itself when it has none. */
export function smallPhoto(url: string, settings: PhotoSettings | null, width = 320): string {
  if (!settings) return url;
  return sizedUrl(url, nearestWidth(settings.widths, width), settings) ?? url;
}
