import { services } from '~/services/index.server.ts';

import { deliveryAfterLead, runJobs } from './jobs.server.ts';

/** Sends due leads after a new one is stored (this process's runs never overlap). */
export const deliverAfterLead = deliveryAfterLead(services);

/** One run of every scheduled job for this dealer's site. */
export const runScheduledJobs = () => runJobs(services);
