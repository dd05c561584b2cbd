import { describe, expect, it } from 'vitest';

import { car, dealerConfig, model } from '../../../tests/support/fixtures.ts';
import { offerUrl } from './links.ts';
import {
  categoryLabel,
  footerGroups,
  mainMenu,
  modelStatusLabel,
  spreadByMake,
  stockLinks,
} from './menu.ts';

// A Toyota franchise with its models and a service booking site; a used-car supermarket selling
// its cars elsewhere; a group with neither.
const toyota = dealerConfig({
  brand: { manufacturer: { name: 'Toyota', slug: 'toyota' }, modelUrl: '/toyota-{slug}' },
  dealership_websites: ['Toyota'],
  features: { modelPages: true },
  contact: { baseDomain: { serviceBooking: 'https://booking.riverbendtoyota.com.au' } },
});
const toyotaModels = [
  model({ name: 'Corolla Hatch', slug: 'corolla-hatch', manufacturer_body: 'Hatch & sedans' }),
  model({ name: 'RAV4', slug: 'rav4', manufacturer_body: 'SUVs & 4WDs' }),
  model({ name: 'HiLux', slug: 'hilux', manufacturer_body: 'Utes & Vans' }),
  model({ name: 'GR86', slug: 'gr86', manufacturer_body: 'GR & performance' }),
  model({ name: 'bZ4X', slug: 'bz4x', manufacturer_body: 'Electrified', status: 'new' }),
  model({
    name: 'HiLux Champ',
    slug: 'hilux-champ',
    manufacturer_body: 'Upcoming',
    status: 'coming_soon',
  }),
];
const stockOf = (...types: ('new' | 'demo' | 'used')[]) =>
  types.map((t, i) => car({ id: 100 + i, car_type: t }));
const supermarket = dealerConfig({
  template: 'used',
  contact: { baseDomain: { sellMyCar: 'https://sell.valueauto.com.au' } },
});
const group = dealerConfig({ template: 'group' });

describe('main menu (spec Screens)', () => {
  it('has the spec items in order, with the Service and Company submenus', () => {
    const menu = mainMenu(toyota, toyotaModels, stockOf('new', 'used'));
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
    const service = mainMenu(toyota, toyotaModels, stockOf('new')).find(
      (i) => i.label === 'Service',
    );
    expect(service?.kind === 'submenu' && service.links[0]?.href).toBe(
      'https://booking.riverbendtoyota.com.au',
    );
    const groupMenu = mainMenu(group, [], stockOf('new', 'used'));
    const groupService = groupMenu.find((i) => i.label === 'Service');
    expect(groupService?.kind === 'submenu' && groupService.links[0]?.href).toBe(
      '/genuine-service',
    );
    expect(groupMenu.find((i) => i.label === 'Sell My Car')).toMatchObject({
      href: '/sell-my-car',
    });
    expect(
      mainMenu(supermarket, [], stockOf('used')).find((i) => i.label === 'Sell My Car'),
    ).toMatchObject({ href: 'https://sell.valueauto.com.au' });
  });

  it('builds the models dropdown from the catalogue, hiding Our Stock for upcoming models', () => {
    const item = mainMenu(toyota, toyotaModels, stockOf('new')).find((i) => i.kind === 'models');
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
    const menu = mainMenu(supermarket, toyotaModels, stockOf('used', 'used'));
    expect(menu.some((i) => i.label === 'New Vehicles')).toBe(false);
    const stock = menu.find((i) => i.label === 'Pre-owned Vehicles');
    expect(stock?.kind === 'submenu' && stock.links[0]).toEqual({
      label: 'All Pre-Owned Vehicles',
      href: '/search/used-cars',
    });
  });

  it('leads each used make to its used stock, not all of that make', () => {
    const links = stockLinks(dealerConfig(), [
      { car_type: 'new', make: 'Hyundai' },
      { car_type: 'new', make: 'Hyundai' },
      { car_type: 'used', make: 'Hyundai' },
      { car_type: 'used', make: 'Mercedes-Benz' },
    ]);
    expect(links.filter((l) => /^Used /.test(l.label))).toEqual([
      { label: 'Used Hyundai', href: '/search/used-cars?make=Hyundai' },
      { label: 'Used Mercedes-Benz', href: '/search/used-cars?make=Mercedes-Benz' },
    ]);
  });

  it('labels model status (spec States)', () => {
    expect(modelStatusLabel('coming_soon')).toBe('Upcoming');
    expect(modelStatusLabel('new')).toBe('All-New');
    expect(modelStatusLabel(null)).toBeNull();
    expect(modelStatusLabel('')).toBeNull();
  });
});

describe('footer (spec Screens)', () => {
  it('has Buyer Tools, Servicing and Parts, and a group named after the dealer', () => {
    expect(
      footerGroups(dealerConfig({ name: 'Outback Caravan Centre' })).map((g) => g.title),
    ).toEqual(['Buyer Tools', 'Servicing and Parts', 'Outback Caravan Centre']);
  });
});

describe('offer URLs (spec Screens)', () => {
  it('uses /offers/{id} when locked to a manufacturer, else /offers/{manufacturer}/{id}', () => {
    expect(offerUrl(toyota, { id: 7, manufacturer: { name: 'Toyota' } })).toBe('/offers/7');
    expect(offerUrl(group, { id: 9, manufacturer: { name: 'Kia', slug: 'kia' } })).toBe(
      '/offers/kia/9',
    );
    expect(offerUrl(group, { id: 9, manufacturer: 'Mercedes Benz' })).toBe(
      '/offers/mercedes-benz/9',
    );
  });
});

describe('model categories and the range a multi-make site shows', () => {
  it("names 'GR & performance' only where a GR model is in it", () => {
    expect(categoryLabel('GR & performance', [{ name: 'GR86' }, { name: 'Supra' }])).toBe(
      'GR & performance',
    );
    expect(categoryLabel('GR & performance', [{ name: 'MX-5' }, { name: 'Mustang' }])).toBe(
      'Performance',
    );
    expect(categoryLabel('SUVs & 4WDs', [{ name: 'CX-5' }])).toBe('SUVs & 4WDs');
  });

  it('takes each make in turn', () => {
    const m = (make: string, name: string) => ({ make, name });
    const list = [
      m('Mazda', 'CX-3'),
      m('Mazda', 'CX-5'),
      m('Mazda', 'Mazda3'),
      m('Kia', 'EV6'),
      m('Ford', 'Ranger'),
    ];
    expect(spreadByMake(list, 4).map((x) => x.name)).toEqual(['CX-3', 'EV6', 'Ranger', 'CX-5']);
    expect(spreadByMake(list, 10)).toHaveLength(5);
  });
});
