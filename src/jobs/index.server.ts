import { services } from '~/services/index.server.ts';

import { afterRequest, runJobs } from './jobs.server.ts';

/** Sends due leads after a new one is stored (this process's runs never overlap). */
export const deliverAfterLead = afterRequest(services);

/**
 * Every job after a reservation changed (its deposit given back, its lead sent), as the schedule
 * would run them, at once.
 */
export const runJobsAfterChange = afterRequest(services, runJobs);

/** One run of every scheduled job for this dealer's site. */
export const runScheduledJobs = () => runJobs(services);
