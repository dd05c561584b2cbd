import type { Sender } from './delivery.ts';

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
