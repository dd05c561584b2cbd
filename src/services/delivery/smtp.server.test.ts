import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emailSender, oneLine } from './smtp.server.ts';

/** A real SMTP server on loopback receives what the e-mail sender sends. */
let server: SMTPServer;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('e-mail sender', () => {
  it('e-mails the lead as ADF XML to the dealer', async () => {
    const adf =
      '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf><prospect><id>L1</id></prospect></adf>';
    await emailSender(
      `smtp://127.0.0.1:${port}`,
      'leads@dealer-sites.com.au',
      'leads@riverbendtoyota.com.au',
    )({ id: 'L1', json: {}, adf, subject: 'General Enquiry from Mia (Riverbend Toyota website)' });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('leads@dealer-sites.com.au');
    expect(received[0]!.to).toEqual(['leads@riverbendtoyota.com.au']);
    expect(received[0]!.data).toContain(
      'Subject: General Enquiry from Mia (Riverbend Toyota website)',
    );
    expect(received[0]!.data).toMatch(/^X-Lead-ID: L1$/im);
    expect(received[0]!.data).toContain('<?adf version="1.0"?>');
    expect(received[0]!.data).toContain('L1.adf.xml');
  });

  it("keeps a visitor's line breaks out of the headers: the subject is one line, no header is added", async () => {
    const before = received.length;
    await emailSender(
      `smtp://127.0.0.1:${port}`,
      'leads@dealer-sites.com.au',
      'leads@riverbendtoyota.com.au',
    )({
      id: 'L2',
      json: {},
      adf: '<adf/>',
      subject:
        'General Enquiry from Mia\r\nBcc: evil@attacker.example\r\n\r\nHi (Riverbend Toyota website)',
    });
    const mail = received[before]!;
    expect(mail.to).toEqual(['leads@riverbendtoyota.com.au']);
    // RFC 5322 folds long headers (a line break then a space): unfold to read them.
    const headers = mail.data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]/g, ' ');
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(
      /^Subject: General Enquiry from Mia Bcc: evil@attacker.example Hi \(Riverbend Toyota website\)$/m,
    );
  });

  it('makes header text one line', () => {
    expect(oneLine('a\r\nb\tc\u2028d  e\u0000')).toBe('a b c d e');
  });
});
