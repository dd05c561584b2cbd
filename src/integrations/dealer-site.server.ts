import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite, type Site } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { digestsAfterBuild } from '~/features/alerts/after-build.server.ts';
import { stockAtBuild } from '~/features/car/import/build.server.ts';
import { writePdfLogo } from '~/features/car/page/pdf-logo.server.ts';
import { liveAtBuild } from '~/features/checkout/live.server.ts';
import type { LiveSet } from '~/features/checkout/reserve/live.ts';
import { checkoutKind } from '~/features/checkout/reserve/reserve.ts';
import { sitemapXml } from '~/features/content/sitemap.ts';
import { tileOrigin } from '~/features/locations/maps.ts';
import { goneFile, redirectsFile } from '~/features/locations/redirects.ts';
import {
  collectLocalPhotos,
  photoOrigins,
  writePhotoVariants,
} from '~/features/media/variants.server.ts';
import { netlifyHeadersFile, securityHeaders } from '~/server/security-headers.ts';
import { secretEnvNames } from '~/services/env.ts';

import { setAsideOutDir } from './out-dir.server.ts';
import { publishPublicDir } from './public-files.server.ts';
import { reactTagsPlugin } from './react-tags.server.ts';
import { leakedSecrets } from './secrets.server.ts';
import { gonePaths, siteRedirects } from './site-redirects.ts';
import { toolChunksPlugin } from './tool-chunks.server.ts';
import { virtualModules, virtualModulesPlugin } from './virtual/index.server.ts';

/**
 * Every origin a dealer's pages load images from, for the CSP's img-src: its photos (the image
 * CDN, or the stock feed's photo hosts) and its map tiles (`maps.tileUrl`).
 */
export function imageOrigins(
  config: Pick<DealerConfig, 'images' | 'maps'>,
  siteData: unknown,
): string[] {
  return [...photoOrigins(siteData, config.images.urlTemplate), tileOrigin(config.maps.tileUrl)];
}

/** Shorter values (a flag, a port) would match by chance; a real secret is longer. */
const MIN_SECRET_LENGTH = 8;

/** The values of this dealer's secret variables that are set now, by name (src/services/env.ts). */
function secretValues(
  config: DealerConfig,
  env: Record<string, string | undefined>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of secretEnvNames(config, Object.keys(env))) {
    const value = env[name];
    if (value && value.length >= MIN_SECRET_LENGTH) out.set(name, value);
  }
  // Staff mobiles the dealer file lists for the desk are personal data: no page may carry one.
  config.features.desk.staff.forEach((member, i) => {
    const name = `features.desk.staff[${i}].mobile`;
    out.set(name, member.mobile);
    out.set(`${name} (digits)`, member.mobile.replace(/\s/g, ''));
  });
  return out;
}

/** src/ (this file is src/integrations/). */
const SRC = new URL('../', import.meta.url);

/**
 * The source of the check every file passes as it is made (src/middleware.ts), digested. It is
 * given to Vite as a define no code reads: Astro keys its incremental cache on the defines, so a
 * changed check makes every file again, and a file a build keeps was checked by the same code.
 */
const checksDigest = () =>
  createHash('sha256')
    .update(readFileSync(new URL('integrations/price-agreement.ts', SRC)))
    .digest('base64url')
    .slice(0, 16);

export interface DealerSiteOptions {
  /** The dealer file, parsed (astro.config.mjs). */
  config: DealerConfig;
  /** The data folder (data/, or DATA_DIR). */
  dataDir: string;
  /** The build's "now" when BUILD_NOW fixes it, else the stock snapshot's time. */
  at: Date | null;
  /** The build's environment: its secret values must not reach the browser's files. */
  env: Record<string, string | undefined>;
}

/**
 * Parses dealers/<slug>.json once (a bad file stops the build naming file and field), sets the
 * site URL, serves the build's own modules (`virtual:dealer/…`, src/integrations/virtual/), and writes sitemap.xml from
 * the pages the build actually produced.
 */
export function dealerSite({ config, dataDir, at, env }: DealerSiteOptions): AstroIntegration {
  // The site's data, read once per build (the server's car data, photo copies, CSP photo hosts).
  let loaded: Site | undefined;
  // Cars an online reservation holds or sold (read as the build starts: astro:config:setup).
  let live: LiveSet | null = null;
  // …written to a file the pages read, so the modules (and with them every page's code hash, which
  // incremental builds compare) stay the same when only reservations changed.
  let liveFile: string | null = null;
  // The stock the store's imports hold, written as a file for this build (else data/stock/).
  let stockFile: string | null = null;
  // The build's client folder (astro:config:setup), for the Node server's published-file reads.
  let clientDir = '';
  // public/: placed in the build by publishPublicDir at the end, instead of Vite's copy.
  let publicDir = '';
  // The build's output folder: the last build's is set aside before Astro empties it.
  let outDir = '';
  const site = () => (loaded ??= loadSite(config, { dataDir, at, live, stockFile }));
  // The sized copies of the site's own photos (build:start makes the missing ones, build:done copies).
  let photosMade: Promise<{ made: number }> | null = null;
  // npm start: the local server makes a missing copy when a page asks for it (scripts/lib/serve.ts),
  // so a fresh clone's first page does not wait for every photo.
  const photosOnRequest = env.PHOTO_COPIES === 'on-request';
  let photoStarted = 0;
  // The site's photos are collected once (a scan of every car's pictures), for both hooks.
  let photos:
    { urls: Set<string>; publicDir: string; widths: number[]; cacheDir: string } | undefined;
  const photoJob = () =>
    (photos ??= {
      urls: collectLocalPhotos(site(), config),
      publicDir,
      widths: config.images.widths,
      cacheDir: fileURLToPath(new URL('../node_modules/.cache/dealer-photos/', SRC)),
    });
  const headers = () => securityHeaders(config, imageOrigins(config, site()));
  // The build's own modules (src/integrations/virtual/): made when first imported, so a page that
  // needs none of the stock never reads it.
  const modules = virtualModules({
    config,
    site,
    headers,
    dataDir,
    build: () => ({ dataDir, at, liveFile, stockFile, clientDir }),
  });
  return {
    name: 'dealer-site',
    hooks: {
      'astro:config:setup': async ({
        command,
        config: astroConfig,
        updateConfig,
        addClientDirective,
        injectRoute,
        logger,
      }) => {
        clientDir = fileURLToPath(astroConfig.build.client);
        publicDir = fileURLToPath(astroConfig.publicDir);
        if (command === 'build') outDir = fileURLToPath(astroConfig.outDir);
        // A build links public/ into its output when it is done (publishPublicDir) instead of
        // Vite's copy before the first page; Astro always asks Vite for that copy, so the build
        // is given a public folder that does not exist. The dev server keeps the real one.
        if (command === 'build')
          updateConfig({
            publicDir: new URL('no-public-folder/', astroConfig.cacheDir),
            vite: { define: { __DEALER_BUILD_CHECKS__: JSON.stringify(checksDigest()) } },
          });
        // The files this build writes for its pages to read (imported stock, the reserved set):
        // beside Astro's own cache, so a test's scratch build never shares them with the real one.
        const buildFiles = join(fileURLToPath(astroConfig.cacheDir), 'dealer');
        // The next build bakes in what the site's store knows of online reservations.
        if (checkoutKind(config)) {
          live = await liveAtBuild(config.slug, env, (m) => logger.warn(m));
          mkdirSync(buildFiles, { recursive: true });
          liveFile = join(buildFiles, 'live.json');
          writeFileSync(liveFile, JSON.stringify(live));
        }
        // Stock imported from the dealer's feed, where there is some.
        const imported = await stockAtBuild(config.slug, env, buildFiles, (m) => logger.warn(m));
        if (imported) {
          stockFile = imported.file;
          logger.info(
            `stock: ${imported.cars} cars imported from the feed (snapshot ${imported.snapshotAt.toISOString()}), read from the site's store`,
          );
        }
        // Sign-in's pages exist only on a site with sign-in (features.authentication.enabled), so
        // a site without it builds none of their code (src/pages/_account/: '_' keeps Astro from
        // routing them itself).
        if (config.features.authentication.enabled) {
          const route = (file: string) =>
            fileURLToPath(new URL(`../pages/_account/${file}`, import.meta.url));
          injectRoute({ pattern: '/sign-in', entrypoint: route('sign-in.astro') });
          injectRoute({
            pattern: config.features.authentication.garagePath,
            entrypoint: route('garage.astro'),
          });
          // The spin-to-win promotion, where the dealer file runs one (it needs sign-in).
          if (config.features.spinToWin)
            injectRoute({ pattern: '/spin-to-win', entrypoint: route('spin-to-win.astro') });
        }
        // Where the dealer takes deposits (reserve or buy online): the cancel link's page, and
        // with sign-in on, the buyer's reservations and payments (spec Screens /online-payment).
        if (checkoutKind(config)) {
          const route = (file: string) =>
            fileURLToPath(new URL(`../pages/_checkout/${file}`, import.meta.url));
          injectRoute({ pattern: '/reservation/cancel', entrypoint: route('cancel.astro') });
          if (config.features.authentication.enabled)
            injectRoute({ pattern: '/online-payment', entrypoint: route('online-payment.astro') });
        }
        // The dealer desk, where the dealer file turns it on: served on demand, never prerendered.
        if (config.features.desk.enabled)
          injectRoute({
            pattern: '/desk',
            entrypoint: fileURLToPath(new URL('../pages/_desk/desk.astro', import.meta.url)),
          });
        // Stock alerts: the page the e-mailed confirmation link opens, the alert page a search
        // page links to, and the price-drop alert a saved car links to.
        if (config.features.stockAlerts)
          for (const page of ['confirm', 'new', 'price-drop'])
            injectRoute({
              pattern: `/alerts/${page}`,
              entrypoint: fileURLToPath(new URL(`../pages/_alerts/${page}.astro`, import.meta.url)),
            });
        addClientDirective({
          name: 'interact',
          entrypoint: fileURLToPath(
            new URL('../components/directives/interact-directive.client.ts', import.meta.url),
          ),
        });
        addClientDirective({
          name: 'use',
          entrypoint: fileURLToPath(
            new URL('../components/directives/use-directive.client.ts', import.meta.url),
          ),
        });
        updateConfig({
          site: config.url,
          vite: {
            plugins: [
              virtualModulesPlugin(modules),
              reactTagsPlugin(fileURLToPath(SRC)),
              toolChunksPlugin(),
            ],
          },
        });
      },
      // Without an image CDN, the build makes the sized copies of the site's own photos: the
      // missing ones into the photo cache while the pages render (sharp works off the main
      // thread), then every copy into the build at the end.
      'astro:build:start': () => {
        // Before Astro empties the output folder (out-dir.server.ts).
        if (outDir) setAsideOutDir(outDir);
        if (config.images.urlTemplate || photosOnRequest) return;
        photoStarted = Date.now();
        photosMade = writePhotoVariants({ ...photoJob(), outDir: null });
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        if (publicDir) {
          publishPublicDir(publicDir, fileURLToPath(dir));
          // The car PDF's logo: a PDF embeds no SVG, so an SVG logo gets a PNG copy beside it.
          await writePdfLogo(config.theme.logo, publicDir, fileURLToPath(dir));
        }
        if (!config.images.urlTemplate) {
          const made = (await photosMade)?.made ?? 0;
          const job = photoJob();
          const report = await writePhotoVariants({
            ...job,
            outDir: fileURLToPath(dir),
            makeMissing: !photosOnRequest,
          });
          for (const url of report.missing)
            logger.warn(
              `${url} is in the data but not in public/: it is shown without sized copies`,
            );
          logger.info(
            photosOnRequest
              ? `${job.urls.size} photos at ${config.images.widths.length} widths: ${report.fromCache} from the cache, ${report.left} to be made as the server is asked for them`
              : `${job.urls.size} photos at ${config.images.widths.length} widths: ${made + report.made} made, ${report.fromCache - made} from the cache (${((Date.now() - photoStarted) / 1000).toFixed(1)} s, while the pages rendered)`,
          );
        }
        writeFileSync(
          fileURLToPath(new URL('sitemap.xml', dir)),
          sitemapXml(
            config.url,
            pages.map((p) => `/${p.pathname}`),
            [...site().listed.filter((car) => !isInStock(car)), ...site().soldPages].map(
              (car) => car.slug,
            ),
          ),
        );
        // 301s and 410s: Netlify reads _redirects (its adapter appends its own rules to the same
        // file), and so does the local server.
        appendFileSync(
          fileURLToPath(new URL('_redirects', dir)),
          redirectsFile(siteRedirects(config, site())) + goneFile(gonePaths(site())),
        );
        // The stock alerts' digests go once the pages are made.
        await digestsAfterBuild(config, site(), env, logger);
        // Netlify reads the published folder's _headers: this dealer's CSP and the other headers.
        writeFileSync(fileURLToPath(new URL('_headers', dir)), netlifyHeadersFile(headers()));
        // Last: no secret env var's value may have reached a file the browser can download.
        const leaks = leakedSecrets(fileURLToPath(dir), secretValues(config, env));
        if (leaks.length) {
          const file = `dealers/${config.slug}.json`;
          throw new Error(
            `A secret reached the browser's files; the build is refused:\n${leaks.map(([name, path]) => `${file}: (secrets): ${name}'s value is in ${path}: never expose a secret env var or a staff mobile to pages`).join('\n')}`,
          );
        }
      },
    },
  };
}
