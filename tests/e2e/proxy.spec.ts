import { ownServer } from '../support/own-server.ts';
import { expect, test } from '../support/test.ts';

/**
 * Per-client limits count visitors. X-Forwarded-For names the visitor only when the connection
 * comes from an address in TRUSTED_PROXIES (a reverse proxy in front of `npm start`); from any
 * other client it is ignored, or writing it would escape every limit. The contact check takes 10
 * requests a minute from one client.
 */
const slug = 'driveaway-finance';
const path = '/api/check-if-contact-exists?phone_number=0412345678';
const ask = (base: string, forwardedFor: string) =>
  fetch(base + path, { headers: { 'X-Forwarded-For': forwardedFor } }).then((r) => r.status);

test('X-Forwarded-For escapes no limit unless it comes from a trusted proxy', async () => {
  // Two servers of its own, each taking longer than a test's default 30 s on a busy machine.
  test.setTimeout(150_000);
  const direct = await ownServer(slug);
  try {
    for (let i = 1; i <= 10; i++) expect(await ask(direct.base, `198.51.100.${i}`)).toBe(200);
    expect(await ask(direct.base, '198.51.100.11')).toBe(429);
  } finally {
    direct.stop();
  }

  const proxied = await ownServer(slug, { TRUSTED_PROXIES: '127.0.0.1' });
  try {
    for (let i = 1; i <= 10; i++) expect(await ask(proxied.base, '198.51.100.1')).toBe(200);
    expect(await ask(proxied.base, '198.51.100.1')).toBe(429);
    // Another visitor behind the same proxy has a limit of its own; an address the client wrote
    // to the left of the proxy's entry does not make it someone else.
    expect(await ask(proxied.base, '198.51.100.2')).toBe(200);
    expect(await ask(proxied.base, '203.0.113.5, 198.51.100.1')).toBe(429);
  } finally {
    proxied.stop();
  }
});

test('a TRUSTED_PROXIES entry that is not an address stops the server, naming it', async () => {
  await expect(ownServer(slug, { TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).rejects.toThrow(
    'TRUSTED_PROXIES: "proxy.local" is not an IP address',
  );
});
