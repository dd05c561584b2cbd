import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links given to buyers, signed with the site's link key (LINK_SIGNING_SECRET): a token is
 * `<purpose>.<id>.<nonce>.<signature>`. Nothing in it is personal; the record it names keeps the
 * nonce, so a link is spent (single use) or revoked by changing that nonce.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

const NONCE = /^[A-Za-z0-9_-]{8,40}$/;

export function signToken(secret: string, purpose: string, id: string, nonce: string): string {
  const body = `${purpose}.${id}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

/** The id and nonce a token names, if its signature is ours, its purpose the one asked and its id of the given form. */
export function readToken(
  secret: string,
  purpose: string,
  token: unknown,
  idPattern: RegExp,
): { id: string; nonce: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [p, id, nonce, mac] = parts as [string, string, string, string];
  if (p !== purpose || !idPattern.test(id) || !NONCE.test(nonce)) return null;
  const expected = Buffer.from(sign(secret, `${p}.${id}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, nonce };
}
