import { isIP } from 'node:net';

/**
 * The addresses `npm start` believes when they say whom they forward for (TRUSTED_PROXIES: a
 * comma-separated list, e.g. the reverse proxy in front of it). Empty: X-Forwarded-For is ignored,
 * since any client can write it. A value that is not an IP address fails, naming it.
 */
export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  const addresses = (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !isIP(a));
  if (bad) throw new Error(`TRUSTED_PROXIES: "${bad}" is not an IP address`);
  return new Set(addresses.map(plain));
}

/** An IPv4 client as Node reports it on a dual-stack socket (`::ffff:1.2.3.4`) is `1.2.3.4`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The visitor's address, which the per-client limits count: the connection's own, unless it comes
 * from a trusted proxy. Then it is the last address in X-Forwarded-For that is not itself a trusted
 * proxy (each proxy appends the address it heard from, so entries further left were written by the
 * client and prove nothing). A header that does not parse is ignored: the connection's address stands.
 */
export function visitorAddress(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): string | undefined {
  if (!remote || !trusted.has(plain(remote)) || forwardedFor === undefined) return remote;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((a) => plain(a.trim()));
  if (hops.some((a) => !isIP(a))) return remote;
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i];
  return remote;
}
