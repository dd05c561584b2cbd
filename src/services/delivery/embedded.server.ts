import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Sender } from './delivery.ts';

/** Embedded default: the lead as JSON and ADF XML in a local folder, printed by `npm run leads`. */
export const localSender =
  (dir: string): Sender =>
  async (lead) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${lead.id}.json`), JSON.stringify(lead.json, null, 2));
    writeFileSync(join(dir, `${lead.id}.adf.xml`), lead.adf);
  };
