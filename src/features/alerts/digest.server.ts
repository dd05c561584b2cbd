import { and, eq, inArray } from 'drizzle-orm';

import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { bodyLabel, carNames, carTypeLabel } from '~/features/car/labels.ts';
import { firstListed } from '~/features/car/price-history.ts';
import { displayPrice } from '~/features/car/pricing.ts';
import type { Landing } from '~/features/search/landings.ts';
import type { SearchRecord } from '~/features/search/record.ts';
import { toE164 } from '~/features/verification/verification.ts';
import { signToken } from '~/server/signed-links.ts';
import type { Database } from '~/server/storage/db.server.ts';
import { stockAlertCars } from '~/server/storage/schema.ts';
import type { Mailer } from '~/services/mail/mail.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { type Alert, liveAlerts } from './alerts.server.ts';
import { siteOrigin, UNSUBSCRIBE } from './endpoints.server.ts';
import { type DigestCar, digestMail, digestSms } from './mail-text.ts';
import { alertLabel, alertMatcher, alertState } from './match.ts';
import { type PriceDropReport, sendPriceDrops } from './price-drops.server.ts';

export interface DigestReport {
  /** Confirmed alerts that are not unsubscribed. */
  alerts: number;
  /** Digests sent (an e-mail or a text): one a subscriber with new cars. */
  sent: number;
  /** Cars in them (a car in two of a subscriber's alerts counts once). */
  cars: number;
  /** Digests not accepted by the mail server: their cars are sent after the next build. */
  failed: number;
  /** Saved cars' price drops told, and not accepted (told after the next build). */
  priceDrops: PriceDropReport;
}

/**
 * After a build: for every confirmed alert, the listed cars in stock that match its
 * search, were first listed after it was confirmed and were never sent to it; one digest per
 * subscriber with all of them. A car is recorded as sent to its alerts before the e-mail goes and
 * forgotten again if it is not accepted, so no car is sent twice and none is lost.
 */
export async function sendDigests(input: {
  db: Database;
  config: DealerConfig;
  mail: Mailer;
  /** Texts, for alerts asked by mobile (null where the site sends none: those wait). */
  sms: SmsSender | null;
  linkSecret: string;
  cars: readonly Car[];
  /** The site's search records and landings: worked out only when there are alerts to match. */
  search: () => { records: readonly SearchRecord[]; landings: readonly Landing[] };
  now: Date;
}): Promise<DigestReport> {
  const { db, config } = input;
  const live = await liveAlerts(db, config.slug);
  // A price watch (an alert with a car) is told of its car's drops; the rest watch a search.
  const priceDrops = await sendPriceDrops({
    ...input,
    watches: live.filter((a) => a.carId !== null),
  });
  const alerts = live.filter((a) => a.carId === null);
  const report: DigestReport = {
    alerts: live.length,
    sent: 0,
    cars: 0,
    failed: 0,
    priceDrops,
  };
  if (!alerts.length) return report;
  const { records, landings } = input.search();
  const sentRows = await db
    .select()
    .from(stockAlertCars)
    .where(
      inArray(
        stockAlertCars.alertId,
        alerts.map((a) => a.id),
      ),
    );
  const sent = new Set(sentRows.map((r) => `${r.alertId}:${r.carId}`));
  const carsById = new Map(input.cars.map((c) => [c.id, c]));
  const valueLabel = (facet: string, v: string) =>
    facet === 'car_type'
      ? carTypeLabel(v as Car['car_type'], config.features.preOwnedWording)
      : facet === 'body'
        ? bodyLabel(v)
        : (v.split('|').pop() ?? v);

  type Subscriber = { alerts: Alert[]; cars: Map<number, string[]> };
  const bySubscriber = new Map<string, Subscriber>();
  for (const alert of alerts) {
    const matches = alertMatcher(alertState(alert.searchUrl, landings));
    const since = alert.confirmedAt!.getTime();
    const fresh = records.filter((r) => {
      const car = carsById.get(r.id);
      return (
        car &&
        !sent.has(`${alert.id}:${r.id}`) &&
        Date.parse(firstListed(car)) > since &&
        matches(r)
      );
    });
    if (!fresh.length) continue;
    const key = `${alert.channel}:${alert.contact}`;
    const sub: Subscriber = bySubscriber.get(key) ?? { alerts: [], cars: new Map() };
    sub.alerts.push(alert);
    for (const r of fresh) sub.cars.set(r.id, [...(sub.cars.get(r.id) ?? []), alert.id]);
    bySubscriber.set(key, sub);
  }

  const origin = siteOrigin(config);
  for (const sub of bySubscriber.values()) {
    const rows = [...sub.cars].flatMap(([carId, alertIds]) =>
      alertIds.map((alertId) => ({ alertId, carId, sentAt: input.now })),
    );
    await db.insert(stockAlertCars).values(rows).onConflictDoNothing();
    const cars: DigestCar[] = [...sub.cars.keys()].map((id) => {
      const car = carsById.get(id)!;
      return {
        name: carNames(car).name,
        price: displayPrice(car, config.features.offersSubscription).text,
        path: `/cars/${car.slug}`,
      };
    });
    const first = sub.alerts[0]!;
    const links = {
      origin,
      unsubscribeToken: signToken(input.linkSecret, UNSUBSCRIBE, first.id, first.linkNonce),
    };
    try {
      if (first.channel === 'sms') {
        if (!input.sms) throw new Error('no SMS sender');
        const sent = await input.sms.send(
          toE164(first.contact),
          digestSms({
            dealerName: config.name,
            noun: config.inventory.noun,
            cars: cars.length,
            searchUrl: first.searchUrl,
            links,
          }),
        );
        if (!sent.ok) throw new Error(`SMS not sent (${sent.reason})`);
      } else
        await input.mail(
          digestMail({
            to: first.contact,
            dealerName: config.name,
            noun: config.inventory.noun,
            alerts: sub.alerts.map((a) => ({
              label: alertLabel(a.searchUrl, landings, config.inventory.noun.plural, valueLabel),
              searchUrl: a.searchUrl,
            })),
            cars,
            links,
          }),
        );
      report.sent += 1;
      report.cars += cars.length;
    } catch (e) {
      report.failed += 1;
      console.error(
        `[alerts] a digest was not sent (${(e as Error).name}); it goes after the next build`,
      );
      for (const row of rows)
        await db
          .delete(stockAlertCars)
          .where(and(eq(stockAlertCars.alertId, row.alertId), eq(stockAlertCars.carId, row.carId)));
    }
  }
  return report;
}
