import { readToken, signToken } from '~/server/signed-links.ts';

/**
 * The links a reservation's buyer holds, signed with the site's link key (LINK_SIGNING_SECRET):
 * `access` lets the browser that made the reservation pay for it and read its state; `cancel` (the
 * link on the confirmation) cancels it, once: its nonce is spent in the same UPDATE that cancels.
 */
export type LinkPurpose = 'access' | 'cancel';

const RESERVATION_ID = /^R[A-Za-z0-9_-]{8,30}$/;

export const signLink = (
  secret: string,
  purpose: LinkPurpose,
  reservationId: string,
  nonce: string,
) => signToken(secret, purpose, reservationId, nonce);

/** The reservation and nonce a token names, if its signature is ours and its purpose the one asked. */
export function readLink(
  secret: string,
  purpose: LinkPurpose,
  token: unknown,
): { reservationId: string; nonce: string } | null {
  const read = readToken(secret, purpose, token, RESERVATION_ID);
  return read && { reservationId: read.id, nonce: read.nonce };
}
