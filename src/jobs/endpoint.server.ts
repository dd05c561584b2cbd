import { timingSafeEqual } from 'node:crypto';

import { json } from '~/server/http.server.ts';
import { RETRY_AFTER_SECONDS } from '~/server/post.server.ts';
import { errorSummary, isStorageUnavailable } from '~/server/storage/errors.server.ts';

import type { JobsReport } from './jobs.server.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/jobs: one run of the scheduled jobs, for the caller holding the jobs secret
 * (`Authorization: Bearer <JOBS_SECRET>`): Netlify's scheduled function, the local server's
 * timer. Anyone else gets 401; without a secret configured the endpoint is off (404). Storage
 * down is 503 with Retry-After; the next run picks up where this one could not.
 */
export function jobsEndpoint(secret: () => string | undefined, run: () => Promise<JobsReport>) {
  return async (request: Request): Promise<Response> => {
    const expected = secret();
    if (!expected) return json({ error: 'Scheduled jobs are not set up here.' }, 404);
    const given = /^Bearer (\S{1,200})$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!given || !sameSecret(given, expected))
      return json({ error: 'Send the jobs secret as a Bearer token.' }, 401, {
        'WWW-Authenticate': 'Bearer',
      });
    try {
      return json(await run());
    } catch (e) {
      console.error(`[jobs] run failed (${errorSummary(e)})`);
      return isStorageUnavailable(e)
        ? json({ error: 'Storage is unavailable.' }, 503, {
            'Retry-After': String(RETRY_AFTER_SECONDS),
          })
        : json({ error: 'The jobs run failed.' }, 500);
    }
  };
}
