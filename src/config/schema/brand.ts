import { z } from 'zod';

import { doc, slug } from './doc.ts';

/** Manufacturer lock and model-page URLs: spec Screens offers/models routes. */
export const brandSchema = z.strictObject({
  manufacturer: doc(
    z
      .strictObject({
        name: doc(z.string().min(1), 'Manufacturer name as in the catalogue.', 'Toyota'),
        slug: doc(slug, 'Manufacturer slug as in the catalogue.', 'toyota'),
      })
      .nullable()
      .default(null),
    'Lock the site to one manufacturer (offers at /offers/{id}); null for several brands (/offers/{manufacturer}/{id}).',
    { name: 'Toyota', slug: 'toyota' },
  ),
  modelUrl: doc(
    z
      .string()
      .regex(/\{slug\}/, 'Must contain {slug}')
      .default('/models/{slug}'),
    'Model page URL pattern; {slug} is the model slug (e.g. /toyota-{slug} or /new-toyota-{slug}-vehicle).',
    '/toyota-{slug}',
  ),
});
