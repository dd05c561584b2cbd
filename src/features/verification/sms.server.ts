import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { nanoid } from 'nanoid';

import { maskPhone } from '../phones/phones.ts';

/** What a send came to: the provider took it, or it did not (with when to try again, if known). */
export type SmsResult =
  { ok: true; id: string } | { ok: false; reason: string; retryAfter?: number };

export interface SmsSender {
  kind: 'embedded' | 'twilio';
  send(to: string, body: string): Promise<SmsResult>;
}

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
      await writeFile(join(dir, `${id}.json`), JSON.stringify({ to, body, at: new Date() }));
      log(`[sms] to ${maskPhone(to)}: ${body}`);
      return { ok: true, id };
    },
  };
}

export interface TwilioOptions {
  /** https://api.twilio.com, or a stand-in server in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender number (+61…) or a Messaging Service SID (MG…). */
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface TwilioAnswer {
  sid?: string;
  code?: number;
  message?: string;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To,
 * From (or MessagingServiceSid) and Body, HTTP Basic with the Account SID and Auth Token. 201
 * answers the message's `sid`; errors answer `{ code, message, more_info, status }` (429 is code
 * 20429, Too Many Requests). A send is never retried here: a repeat would text the visitor twice.
 */
export function twilioSms(opts: TwilioOptions): SmsSender {
  const doFetch = opts.fetch ?? fetch;
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`,
    opts.baseUrl,
  );
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(opts.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', opts.from);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (e) {
        return {
          ok: false,
          reason: e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : 'network',
        };
      }
      const answer = (await res.json().catch(() => ({}))) as TwilioAnswer;
      if (res.ok && typeof answer.sid === 'string') return { ok: true, id: answer.sid };
      const retry = Number(res.headers.get('retry-after'));
      return {
        ok: false,
        reason: `HTTP ${res.status}${answer.code ? ` code ${answer.code}` : ''}`,
        ...(res.status === 429 || res.status >= 500
          ? { retryAfter: Number.isFinite(retry) && retry > 0 ? Math.min(retry, 3600) : 60 }
          : {}),
      };
    },
  };
}

/** Thrown when no SMS provider is set where one is required (Netlify). */
export class SmsConfigError extends Error {}

/**
 * The sender the environment picks: `SMS_PROVIDER=twilio` with TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM (TWILIO_API_URL for a stand-in); otherwise the embedded
 * outbox, which is refused on Netlify: a code written to a function's disk reaches nobody.
 */
export function smsFromEnv(
  env: Record<string, string | undefined>,
  opts: { slug: string; dataDir: string; onNetlify: boolean },
): SmsSender {
  if (env.SMS_PROVIDER === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter(
      (k) => !env[k],
    );
    if (missing.length)
      throw new SmsConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}.`);
    return twilioSms({
      baseUrl: env.TWILIO_API_URL ?? 'https://api.twilio.com',
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
    });
  }
  if (opts.onNetlify)
    throw new SmsConfigError(
      'No SMS provider: on Netlify set SMS_PROVIDER=twilio and its TWILIO_* variables (README "Configure real services").',
    );
  return outboxSms(join(opts.dataDir, opts.slug, 'sms'));
}
