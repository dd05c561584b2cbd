import { z } from 'zod';

import { doc } from './doc.ts';

const template = z
  .string()
  .regex(
    /^(https:\/\/|\/|\{url\})[^\s]*$/,
    'Start with https://, / or {url}, e.g. "{url}?w={width}"',
  )
  .refine((t) => t.includes('{url}') && t.includes('{width}'), {
    message: 'Needs both {url} (the photo as in the stock feed) and {width} (pixels)',
  });

/** Photos: how sized copies of each photo are addressed (spec Calls image widths). */
export const imagesSchema = z.strictObject({
  urlTemplate: doc(
    template.nullable().default(null),
    "Image CDN pattern for a photo at a width: {url} is the photo's URL as in the stock feed, {width} the width in pixels. Empty (default): the build makes WebP copies of the site's own photos (in public/) at each width with Astro's image service (sharp), cached between builds.",
    '{url}?w={width}',
  ),
  widths: doc(
    z.array(z.number().int().min(64).max(4096)).min(1).default([320, 480, 640, 960, 1200]),
    'Widths in pixels offered in every srcset (the browser picks one for the slot and screen).',
    [320, 480, 640, 960, 1200],
  ),
});
