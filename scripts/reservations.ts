/**
 * npm run reservations [-- --dealer <slug>] [--convert <id> | --release <id> | --extend <id>]
 * A dealer's reservations and online orders in its local storage (.data/<slug>/, or DATABASE_URL),
 * newest first: state, car, deposit and what happened to it, the buyer, the processor's ids, the
 * terms accepted and when. Nothing is ever deleted. `--convert <id>`: the car was sold (held →
 * converted; an authorised deposit is captured). `--release <id>`: the dealer lets the car go
 * (held → released; the deposit goes back). `--extend <id>`: the hold lasts the dealer file's
 * `features.reserve.extendHours` longer, once. The desk does the same through the same functions. Stop `npm start` first when the store is PGlite (it
 * takes one process at a time).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { desc, eq } from 'drizzle-orm';

import { loadDealerConfig } from '~/config/load.server.ts';
import {
  convertReservation,
  endReservation,
  extendReservation,
} from '~/features/checkout/reservations.server.ts';
import { formatCents, formatInstant } from '~/features/checkout/reserve/terms.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import { reservations } from '~/server/storage/schema.ts';
import { createServices } from '~/services/create.server.ts';

import { printable as p } from './lib/terminal.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'value-auto-supermarket' },
    convert: { type: 'string' },
    release: { type: 'string' },
    extend: { type: 'string' },
  },
});
const config = loadDealerConfig(values.dealer);
const services = createServices(config, (name) => process.env[name] || undefined, {
  onNetlify: false,
});
const payments = services.payments();
if (!payments) {
  console.log(
    `${config.slug} takes no deposits online (features.reserve and features.buyOnline are off).`,
  );
  process.exit(0);
}
const storage = await services.storage();
const zone = dealerTimeZone(config);
const ctx = { storage, config, payments, now: new Date() };
try {
  if (values.convert || values.release || values.extend) {
    const id = (values.convert ?? values.release ?? values.extend)!;
    const done = values.convert
      ? await convertReservation(ctx, id)
      : values.extend
        ? await extendReservation(ctx, id)
        : await endReservation(ctx, id, 'released', 'released by the dealer');
    if (!done) {
      console.error(
        values.extend
          ? `${p(id)} is not a live hold of ${config.slug} that can still be extended (once, by ${config.features.reserve.extendHours} hours): nothing changed.`
          : `${p(id)} is not a held reservation of ${config.slug}: nothing changed.`,
      );
      process.exitCode = 1;
    } else console.log(`${p(id)}: ${done.state}, deposit ${done.paymentStatus}.`);
  }
  const rows = await storage.db
    .select()
    .from(reservations)
    .where(eq(reservations.websiteSlug, config.slug))
    .orderBy(desc(reservations.createdAt));
  console.log(
    `${config.slug}: ${rows.length} reservation${rows.length === 1 ? '' : 's'} (${storage.kind}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : join(process.env.LOCAL_DATA_DIR ?? '.data', config.slug)})`,
  );
  for (const r of rows) {
    const c = r.contact;
    console.log(
      `  ${p(r.id)}  ${p(r.state.padEnd(15))} ${p(r.kind === 'reserve' ? 'reserve' : 'buy online')}  ${p(r.carName)} (car ${r.carId})`,
    );
    console.log(
      `      deposit ${formatCents(r.amountCents)} ${r.currency} ${r.paymentStatus}${r.cardLast4 ? ` (card …${p(r.cardLast4)})` : ''}${r.refundDue ? ', money back due' : ''}  ${p(r.processor)} ${p(r.paymentId ?? '')}${r.refundId ? ` refund ${p(r.refundId)}` : ''}`,
    );
    console.log(
      `      ${p(c.first_name)} ${p(c.last_name)} <${p(c.email)}> ${p(c.phone)}  started ${formatInstant(r.createdAt, zone)}${r.holdUntil ? `, held until ${formatInstant(r.holdUntil, zone)}` : ''}${r.endedAt ? `, ended ${formatInstant(r.endedAt, zone)} (${p(r.endReason)})` : ''}`,
    );
    console.log(
      `      terms accepted ${formatInstant(r.termsAcceptedAt, zone)}: "${p(r.termsText.slice(0, 90))}…"`,
    );
  }
  if (!rows.length) console.log('No reservations yet. Reserve a car on `npm start`.');
} finally {
  await storage.close();
}
