import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sitemapXml } from '../features/content/sitemap.ts';
import { loadDealerConfig } from './load.ts';

const VIRTUAL = 'virtual:dealer/config';
const RESOLVED = `\0${VIRTUAL}`;
const THEME = 'virtual:dealer/theme.css';
const RESOLVED_THEME = `\0${THEME}`;

/** The dealer's colours as CSS custom properties, bundled like any stylesheet (no inline styles, so CSP stays strict). */
export function themeCss(colours: { primary: string; secondary: string; accent: string }): string {
  return `:root{--primary:${colours.primary};--secondary:${colours.secondary};--accent:${colours.accent}}\n`;
}

/**
 * Parses dealers/<slug>.json once (a bad file stops the build naming file and field), sets the
 * site URL, exposes the resolved config as `virtual:dealer/config`, and writes sitemap.xml from
 * the pages the build actually produced.
 */
export function dealerSite(slug: string): AstroIntegration {
  const config = loadDealerConfig(slug);
  return {
    name: 'dealer-site',
    hooks: {
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('../features/ui/interact-directive.client.ts', import.meta.url)) });
        updateConfig({
          site: config.url,
          vite: {
            plugins: [{
              name: 'dealer-config',
              resolveId: (id: string) => (id === VIRTUAL ? RESOLVED : id === THEME ? RESOLVED_THEME : undefined),
              load: (id: string) => {
                if (id === RESOLVED) return `export default ${JSON.stringify(config)};`;
                if (id === RESOLVED_THEME) return themeCss(config.theme.colours);
                return undefined;
              },
            }],
          },
        });
      },
      'astro:build:done': ({ dir, pages }) => {
        const paths = pages.map((p) => `/${p.pathname}`);
        writeFileSync(fileURLToPath(new URL('sitemap.xml', dir)), sitemapXml(config.url, paths));
      },
    },
  };
}
