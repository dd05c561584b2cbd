import { dealerPorts } from '../../playwright.config.ts';
import { namedLinks, staticallyResolved } from '../support/links.ts';
import { expect, test } from '../support/test.ts';

/**
 * No internal link or asset of any built page of any sample dealer leads nowhere. A path
 * the published folder does not hold (a file, a folder's index.html or a _redirects rule) is asked
 * of the dealer's running server (its API and on-demand routes). Every route is built now.
 */
for (const [slug, port] of Object.entries(dealerPorts))
  test(`${slug}: every internal link and asset of every built page resolves`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const dir = `dist/${slug}/client`;
    const resolved = staticallyResolved(dir);
    const links = namedLinks(dir);
    expect(links.length, 'the crawl found the pages').toBeGreaterThan(50);
    const broken: string[] = [];
    for (const link of links) {
      if (resolved(link.path)) continue;
      const res = await request.get(`http://127.0.0.1:${port}${link.path}`, { maxRedirects: 0 });
      if (res.status() >= 400)
        broken.push(`${link.path} (${res.status()}, linked from ${link.from})`);
    }
    expect(broken).toEqual([]);
  });
