import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { nanoid } from 'nanoid';
import nodemailer from 'nodemailer';

import type { DealerConfig } from '~/config/schema/index.ts';
import { writeWhole } from '~/server/whole-file.server.ts';

import { ServiceConfigError } from '../config-error.ts';
import { oneLine } from '../delivery/smtp.server.ts';
import type { ReadEnv } from '../env.ts';
import type { Mailer, MailMessage } from './mail.ts';

type Transport = ReturnType<typeof nodemailer.createTransport>;

const send = (transport: Transport, from: string) => async (m: MailMessage) => {
  const info = (await transport.sendMail({
    from,
    to: m.to,
    subject: oneLine(m.subject),
    text: m.text,
    headers: m.headers,
    ...(m.attachments ? { attachments: m.attachments } : {}),
  })) as { message?: Buffer };
  return info.message;
};

/** Embedded default: each message as the .eml file an SMTP server would have been given, in `dir`. */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (m) => {
    const raw = await send(transport, from)(m);
    mkdirSync(dir, { recursive: true });
    writeWhole(join(dir, `${Date.now()}-${nanoid(8)}.eml`), raw ?? '');
  };
}

/** Real: the SMTP server the dealer's ADF lead e-mail goes through (leads.delivery.email). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (m) => {
    await send(transport, from)(m);
  };
}

/** The address alert e-mail comes from: the lead e-mail's sender, else alerts@ the site's host. */
export const mailFrom = (config: Pick<DealerConfig, 'name' | 'url' | 'leads'>) =>
  config.leads.delivery.email?.from ??
  `"${config.name.replace(/["\\]/g, '')}" <alerts@${new URL(config.url).hostname}>`;

/**
 * Buyer e-mail for a site: SMTP where the dealer file names the lead e-mail's SMTP variable and it
 * is set, else (not on Netlify, whose disk keeps nothing) the local mail folder
 * `<data>/<slug>/mail/`.
 */
export function mailerFor(
  config: Pick<DealerConfig, 'slug' | 'name' | 'url' | 'leads'>,
  env: ReadEnv,
  dataDir: string,
  onNetlify: boolean,
): Mailer {
  const email = config.leads.delivery.email;
  const smtp = email ? env(email.smtpUrlEnv) : undefined;
  if (smtp) return smtpMailer(smtp, mailFrom(config));
  if (onNetlify)
    throw new ServiceConfigError(
      `Stock alerts send e-mail: set leads.delivery.email in dealers/${config.slug}.json and its SMTP variable on Netlify, or turn features.stockAlerts off.`,
    );
  return outboxMailer(join(dataDir, config.slug, 'mail'), mailFrom(config));
}
