import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type PriceBook,
  type PriceCheck,
  priceDisagreements,
} from '~/integrations/price-agreement.ts';

/** A built file's site path: `cars/x/index.html` → `/cars/x/`, `inventory.json` → `/inventory.json`. */
const sitePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/**
 * Every file of a build's client folder checked at once, as the build checks each file as it makes
 * it (src/middleware.ts): the tests' check over every dealer's whole build.
 */
export function checkBuiltFiles(dir: string, prices: PriceBook): PriceCheck {
  const all: PriceCheck = { disagreements: [], checked: {} };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|json|tsv|csv|txt)$/.test(file) || file.startsWith('_astro/')) continue;
    const { disagreements, checked } = priceDisagreements(
      sitePath(file),
      readFileSync(join(dir, file), 'latin1'),
      prices,
    );
    all.disagreements.push(...disagreements);
    for (const [k, n] of Object.entries(checked)) all.checked[k] = (all.checked[k] ?? 0) + n;
  }
  return all;
}
