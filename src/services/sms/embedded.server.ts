import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { nanoid } from 'nanoid';

import { writeWhole } from '~/server/whole-file.server.ts';

import type { SmsSender } from './sms.ts';

/** A number for a log line: its first five characters, every later digit hidden. */
const masked = (phone: string) => phone.slice(0, 5) + phone.slice(5).replace(/\d/g, '*');

/**
 * The embedded sender (development only): each message is a JSON file in `.data/<slug>/sms/`
 * (the browser tests read codes from there) and a server log line with the number masked.
 */
export function outboxSms(dir: string, log: (line: string) => void = console.log): SmsSender {
  return {
    kind: 'embedded',
    async send(to, body) {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${nanoid(8)}`;
      await mkdir(dir, { recursive: true });
      writeWhole(join(dir, `${id}.json`), JSON.stringify({ to, body, at: new Date() }));
      log(`[sms] to ${masked(to)}: ${body}`);
      return { ok: true, id };
    },
  };
}
