/**
 * Netlify scheduled function: every minute, asks the site to run its scheduled jobs
 * (POST /api/jobs, src/jobs/jobs.server.ts: lead delivery retries now). The jobs themselves live in
 * the site's own function with its storage and services; this one only knocks, with the jobs
 * secret, at the site's published address (Netlify's URL variable, never a request's Host).
 */
export default async function runScheduledJobs(): Promise<Response> {
  const site = process.env.URL;
  const secret = process.env.JOBS_SECRET;
  if (!site || !secret) {
    console.error('[jobs] URL or JOBS_SECRET is not set: scheduled jobs did not run');
    return new Response(null, { status: 500 });
  }
  const res = await fetch(new URL('/api/jobs', site), {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(25_000),
  }).catch((e: Error) => e);
  if (res instanceof Error || !res.ok) {
    console.error(
      `[jobs] the run failed (${res instanceof Error ? res.name : `HTTP ${res.status}`}); the next minute tries again`,
    );
    return new Response(null, { status: 502 });
  }
  console.log(`[jobs] ${JSON.stringify(await res.json())}`);
  return new Response(null, { status: 204 });
}

/** Every minute (Netlify's shortest schedule), in UTC. */
export const config = { schedule: '* * * * *' };
