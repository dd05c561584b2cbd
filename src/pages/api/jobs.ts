import type { APIRoute } from 'astro';

import { jobsEndpoint } from '~/jobs/endpoint.server.ts';
import { runScheduledJobs } from '~/jobs/index.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The scheduled jobs, run every minute (netlify/functions/jobs.mts; locally scripts/lib/serve.ts). */
export const POST: APIRoute = ({ request }) =>
  jobsEndpoint(services.jobsSecret, runScheduledJobs)(request);
