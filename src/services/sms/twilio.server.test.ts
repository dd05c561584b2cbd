import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ServiceConfigError } from '../config-error.ts';
import { outboxSms } from './embedded.server.ts';
import { smsSender } from './index.server.ts';
import { twilioSms } from './twilio.server.ts';

/**
 * A stand-in for Twilio's Messages API over real HTTP, with its documented shapes: 201 with the
 * message resource (`sid` SM…, `status` queued), errors as `{ code, message, more_info, status }`
 * (21211 invalid To, 20003 authentication, 20429 Too Many Requests with 429), and a hang.
 */
let server: Server;
let base: string;
const seen: { path: string; auth: string; form: URLSearchParams }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({ path: req.url!, auth: req.headers.authorization ?? '', form });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string, headers = {}) =>
        send(
          status,
          { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
          headers,
        );
      if (req.headers.authorization !== `Basic ${Buffer.from('AC123:secret').toString('base64')}`)
        return error(401, 20003, 'Authenticate');
      const to = form.get('To');
      if (to === '+61400000429')
        return error(429, 20429, 'Too Many Requests', { 'Retry-After': '30' });
      if (to === '+61400000500') return error(500, 20500, 'Internal Server Error');
      if (to === '+61400000999') return; // never answers
      if (!/^\+614\d{8}$/.test(to ?? ''))
        return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      send(201, {
        sid: 'SM0123456789abcdef0123456789abcdef',
        status: 'queued',
        to,
        from: form.get('From'),
        body: form.get('Body'),
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const twilio = (over = {}) =>
  twilioSms({
    baseUrl: base,
    accountSid: 'AC123',
    authToken: 'secret',
    from: '+61480000000',
    timeoutMs: 5000,
    ...over,
  });

describe('Twilio Messages API sender (over HTTP, stand-in server)', () => {
  it('posts To, From and Body, form-encoded with Basic auth, and reads the sid', async () => {
    expect(await twilio().send('+61412345678', '123456 is your code')).toEqual({
      ok: true,
      id: 'SM0123456789abcdef0123456789abcdef',
    });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+61412345678',
      Body: '123456 is your code',
      From: '+61480000000',
    });
  });

  it('sends through a Messaging Service when the sender is an MG sid', async () => {
    await twilio({ from: 'MG42' }).send('+61412345678', 'x');
    expect(seen.at(-1)!.form.get('MessagingServiceSid')).toBe('MG42');
  });

  it('reports 429 with its Retry-After, 5xx, refusals, bad credentials and timeouts', async () => {
    expect(await twilio().send('+61400000429', 'x')).toEqual({
      ok: false,
      reason: 'HTTP 429 code 20429',
      retryAfter: 30,
    });
    expect(await twilio().send('+61400000500', 'x')).toEqual({
      ok: false,
      reason: 'HTTP 500 code 20500',
      retryAfter: 60,
    });
    expect(await twilio().send('+1555', 'x')).toEqual({ ok: false, reason: 'HTTP 400 code 21211' });
    expect(await twilio({ authToken: 'wrong' }).send('+61412345678', 'x')).toEqual({
      ok: false,
      reason: 'HTTP 401 code 20003',
    });
    expect(await twilio({ timeoutMs: 500 }).send('+61400000999', 'x')).toEqual({
      ok: false,
      reason: 'timeout',
    });
  });
});

describe('SMS sender choice', () => {
  it('writes to the outbox folder and logs the number masked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-'));
    const lines: string[] = [];
    await outboxSms(dir, (l) => lines.push(l)).send('+61412345678', '123456 is your code');
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(join(dir, file!), 'utf8'))).toMatchObject({
      to: '+61412345678',
      body: '123456 is your code',
    });
    expect(lines[0]).toBe('[sms] to +6141*******: 123456 is your code');
  });

  it('picks Twilio from env, refuses half a configuration, and never the outbox on Netlify', () => {
    const opts = { slug: 'd', dataDir: '/tmp', onNetlify: false };
    const env = (vars: Record<string, string>) => (name: string) => vars[name];
    expect(smsSender(env({}), opts).kind).toBe('embedded');
    expect(
      smsSender(
        env({
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: 'AC1',
          TWILIO_AUTH_TOKEN: 't',
          TWILIO_FROM: '+6148',
        }),
        opts,
      ).kind,
    ).toBe('twilio');
    expect(() =>
      smsSender(env({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' }), opts),
    ).toThrow('TWILIO_AUTH_TOKEN, TWILIO_FROM');
    expect(() => smsSender(env({}), { ...opts, onNetlify: true })).toThrow(ServiceConfigError);
  });
});
