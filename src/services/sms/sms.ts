/** SMS, for one-time codes: the interface both senders share (src/services/sms/). */

/** What a send came to: the provider took it, or it did not (with when to try again, if known). */
export type SmsResult =
  { ok: true; id: string } | { ok: false; reason: string; retryAfter?: number };

export interface SmsSender {
  kind: 'embedded' | 'twilio';
  send(to: string, body: string): Promise<SmsResult>;
}
