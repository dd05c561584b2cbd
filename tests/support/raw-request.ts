import { request as httpRequest } from 'node:http';

/**
 * A raw HTTP request to a server on loopback, with any Host header, any method (even ones fetch
 * refuses) and from any loopback source address (the endpoints rate-limit per client).
 */
export function rawRequest(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    from?: string;
    body?: Buffer;
  } = {},
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
