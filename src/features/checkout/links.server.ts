import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links a reservation's buyer holds, signed with the site's link key (LINK_SIGNING_SECRET):
 * `access` lets the browser that made the reservation pay for it and read its state; `cancel` (the
 * link on the confirmation) cancels it, once: its nonce is spent in the same UPDATE that cancels.
 * A token is `<purpose>.<reservation id>.<nonce>.<signature>`; nothing in it is personal.
 */
export type LinkPurpose = 'access' | 'cancel';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signLink(
  secret: string,
  purpose: LinkPurpose,
  reservationId: string,
  nonce: string,
): string {
  const body = `${purpose}.${reservationId}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

/** The reservation and nonce a token names, if its signature is ours and its purpose the one asked. */
export function readLink(
  secret: string,
  purpose: LinkPurpose,
  token: unknown,
): { reservationId: string; nonce: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [p, reservationId, nonce, mac] = parts as [string, string, string, string];
  if (
    p !== purpose ||
    !/^R[A-Za-z0-9_-]{8,30}$/.test(reservationId) ||
    !/^[A-Za-z0-9_-]{8,40}$/.test(nonce)
  )
    return null;
  const expected = Buffer.from(sign(secret, `${p}.${reservationId}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { reservationId, nonce };
}
