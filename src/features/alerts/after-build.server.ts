import type { Site } from '~/catalogue/site.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { buildLandings, buildSearchRecords } from '~/features/search/records.server.ts';
import { atBuild, DEFAULT_DATA_DIR } from '~/server/storage/db.server.ts';
import { linkSecretFor } from '~/services/links/index.server.ts';
import { mailerFor } from '~/services/mail/index.server.ts';
import { smsSender } from '~/services/sms/index.server.ts';
import { needsSms } from '~/services/sms/needs-sms.ts';

import { type DigestReport, sendDigests } from './digest.server.ts';

/**
 * After each build, the stock alerts' digests, from the site's store (DATABASE_URL, or
 * the local PGlite folder when there is one) through the site's mail (its SMTP server, or the
 * local mail folder). Null when the site offers no alerts or has no store yet. A failure is
 * reported, never fails the build: the cars not sent go after the next one.
 */
export async function digestsAfterBuild(
  config: DealerConfig,
  site: Site,
  env: Record<string, string | undefined>,
  log: { info(m: string): void; warn(m: string): void },
): Promise<DigestReport | null> {
  if (!config.features.stockAlerts) return null;
  const onNetlify = env.NETLIFY === 'true';
  const read = (name: string) => env[name] || undefined;
  const dataDir = env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
  return atBuild(
    config.slug,
    env,
    async (storage) => {
      const report = await sendDigests({
        db: storage.db,
        config,
        mail: mailerFor(config, read, dataDir, onNetlify),
        sms: needsSms(config) ? smsSender(read, { slug: config.slug, dataDir, onNetlify }) : null,
        linkSecret: linkSecretFor(config.slug, read, dataDir, onNetlify),
        cars: site.listed,
        search: () => {
          const records = buildSearchRecords(config, site);
          return { records, landings: buildLandings(config, site, records) };
        },
        now: new Date(),
      });
      log.info(
        `stock alerts: ${report.alerts} confirmed, ${report.sent} digests sent (e-mail or text) with ${report.cars} cars${report.failed ? `, ${report.failed} not accepted (sent after the next build)` : ''}; ${report.priceDrops.sent} price drops told${report.priceDrops.failed ? `, ${report.priceDrops.failed} not accepted (told after the next build)` : ''}`,
      );
      return report;
    },
    (summary) => log.warn(`stock alerts not sent (${summary}): their cars go after the next build`),
  );
}
