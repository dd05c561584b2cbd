import type { SmsSender } from './sms.ts';

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
