import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { carNames } from '~/features/car/labels.ts';
import { similarSearchPath } from '~/features/content/links.ts';
import { openStorage } from '~/server/storage/db.server.ts';
import { stockAlerts } from '~/server/storage/schema.ts';

import { digestsAfterBuild } from './after-build.server.ts';

/** The build's step after its pages: a real sample dealer, its store on disk, its mail folder. */
describe('stock alert digests after a build', () => {
  const slug = 'value-auto-supermarket';
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  const car = site.listed.find((c) => c.status === 'in_stock')!;
  const log = { info: () => undefined, warn: (m: string) => void warnings.push(m) };
  const warnings: string[] = [];

  it('does nothing where the site has no store yet, or offers no alerts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alerts-'));
    expect(await digestsAfterBuild(config, site, { LOCAL_DATA_DIR: dataDir }, log)).toBeNull();
    const off = { ...config, features: { ...config.features, stockAlerts: false } };
    expect(await digestsAfterBuild(off, site, { LOCAL_DATA_DIR: dataDir }, log)).toBeNull();
  });

  it('sends a confirmed alert its digest into the mail folder once, through the site’s store', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alerts-'));
    const storage = await openStorage({ dealer: slug, dataDir });
    await storage.db.insert(stockAlerts).values({
      id: 'A0123456789abcdef',
      websiteSlug: slug,
      channel: 'email',
      contact: 'mia@example.com',
      searchUrl: similarSearchPath(carNames(car).make, carNames(car).model),
      consentText: 'Yes, e-mail me…',
      consentAt: new Date('2020-01-01T00:00:00Z'),
      confirmNonce: null,
      linkNonce: 'abcdefghijklmnopqrstuvwx',
      confirmedAt: new Date('2020-01-01T00:05:00Z'),
    });
    await storage.close();
    const env = { LOCAL_DATA_DIR: dataDir };
    const report = await digestsAfterBuild(config, site, env, log);
    const matching = site.listed.filter(
      (c) => c.make === car.make && c.model === car.model && c.status !== 'sold',
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(report).toEqual({
      alerts: 1,
      sent: 1,
      cars: matching.length,
      failed: 0,
      priceDrops: { sent: 0, failed: 0 },
    });
    const mail = readdirSync(join(dataDir, slug, 'mail'));
    expect(mail).toHaveLength(1);
    const eml = readFileSync(join(dataDir, slug, 'mail', mail[0]!), 'utf8');
    expect(eml).toMatch(/^To: mia@example\.com\r?$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // The next build sends none of them again.
    expect(await digestsAfterBuild(config, site, env, log)).toMatchObject({ sent: 0 });
    expect(readdirSync(join(dataDir, slug, 'mail'))).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
});
