/**
 * Scheduled work, one module for all of it: reservation expiry, deposits given back, payments
 * reconciled and the dealer's reservation leads; lead delivery retries; appointment reminders;
 * history checks of imported used cars. Run every minute by Netlify's scheduled function in production
 * (netlify/functions/jobs.mts → POST /api/jobs) and by the local server's timer
 * (scripts/lib/serve.ts), and after each new lead. Every job is safe to run twice at once or late:
 * it claims its rows in the database before it acts (deliverDue leases each outbox row), so two
 * overlapping runs never do the same work, and a late run does what has fallen due since.
 */
import { tellChangesDue } from '~/features/appointments/changes.server.ts';
import { remindDue } from '~/features/appointments/reminders.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import type { HistoryRunReport } from '~/features/car/history/checks.server.ts';
import {
  historyLines,
  historyRun,
  tellDealerOfFlags,
} from '~/features/car/import/history-run.server.ts';
import { reservationJobs, type ReservationsReport } from '~/features/checkout/jobs.server.ts';
import { reserveContext } from '~/features/checkout/services.server.ts';
import { deliveryLookups } from '~/features/leads/delivery-lookups.server.ts';
import { deliverDue, type DeliveryReport } from '~/features/leads/outbox.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';
import type { Services } from '~/services/create.server.ts';

export interface JobsReport {
  delivery: DeliveryReport;
  reservations: ReservationsReport | null;
  /** Day-before reminders of appointments sent. */
  reminders: number;
  /** Appointments moved or cancelled whose telling had failed, told now. */
  changes: number;
  /** History checks of the imported used cars due one (null: the dealer has none, or no import). */
  history: HistoryRunReport | null;
}

/** One run of every job. Throws when storage cannot be reached (the caller answers 503). */
export async function runJobs(services: Services, now = new Date()): Promise<JobsReport> {
  const storage = await services.storage();
  // Reservations first: a hold that ended and the dealer's lead about it go out in this same run.
  const reservations = await reservationJobs(await reserveContext(services, now));
  const delivery = await deliverLeads(services, now);
  const confirm = { sms: services.sms, mail: services.mail, linkSecret: services.linkSecret };
  const reminders = await remindDue(
    storage,
    services.config,
    { ...confirm, location: locationById },
    now,
  );
  const changes = await tellChangesDue(
    storage,
    services.config,
    { car: carById, location: locationById, confirm },
    now,
  );
  const history = await historyChecks(services, now);
  return { delivery, reservations, reminders, changes, history };
}

/**
 * The history checks due (at most SEARCHES_PER_RUN a run); flagged cars go to the log for the
 * dealer. Once a run leaves none waiting, the site is built again so the car pages show them.
 */
async function historyChecks(services: Services, now: Date): Promise<HistoryRunReport | null> {
  const report = await historyRun(
    await services.storage(),
    services.config,
    services.history(),
    now,
  );
  if (!report || (!report.searched && !report.refused && !report.stopped)) return report;
  for (const line of historyLines(services.config.slug, report)) console.info(`[history] ${line}`);
  await tellDealerOfFlags(await services.storage(), services.config, report, now).catch(
    (e: Error) => console.error(`[history] the dealer was not told of flagged cars (${e.name})`),
  );
  if (report.searched && !report.waiting) {
    const started = await services
      .buildHook()
      .trigger(`History checks: ${report.searched} searched`);
    if (!started.ok) console.error(`[history] build not started: ${started.error}`);
  }
  return report;
}

/** One delivery run: the leads due to the dealer (webhook, ADF e-mail), nothing else. */
export const deliverLeads = async (services: Services, now = new Date()) =>
  deliverDue(await services.storage(), services.config, services.senders(), now, deliveryLookups);

/**
 * Runs `job` after a request that left work for it, in this process: runs never overlap here (a
 * request during a run asks for one more run after it, so a burst of requests costs a few runs,
 * not one each). A long-running server answers the visitor first; a serverless function may be
 * frozen once it has answered, so on Netlify the run happens before the answer (the request's
 * rows are already committed: a slow or failed run cannot lose them, and the next scheduled run
 * retries). After a lead, only the delivery runs: the other jobs (a reservation's deposit, the
 * reminders) cost a lead endpoint a third of its throughput and wait for the schedule.
 */
export function afterRequest(
  services: Services,
  job: (services: Services) => Promise<unknown> = deliverLeads,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await job(services).catch((e: unknown) =>
          console.error(`[jobs] run after a request failed (${errorSummary(e)})`),
        );
      } while (again);
      running = null;
    })();
    return running;
  };
  return async () => {
    if (services.onNetlify) await run();
    else setTimeout(() => void run(), 0);
  };
}
