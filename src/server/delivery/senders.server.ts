import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

export interface OutgoingLead {
  id: string;
  json: Record<string, unknown>;
  adf: string;
  subject: string;
}

/** One way a lead reaches the dealer; throws when it did not arrive. */
export type Sender = (lead: OutgoingLead) => Promise<void>;

/** Embedded default: the lead as JSON and ADF XML in a local folder, printed by `npm run leads`. */
export const localSender =
  (dir: string): Sender =>
  async (lead) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${lead.id}.json`), JSON.stringify(lead.json, null, 2));
    writeFileSync(join(dir, `${lead.id}.adf.xml`), lead.adf);
  };

/** The dealer's CRM webhook: the lead as JSON; Idempotency-Key lets it drop a repeat. */
export const webhookSender =
  (url: string, timeoutMs = 10_000): Sender =>
  async (lead) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': lead.id,
        'User-Agent': 'dealer-sites-leads/1',
      },
      body: JSON.stringify(lead.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`Webhook answered HTTP ${res.status}`);
  };

/** E-mail in ADF XML (what CRMs import), through the SMTP server of the environment. */
export const emailSender = (smtpUrl: string, from: string, to: string): Sender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (lead) => {
    await transport.sendMail({
      from,
      to,
      subject: lead.subject,
      text: lead.adf,
      headers: { 'X-Lead-Id': lead.id },
      attachments: [
        { filename: `${lead.id}.adf.xml`, content: lead.adf, contentType: 'application/xml' },
      ],
    });
  };
};
