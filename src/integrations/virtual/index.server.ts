import type { Plugin } from 'vite';

import type { Site } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { marketModule } from '~/features/trade-in/market-data.server.ts';

import { buildModule } from './build.server.ts';
import { clientFlagsModule } from './client-flags.ts';
import { locationsModule } from './locations.server.ts';
import { esModuleSource } from './source.ts';
import { fontPreloadSource, themeCss } from './theme.ts';

export interface VirtualModuleInputs {
  config: DealerConfig;
  /** The site's data, read on first use. */
  site: () => Site;
  /** This dealer's security headers (its CSP). */
  headers: () => Record<string, string>;
  dataDir: string;
  /** The files this build wrote for its server, known once the build has started. */
  build: () => Parameters<typeof buildModule>[0];
}

/**
 * Every `virtual:dealer/…` module by import name, each made when first imported. Their types are
 * the interfaces beside each maker (src/env.d.ts declares the modules with them).
 */
export function virtualModules(i: VirtualModuleInputs): Record<string, () => string> {
  return {
    'virtual:dealer/config': () => esModuleSource({ default: i.config }),
    'virtual:dealer/locations': () =>
      esModuleSource(locationsModule(i.site(), i.config.contact.phones.byLocation)),
    'virtual:dealer/theme.css': () => themeCss(i.config.theme),
    'virtual:dealer/fonts': () => fontPreloadSource(i.config.theme),
    'virtual:dealer/build': () => esModuleSource(buildModule(i.build())),
    'virtual:dealer/headers': () => esModuleSource({ default: i.headers() }),
    'virtual:dealer/market': () => esModuleSource(marketModule(i.dataDir)),
    'virtual:dealer/client-flags': () => esModuleSource(clientFlagsModule(i.config)),
  };
}

/** Serves the modules to Vite by their import names. */
export function virtualModulesPlugin(modules: Record<string, () => string>): Plugin {
  return {
    name: 'dealer-virtual-modules',
    resolveId: (id: string) => (Object.hasOwn(modules, id) ? `\0${id}` : undefined),
    load: (id: string) =>
      id.startsWith('\0') && Object.hasOwn(modules, id.slice(1))
        ? modules[id.slice(1)]!()
        : undefined,
  };
}
