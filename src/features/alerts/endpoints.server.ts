import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { emailField, mobileField } from '~/features/leads/schemas.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { toE164 } from '~/features/verification/verification.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import { readToken, signToken } from '~/server/signed-links.ts';
import type { Mailer } from '~/services/mail/mail.ts';
import { needsSms } from '~/services/sms/needs-sms.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { ALERT_ID, confirmAlert, createAlert, forgetAlert, unsubscribe } from './alerts.server.ts';
import {
  alertConsentText,
  alertSearchPath,
  carWatchPath,
  priceDropConsentText,
} from './criteria.ts';
import { confirmationMail, confirmationSms } from './mail-text.ts';
import { ALERT_MESSAGES as M } from './messages.ts';

export interface AlertServices {
  config: DealerConfig;
  mail: () => Mailer;
  sms: () => SmsSender;
  linkSecret: () => string;
  now?: () => Date;
}

export const CONFIRM = 'alert-confirm';
export const UNSUBSCRIBE = 'alert-unsubscribe';

/** The site's own address: links in e-mail never come from the request (its Host header). */
export const siteOrigin = (config: Pick<DealerConfig, 'url'>) => new URL(config.url).origin;

const answer = (status: number, body: unknown) => ({ status, body });

/** The alert's contact: an e-mail address, or where the site sends texts, an Australian mobile. */
function readContact(
  input: string,
  texts: boolean,
): { channel: 'email' | 'sms'; contact: string } | null {
  if (input.includes('@')) {
    const email = emailField.safeParse(input);
    return email.success ? { channel: 'email', contact: email.data } : null;
  }
  if (!texts || !mobileField.safeParse(input).success) return null;
  return { channel: 'sms', contact: normalisePhone(input) };
}
const off = () => answer(404, { error: 'Stock alerts are not offered on this site.' });

const createRequest = z.object({
  /** An e-mail address, or (where the site sends texts) a mobile number. */
  contact: z.string().check(z.maxLength(254)),
  /** A search alert's search page; or */
  search: z.optional(z.string().check(z.maxLength(1000))),
  /** a price watch's saved car, with the price the buyer saw on its page. */
  car: z.optional(
    z.object({
      id: z.int().check(z.positive()),
      slug: z.string().check(z.maxLength(200)),
      price: z.int().check(z.positive(), z.maximum(100_000_000)),
    }),
  ),
  consent: z.literal(true),
});

/**
 * POST /api/alerts: an alert without an account. Keeps it unconfirmed with the consent
 * given, and e-mails the signed confirmation link; nothing else is sent until it is followed.
 * The answer is the same whether or not the address has alerts already (it says nothing about them).
 */
export const createAlertEndpoint = (services: AlertServices): PostEndpoint => ({
  perMinute: 5,
  maxBytes: 4 * 1024,
  async handle(body, { storage, config }) {
    if (!config.features.stockAlerts) return off();
    const req = createRequest.safeParse(body);
    if (!req.success) {
      const consent = (body as { consent?: unknown } | null)?.consent;
      return answer(400, { error: consent === true ? M.badEmail : M.noConsent });
    }
    const texts = needsSms(config);
    const contact = readContact(req.data.contact, texts);
    if (!contact) return answer(400, { error: texts ? M.badContact : M.badEmail });
    // One of the two: a search to watch, or a saved car's price.
    const { car } = req.data;
    const searchUrl =
      car && req.data.search === undefined
        ? carWatchPath(car.slug)
        : !car
          ? alertSearchPath(req.data.search)
          : null;
    if (!searchUrl) return answer(400, { error: car ? M.badCar : M.badSearch });
    const { db } = await storage();
    const made = await createAlert(db, {
      site: config.slug,
      ...contact,
      searchUrl,
      consentText: car
        ? priceDropConsentText(config.name, config.inventory.noun.singular, texts)
        : alertConsentText(config.name, config.inventory.noun.plural, texts),
      now: services.now?.() ?? new Date(),
      ...(car ? { watch: { carId: car.id, price: car.price } } : {}),
    });
    // An address at its day's limit gets the same answer as any other, and nothing is sent: the
    // answer never says whether an address has alerts here.
    const accepted = (channel: 'sms' | 'email') =>
      answer(202, { ok: true, message: channel === 'sms' ? M.checkPhone : M.checkInbox });
    if (!made) return accepted(contact.channel);
    const secret = services.linkSecret();
    const confirmToken = signToken(secret, CONFIRM, made.id, made.confirmNonce!);
    const links = {
      origin: siteOrigin(config),
      unsubscribeToken: signToken(secret, UNSUBSCRIBE, made.id, made.linkNonce),
    };
    const words = {
      dealerName: config.name,
      plural: config.inventory.noun.plural,
      ...(car ? { watches: config.inventory.noun.singular } : {}),
    };
    try {
      if (made.channel === 'sms') {
        const sent = await services
          .sms()
          .send(toE164(made.contact), confirmationSms({ ...words, confirmToken, links }));
        if (!sent.ok) throw new Error(`SMS not sent (${sent.reason})`);
      } else
        await services.mail()(
          confirmationMail({ ...words, to: made.contact, searchUrl, confirmToken, links }),
        );
    } catch (e) {
      // Not sent: keep nothing, so the buyer's next try is not counted against them.
      await forgetAlert(db, made.id);
      console.error(`[alerts] confirmation not sent (${(e as Error).name})`);
      return {
        status: 503,
        body: { error: M.failed },
        headers: { 'Retry-After': '30' },
      };
    }
    return accepted(made.channel);
  },
});

const tokenRequest = z.object({ token: z.string().check(z.maxLength(200)) });

/** POST /api/alerts/confirm: the e-mailed link's token turns the alert on, once. */
export const confirmAlertEndpoint = (services: AlertServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, { storage, config }) {
    const req = tokenRequest.safeParse(body);
    const link = req.success
      ? readToken(services.linkSecret(), CONFIRM, req.data.token, ALERT_ID)
      : null;
    if (!link) return answer(404, { error: M.badLink });
    const { db } = await storage();
    const done = await confirmAlert(
      db,
      config.slug,
      link.id,
      link.nonce,
      services.now?.() ?? new Date(),
    );
    if (done.state === 'confirmed')
      return answer(200, { message: done.alert?.carId ? M.confirmedWatch : M.confirmed });
    if (done.state === 'already') return answer(200, { message: M.alreadyConfirmed });
    if (done.state === 'ended') return answer(410, { error: M.ended });
    return answer(404, { error: M.badLink });
  },
});

/** Unsubscribes with a token (the page's link, or a mail program's one-click POST): at once. */
export async function unsubscribeWithToken(
  services: AlertServices,
  storage: () => Promise<{ db: Parameters<typeof unsubscribe>[0] }>,
  token: unknown,
): Promise<{ status: number; body: unknown }> {
  const link = readToken(services.linkSecret(), UNSUBSCRIBE, token, ALERT_ID);
  if (!link) return answer(404, { error: M.badLink });
  const { db } = await storage();
  const done = await unsubscribe(
    db,
    services.config.slug,
    link.id,
    link.nonce,
    services.now?.() ?? new Date(),
  );
  return done ? answer(200, { message: M.unsubscribed }) : answer(404, { error: M.badLink });
}

/** POST /api/alerts/unsubscribe with `{ token }` from /pages/unsubscribe. */
export const unsubscribeEndpoint = (services: AlertServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, { storage }) {
    const req = tokenRequest.safeParse(body);
    return unsubscribeWithToken(services, storage, req.success ? req.data.token : null);
  },
});
