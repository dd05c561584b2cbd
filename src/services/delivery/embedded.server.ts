import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { writeWhole } from '~/server/whole-file.server.ts';

import type { Sender } from './delivery.ts';

/** Embedded default: the lead as JSON and ADF XML in a local folder, printed by `npm run leads`. */
export const localSender =
  (dir: string): Sender =>
  async (lead) => {
    mkdirSync(dir, { recursive: true });
    writeWhole(join(dir, `${lead.id}.json`), JSON.stringify(lead.json, null, 2));
    writeWhole(join(dir, `${lead.id}.adf.xml`), lead.adf);
  };
