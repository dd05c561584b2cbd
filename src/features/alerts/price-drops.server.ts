import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { carNames } from '~/features/car/labels.ts';
import { advertisedPrice, formatAud } from '~/features/car/pricing.ts';
import { toE164 } from '~/features/verification/verification.ts';
import { signToken } from '~/server/signed-links.ts';
import type { Database } from '~/server/storage/db.server.ts';
import type { Mailer } from '~/services/mail/mail.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { type Alert, giveBackPriceDrop, takePriceDrop } from './alerts.server.ts';
import { siteOrigin, UNSUBSCRIBE } from './endpoints.server.ts';
import { type PriceDrop, priceDropMail, priceDropSms } from './mail-text.ts';

export interface PriceDropReport {
  /** Messages sent: one for each watch whose car's price fell below what it was last told. */
  sent: number;
  /** Not accepted by the mail or SMS server: told after the next build. */
  failed: number;
}

/**
 * After a build: for each confirmed price watch whose car is in stock at an advertised price below
 * the one its buyer was last told of, one message. The drop is taken first (the told price moves
 * in one UPDATE that holds only while it is unchanged), so two builds at once tell it once; and
 * given back if the message is not accepted, so it is never lost.
 */
export async function sendPriceDrops(input: {
  db: Database;
  config: DealerConfig;
  mail: Mailer;
  sms: SmsSender | null;
  linkSecret: string;
  /** Confirmed, live watches (alerts with a car). */
  watches: readonly Alert[];
  cars: readonly Car[];
}): Promise<PriceDropReport> {
  const { db, config } = input;
  const report: PriceDropReport = { sent: 0, failed: 0 };
  const byId = new Map(input.cars.map((c) => [c.id, c]));
  const origin = siteOrigin(config);
  for (const watch of input.watches) {
    const car = watch.carId === null ? undefined : byId.get(watch.carId);
    const was = watch.toldPrice;
    // The one price function every output states: a car with none ('Enquire') has no drop.
    const now = car && isInStock(car) ? advertisedPrice(car) : null;
    if (!car || was === null || now === null || now >= was) continue;
    if (!(await takePriceDrop(db, watch.id, was, now))) continue;
    const drop: PriceDrop = {
      name: carNames(car).name,
      now: formatAud(now),
      was: formatAud(was),
      path: `/cars/${car.slug}`,
    };
    const links = {
      origin,
      unsubscribeToken: signToken(input.linkSecret, UNSUBSCRIBE, watch.id, watch.linkNonce),
    };
    try {
      if (watch.channel === 'sms') {
        if (!input.sms) throw new Error('no SMS sender');
        const sent = await input.sms.send(
          toE164(watch.contact),
          priceDropSms({ dealerName: config.name, drop, links }),
        );
        if (!sent.ok) throw new Error(`SMS not sent (${sent.reason})`);
      } else
        await input.mail(
          priceDropMail({ to: watch.contact, dealerName: config.name, drop, links }),
        );
      report.sent += 1;
    } catch (e) {
      report.failed += 1;
      console.error(
        `[alerts] a price drop was not sent (${(e as Error).name}); it goes after the next build`,
      );
      await giveBackPriceDrop(db, watch.id, was, now);
    }
  }
  return report;
}
