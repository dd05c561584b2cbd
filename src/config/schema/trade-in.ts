import { z } from 'zod';

import { doc, envVarName, httpsUrl } from './doc.ts';

/** The trade-in valuation (spec Screens trade-in and sell-my-car, Calls valuation steps). */
export const tradeInSchema = z.strictObject({
  noun: doc(
    z
      .strictObject({
        singular: doc(z.string().trim().min(1).max(30).default('car'), 'One, lower case.', 'car'),
        plural: doc(z.string().trim().min(1).max(30).default('cars'), 'Many, lower case.', 'cars'),
      })
      .prefault({}),
    "What the wizard calls the visitor's own vehicle, lower case: 'car' at a car dealer; the caravan template says 'vehicle' (a caravan yard takes caravans and tow cars alike).",
    { singular: 'car', plural: 'cars' },
  ),
  reconditioning: doc(
    z.number().int().min(0).max(20_000).default(1500),
    'What reconditioning a traded car costs the dealer, in AUD; it comes off every online estimate.',
    1500,
  ),
  marginPercent: doc(
    z.number().min(0).max(40).default(10),
    "The dealer's margin on a traded car, as a percentage of its market value; it comes off every online estimate.",
    10,
  ),
  regoLookup: doc(
    z
      .strictObject({
        provider: doc(
          z.enum(['embedded', 'plate-api']).default('embedded'),
          'embedded: the sample register of plates in data/market/register.json (works offline). plate-api: a commercial Australian plate-lookup API (GET {url}/registrations/{plate}?region=au&state={state}), asked by our server with the key in keyEnv.',
          'embedded',
        ),
        url: doc(
          httpsUrl.default('https://api.platelookup.example/v1'),
          "The plate-lookup API's base address.",
          'https://api.platelookup.example/v1',
        ),
        keyEnv: doc(
          envVarName.default('REGO_API_KEY'),
          'Name of the env var holding the plate-lookup key (server-side only).',
          'REGO_API_KEY',
        ),
      })
      .prefault({}),
    'Number-plate lookup for the first step of the valuation.',
    { provider: 'embedded' },
  ),
  valuationService: doc(
    z
      .strictObject({
        url: doc(
          httpsUrl.default('https://api.valuations.example/v1'),
          "The valuation service's base address (POST {url}/valuations), used where features.redbook is on.",
          'https://api.valuations.example/v1',
        ),
        keyEnv: doc(
          envVarName.default('VALUATION_API_KEY'),
          'Name of the env var holding the valuation service key (server-side only).',
          'VALUATION_API_KEY',
        ),
      })
      .prefault({}),
    'The valuation service features.redbook selects instead of the embedded valuer.',
    { url: 'https://api.valuations.example/v1' },
  ),
});
