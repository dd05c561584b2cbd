import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { mainMenu } from './menu.ts';
import { siteMenu } from './site-menu.server.ts';

describe('the menu of a built site', () => {
  const config = loadDealerConfig('riverbend-toyota');
  const site = loadSite(config);

  it('is the main menu of its dealer file, models and listed stock', () => {
    expect(siteMenu(config, site)).toEqual(mainMenu(config, site.models, site.listed));
  });

  it('is worked out once per site and dealer file, however many pages show it', () => {
    expect(siteMenu(config, site)).toBe(siteMenu(config, site));
    const other = {
      ...config,
      inventory: { ...config.inventory, noun: { singular: 'caravan', plural: 'caravans' } },
    };
    expect(siteMenu(other, site)).not.toBe(siteMenu(config, site));
    expect(siteMenu(other, site)).toEqual(mainMenu(other, site.models, site.listed));
    expect(siteMenu(config, loadSite(config))).not.toBe(siteMenu(config, site));
  });
});
