import { describe, expect, it } from 'vitest';

import { loadSite } from '../../catalogue/load.server.ts';
import { loadDealerConfig } from '../../config/load.server.ts';
import { offerUrl } from './links.ts';
import { footerGroups, mainMenu, modelStatusLabel } from './menu.ts';

const site = (slug: string) => {
  const config = loadDealerConfig(slug);
  return { config, data: loadSite(config) };
};

describe('main menu (spec §2)', () => {
  it('has the spec items in order, with the Service and Company submenus', () => {
    const { config, data } = site('riverbend-toyota');
    const menu = mainMenu(config, data.models, data.cars);
    expect(menu.map((i) => i.label)).toEqual([
      'Home',
      'New Vehicles',
      'Special Offers',
      'Sell My Car',
      'Pre-owned Vehicles',
      'Service',
      'Parts & Accessories',
      'Company',
    ]);
    const service = menu.find((i) => i.label === 'Service');
    expect(service?.kind === 'submenu' && service.links.map((l) => l.label)).toEqual([
      'Online Service Booking',
      'Warranty Advantage',
      'Roadside Assist',
      'Genuine Service',
    ]);
    const company = menu.find((i) => i.label === 'Company');
    expect(company?.kind === 'submenu' && company.links.map((l) => l.label)).toEqual([
      'About Us',
      'Contact Us',
      'Fleet',
      'Terms And Conditions',
      'Complaint Handling Process',
    ]);
  });

  it('sends service booking and sell-my-car to the base domain when configured', () => {
    const toyota = site('riverbend-toyota');
    const service = mainMenu(toyota.config, toyota.data.models, toyota.data.cars).find(
      (i) => i.label === 'Service',
    );
    expect(service?.kind === 'submenu' && service.links[0]?.href).toBe(
      'https://booking.riverbendtoyota.com.au',
    );
    const group = site('southern-cross-motor-group');
    const groupMenu = mainMenu(group.config, group.data.models, group.data.cars);
    const groupService = groupMenu.find((i) => i.label === 'Service');
    expect(groupService?.kind === 'submenu' && groupService.links[0]?.href).toBe(
      '/genuine-service',
    );
    expect(groupMenu.find((i) => i.label === 'Sell My Car')).toMatchObject({
      href: '/sell-my-car',
    });
    const used = site('value-auto-supermarket');
    expect(
      mainMenu(used.config, used.data.models, used.data.cars).find(
        (i) => i.label === 'Sell My Car',
      ),
    ).toMatchObject({ href: 'https://sell.valueauto.com.au' });
  });

  it('builds the models dropdown from the catalogue, hiding Our Stock for upcoming models', () => {
    const { config, data } = site('riverbend-toyota');
    const item = mainMenu(config, data.models, data.cars).find((i) => i.kind === 'models');
    if (item?.kind !== 'models') throw new Error('no models dropdown');
    expect(item.dropdown.categories.map((c) => c.name)).toEqual([
      'Cars',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Upcoming',
    ]);
    expect(item.dropdown.side.map((l) => l.label)).toEqual([
      'Our Stock',
      'Warranty Advantage',
      'Enquiries',
    ]);
    const upcoming = item.dropdown.categories.find((c) => c.name === 'Upcoming')!.models[0]!;
    expect(upcoming).toMatchObject({
      name: 'Toyota HiLux Champ',
      label: 'Upcoming',
      ourStock: null,
      explore: '/toyota-hilux-champ',
    });
    const rav4 = item.dropdown.categories[0]!.models.find((m) => m.name === 'Toyota RAV4')!;
    expect(rav4).toMatchObject({ ourStock: '/search/toyota/rav4', label: null });
  });

  it('has no models dropdown on a used-only site, and says Pre-Owned where configured', () => {
    const { config, data } = site('value-auto-supermarket');
    const menu = mainMenu(config, data.models, data.cars);
    expect(menu.some((i) => i.label === 'New Vehicles')).toBe(false);
    const stock = menu.find((i) => i.label === 'Pre-owned Vehicles');
    expect(stock?.kind === 'submenu' && stock.links[0]).toEqual({
      label: 'All Pre-Owned Vehicles',
      href: '/search/used-cars',
    });
  });

  it('labels model status (spec §4)', () => {
    expect(modelStatusLabel('coming_soon')).toBe('Upcoming');
    expect(modelStatusLabel('new')).toBe('All-New');
    expect(modelStatusLabel(null)).toBeNull();
    expect(modelStatusLabel('')).toBeNull();
  });
});

describe('footer (spec §2)', () => {
  it('has Buyer Tools, Servicing and Parts, and a group named after the dealer', () => {
    const { config } = site('outback-caravans');
    expect(footerGroups(config).map((g) => g.title)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Outback Caravan Centre',
    ]);
  });
});

describe('offer URLs (spec §2)', () => {
  it('uses /offers/{id} when locked to a manufacturer, else /offers/{manufacturer}/{id}', () => {
    const toyota = site('riverbend-toyota');
    const group = site('southern-cross-motor-group');
    expect(offerUrl(toyota.config, { id: 7, manufacturer: { name: 'Toyota' } })).toBe('/offers/7');
    expect(offerUrl(group.config, { id: 9, manufacturer: { name: 'Kia', slug: 'kia' } })).toBe(
      '/offers/kia/9',
    );
    expect(offerUrl(group.config, { id: 9, manufacturer: 'Mercedes Benz' })).toBe(
      '/offers/mercedes-benz/9',
    );
  });
});
