import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { mailerFor, mailFrom, outboxMailer, smtpMailer } from './index.server.ts';

const message = {
  to: 'mia@example.com',
  subject: 'Just arrived at Test Motors: 2021 Toyota RAV4\r\nBcc: everyone@example.com',
  text: 'Hello,\n\nhttps://www.testmotors.com.au/cars/x',
  headers: {
    'List-Unsubscribe': '<https://www.testmotors.com.au/api/alerts/unsubscribe?token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

/** A real SMTP server on loopback: what it is given, and an answer it can refuse with. */
let server: SMTPServer;
let port = 0;
let refuse = false;
const received: { to: string[]; data: string }[] = [];
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, done) {
      done(
        refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        // Headers unfolded (RFC 5322 folds long ones), lines as \n.
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: data.replace(/\r\n[ \t]+/g, ' ').replace(/\r\n/g, '\n'),
        });
        done();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('buyer e-mail', () => {
  it('over SMTP: one recipient, the one-click unsubscribe headers, a one-line subject', async () => {
    await smtpMailer(`smtp://127.0.0.1:${port}`, 'alerts@testmotors.com.au')(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['mia@example.com']);
    expect(received[0]!.data).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.testmotors\.com\.au\/api\/alerts\/unsubscribe\?token=t>$/m,
    );
    expect(received[0]!.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(received[0]!.data).toMatch(
      /^Subject: Just arrived at Test Motors: 2021 Toyota RAV4 Bcc:/m,
    );
    expect(received[0]!.data).not.toMatch(/^Bcc:/m);
  });

  it('throws when the server refuses the recipient (the caller keeps the cars for later)', async () => {
    refuse = true;
    await expect(smtpMailer(`smtp://127.0.0.1:${port}`, 'a@b.com')(message)).rejects.toThrow(/550/);
    refuse = false;
  });

  it('embedded: writes the same message as an .eml file in the mail folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    await outboxMailer(dir, 'alerts@testmotors.com.au')(message);
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, file!), 'utf8')
      .replace(/\r\n[ \t]+/g, ' ')
      .replace(/\r\n/g, '\n');
    expect(eml).toMatch(/^To: mia@example.com$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('uses the lead e-mail’s SMTP server and sender where the dealer file names them', async () => {
    const config = dealerConfig({
      name: 'Test Motors',
      leads: {
        delivery: {
          email: {
            smtpUrlEnv: 'LEADS_SMTP_URL',
            from: 'sales@testmotors.com.au',
            to: 'crm@testmotors.com.au',
          },
        },
      },
    });
    const before = received.length;
    await mailerFor(
      config,
      (n) => (n === 'LEADS_SMTP_URL' ? `smtp://127.0.0.1:${port}` : undefined),
      '/nowhere',
      true,
    )(message);
    expect(received.length).toBe(before + 1);
    expect(mailFrom(config)).toBe('sales@testmotors.com.au');
    expect(
      mailFrom(dealerConfig({ name: 'Test "Motors"', url: 'https://www.testmotors.com.au' })),
    ).toBe('"Test Motors" <alerts@www.testmotors.com.au>');
  });

  it('refuses the local folder on Netlify, naming what to set', () => {
    expect(() => mailerFor(dealerConfig(), () => undefined, '/tmp', true)).toThrow(
      ServiceConfigError,
    );
  });
});
