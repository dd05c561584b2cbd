import { referencePattern } from '~/server/reference.ts';
import { readToken, signToken } from '~/server/signed-links.ts';

import type { Appointment } from './store.server.ts';

/**
 * The link in a booking's confirmation and reminder, signed with the site's link key
 * (LINK_SIGNING_SECRET): it opens the booking's page, where the buyer moves or cancels it. The
 * token goes after '#', so it never reaches a server's log. It names the booking and its nonce;
 * nothing in it is personal.
 */
export const MANAGE_PATH = '/appointment';
const PURPOSE = 'appointment';
const BOOKING_ID = referencePattern('A');

export const changeToken = (secret: string, b: Pick<Appointment, 'id' | 'linkNonce'>) =>
  signToken(secret, PURPOSE, b.id, b.linkNonce);

/** The booking and nonce a token names, if its signature is ours. */
export function readChangeToken(secret: string, token: unknown) {
  const read = readToken(secret, PURPOSE, token, BOOKING_ID);
  return read && { bookingId: read.id, nonce: read.nonce };
}

/** The page address the buyer is sent, on the site's own address (never the request's host). */
export const changeUrl = (
  siteUrl: string,
  secret: string,
  b: Pick<Appointment, 'id' | 'linkNonce'>,
) => `${new URL(MANAGE_PATH, siteUrl).href}#${changeToken(secret, b)}`;
