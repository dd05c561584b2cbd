import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtCar, builtLocation } from '~/features/car/built-car.ts';
import { historyNoticeFields } from '~/features/car/import/history-run.server.ts';
import { stockNoticeFields } from '~/features/car/import/holds.server.ts';
import { reservationLeadFields } from '~/features/checkout/dealer-leads.server.ts';
import { financeApplicationFields } from '~/features/finance/finance-form.ts';
import { spinLeadFields } from '~/features/spin-to-win/spin.server.ts';
import type { leads } from '~/server/storage/schema.ts';

import { car, dealerConfig, location as locationFixture } from '../../../tests/support/fixtures.ts';
import { adfInterest } from './adf.ts';
import { classify, type FormName, FORMS, leadFieldsSchema } from './forms.ts';
import { adfFor, type DeliveryLookups } from './outbox.server.ts';

const config = dealerConfig();
const location = locationFixture({ id: 21, name: 'Riverside Used Cars' });
const used = car({
  vin: 'KNAPU81BDM7012345',
  km: 48210,
  badge: 'S',
  location_id: location.id,
  dealership_slug: 'test-motors',
});
const built = builtCar(used, false);
const site = { locations: [location] };
const lookups: DeliveryLookups = {
  car: async (id) =>
    id === built.id
      ? {
          year: built.year,
          make: built.make,
          model: built.model,
          vin: built.vin,
          stock: built.stocknum,
          trim: built.badge,
          km: built.km,
          price: built.price_aud,
          location_id: built.location_id,
        }
      : null,
  location: async (id) => {
    const l = site.locations.find((x) => x.id === id);
    return l
      ? (({ name, phone, address }) => ({ name, phone, address }))(
          builtLocation(l, l.contact_detail.phone),
        )
      : null;
  },
};

const contact = {
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '2150',
  message: 'Is it still available? <b>&</b>',
  terms_conditions: true,
};
const carFields = {
  stock_number: used.stocknum,
  'Vehicle Make': used.make,
  'Vehicle Model': used.model,
  car_type: 'used',
};
/** A reservation's lead, as the server writes it. */
const reservationLead = (status: string) => ({
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412345678',
  message: 'Reserved online with a $200 deposit, authorised on the card ending 4242.',
  status,
  reservation_id: 'RabcdEFGH12345',
  deposit: '$200',
});
/** Each form's fields, as its browser form sends them. */
const fieldsFor: Record<FormName, Record<string, unknown>> = {
  enquiry: { ...contact, ...carFields },
  'new-vehicle-enquiry': {
    ...contact,
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'RAV4',
    car_type: 'new',
  },
  'test-drive': { ...contact, ...carFields, booking_date: '2026-12-01', booking_time: '10:30' },
  'request-photos': { ...contact, ...carFields },
  'make-an-offer': { ...contact, ...carFields, offer_from_client: 30_500 },
  'find-similar': { ...contact, ...carFields, subcategory: 'Find me something similar' },
  fleet: { ...contact },
  careers: { ...contact, position: 'Technician' },
  contact: { ...contact },
  'finance-enquiry': { ...contact },
  'finance-application': {
    ...contact,
    amount: 32_990,
    term: 5,
    selfAssessedCreditScore: 'GREAT',
    whoIsHelping: '',
    subscribe: true,
  },
  'customer-feedback': { ...contact },
  'valuation-rego': { rego: 'ABC12D', regoState: 'NSW' },
  'valuation-adjustments': { id: 'val-1', adjustmentAnswers: { accident: false } },
  valuation: {
    name: 'Mia',
    email: 'mia@example.com',
    phone: '0412 345 678',
    kms: 84_000,
    regoState: 'NSW',
    rego: 'ABC12D',
    location_id: location.id,
    valuation_id: 'Vabcdefghijklmnop',
  },
  'valuation-offer': {
    valuation_id: 'Vabcdefghijklmnop',
    name: 'Mia',
    email: 'mia@example.com',
    phone: '0412 345 678',
    kms: 84_000,
    regoState: 'NSW',
    rego: 'ABC12D',
    location_id: location.id,
    offer_accepted: true,
  },
  'parts-enquiry': { ...contact, part: 'Roof racks', vehicle: '2021 Toyota RAV4', vin: '' },
  'service-booking': {
    ...contact,
    booking_date: '2026-12-14',
    rego: 'ABC12D',
    kms: 45_000,
    additional_services: ['Logbook service', 'Brakes'],
  },
  unsubscribe: { email: 'mia@example.com' },
  'offer-enquiry': { ...contact, offer_id: 20200, offer_name: 'Mazda2 Drive-away offer' },
  reservation: reservationLead('Held'),
  'online-purchase': reservationLead('Held'),
  'stock-feed': {
    name: 'Stock feed',
    message: 'A stock feed was held, not applied: the site stock is unchanged.',
    hold_id: 'Habcdefghijkl',
  },
  'history-check': {
    name: 'History check',
    message:
      'History checks flagged 1 car: stock number U2: finance owing (certificate 12345678901234).',
    run: 'h-abcdefghijkl',
  },
  'spin-to-win': {
    name: 'Ava',
    last_name: 'Nguyen',
    email: 'ava@example.com',
    phone: '0412100001',
    message: 'Spin to win: won Window tint (Tint on the car you buy.). Claim code 7KQ2-M9XD.',
    prize: 'Window tint',
    claim_code: '7KQ2-M9XD',
    claim_by: '2026-12-26T00:00:00.000Z',
  },
};
const withCar = new Set<FormName>([
  'enquiry',
  'test-drive',
  'request-photos',
  'make-an-offer',
  'find-similar',
  'reservation',
  'online-purchase',
]);

async function adfOf(form: FormName, optIn?: boolean, extra: Record<string, unknown> = {}) {
  // A finance application's lead is checked by the create-customer endpoint's own schema, a
  // spin's by the spin endpoint's.
  const schema =
    form === 'finance-application'
      ? financeApplicationFields({ postcodeRequired: false })
      : form === 'spin-to-win'
        ? spinLeadFields
        : form === 'reservation' || form === 'online-purchase'
          ? reservationLeadFields
          : form === 'stock-feed'
            ? stockNoticeFields
            : form === 'history-check'
              ? historyNoticeFields
              : leadFieldsSchema(form, { messageRequired: true, termsRequired: false });
  const fields = { ...(schema.parse(fieldsFor[form]) as Record<string, unknown>), ...extra };
  const { category, subcategory } = classify(form, fields, withCar.has(form) ? 'used' : undefined);
  const row = {
    id: `L${form.replace(/-/g, '').slice(0, 16).padEnd(16, 'x')}`,
    createdAt: new Date('2026-11-20T01:00:00Z'),
    form,
    category,
    subcategory,
    fields,
    carId: withCar.has(form) ? used.id : null,
    url: `${config.url}/cars/${used.slug}`,
    ...(optIn === undefined ? {} : { optIn }),
  };
  return adfFor(row as typeof leads.$inferSelect, config, lookups);
}

/** xmllint (Debian's libxml2-utils, installed by .ci/run) against the ADF 1.0 DTD. */
function validate(xml: string): { ok: boolean; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'adf-')), 'lead.xml');
  writeFileSync(file, xml);
  const r = spawnSync('xmllint', ['--noout', '--dtdvalid', 'tests/fixtures/adf-1.0.dtd', file], {
    encoding: 'utf8',
  });
  if (r.error) throw new Error('xmllint is needed for this test: apt-get install libxml2-utils');
  return { ok: r.status === 0, output: r.stderr };
}

describe('ADF 1.0 leads a CRM accepts', () => {
  it('says in its comments whether the visitor ticked the marketing opt-in', async () => {
    expect(await adfOf('enquiry', true)).toContain('Marketing opt-in: ticked by the visitor');
    expect(await adfOf('enquiry', false)).toContain('Marketing opt-in: not ticked');
  });

  it.each(FORMS)('the %s form makes ADF that validates against the ADF 1.0 DTD', async (form) => {
    const xml = await adfOf(form);
    const { ok, output } = validate(xml);
    expect(ok, output).toBe(true);
    // xmllint cannot check <contact>'s non-deterministic model (name+, email or phone): check it here.
    for (const c of xml.match(/<contact>[\s\S]*?<\/contact>/g)!)
      expect(c, c).toMatch(/<name [^>]*>[^<]+<\/name>[\s\S]*<(email|phone)[ >/]/);
    expect(xml).toContain(`<vehicle interest="${adfInterest(form)}"`);
  });

  it("gives the salesperson the car: year, make, model, VIN, stock, trim, km, asking price in AUD, used, and the location's contact", async () => {
    const xml = await adfOf('enquiry');
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    for (const el of [
      `<year>${used.year}</year>`,
      `<make>${built.make}</make>`,
      `<model>${built.model}</model>`,
      `<vin>${used.vin}</vin>`,
      `<stock>${used.stocknum}</stock>`,
      `<odometer units="km">${used.km}</odometer>`,
      `<price type="asking" currency="AUD">${built.price_aud}</price>`,
    ])
      expect(xml).toContain(el);
    if (used.badge) expect(xml).toContain(`<trim>${used.badge}</trim>`);
    expect(xml).toMatch(
      new RegExp(
        `<vendor>[\\s\\S]*<name part="full" type="business">${location.name}</name>[\\s\\S]*<phone type="voice">${location.contact_detail.phone.replace(/[()]/g, '\\$&')}</phone>[\\s\\S]*<street line="1">${location.address.street}</street>`,
      ),
    );
    expect(xml).toContain('Is it still available? &lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('files a test drive, an offer and a trade-in with their interest, price and odometer', async () => {
    expect(await adfOf('test-drive')).toMatch(
      /<vehicle interest="test-drive" status="used">[\s\S]*Preferred test drive: 2026-12-01 10:30/,
    );
    // Booked into a slot online: the time is the dealer's to keep, not a wish.
    const booked = await adfOf('test-drive', undefined, { appointment_id: 'AK7QM4X9A' });
    expect(booked).toContain('Booked online: 2026-12-01 10:30, booking AK7QM4X9A');
    expect(booked).not.toContain('Preferred test drive');
    const offer = await adfOf('make-an-offer');
    expect(offer).toContain('<price type="offer" currency="AUD">30500</price>');
    expect(offer).toContain(
      `<pricecomments>Asking price $${built.price_aud!.toLocaleString('en-AU')}</pricecomments>`,
    );
    expect(await adfOf('valuation-offer')).toMatch(
      /<vehicle interest="trade-in" status="used">[\s\S]*<odometer units="km">84000<\/odometer>[\s\S]*Registration ABC12D \(NSW\)/,
    );
  });

  it("a service or a part names the visitor's own vehicle and the work or part wanted", async () => {
    const service = await adfOf('service-booking', undefined, {
      vehicle: '2021 Toyota Corolla Hatch ZR',
      regoState: 'VIC',
    });
    expect(service).toContain(
      '<comments>Their own vehicle: 2021 Toyota Corolla Hatch ZR. Registration ABC12D (VIC)</comments>',
    );
    expect(service).toContain('Work wanted: Logbook service, Brakes');
    expect(service).toContain('Preferred service date: 2026-12-14');
    const booked = await adfOf('service-booking', undefined, { appointment_id: 'AK7QM4X9A' });
    expect(booked).toContain('Booked online: 2026-12-14');
    expect(booked).not.toContain('Preferred');
    const part = await adfOf('parts-enquiry');
    expect(part).toContain('<comments>Their own vehicle: 2021 Toyota RAV4</comments>');
    expect(part).toContain('Part wanted: Roof racks');
  });

  it("a lead about no particular car keeps the one <vehicle> the DTD requires, saying so, and the head office's contact", async () => {
    const xml = await adfOf('contact');
    expect(xml).toMatch(
      /<vehicle interest="buy" status="new">\s*<year\/>\s*<make\/>\s*<model\/>\s*<comments>No particular vehicle<\/comments>/,
    );
    expect(xml).toContain(`<name part="full" type="business">${config.name}</name>`);
    expect(xml).toContain(`<street line="1">${config.address.street}</street>`);
  });

  it('a trade-in toward a car: the car to buy, then the car traded, with the whole valuation in the comments', async () => {
    const fields = {
      ...(leadFieldsSchema('valuation', { messageRequired: true, termsRequired: false }).parse(
        fieldsFor.valuation,
      ) as Record<string, unknown>),
      // As submitLead stores it: the valuation row the lead's valuation_id names.
      valuation: {
        vehicle: { year: 2021, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' },
        kms: 61_000,
        state: 'NSW',
        answers: { accident: 'none', keys: 'one', financeOwing: 'yes' },
        result: {
          kind: 'estimate',
          estimate: {
            figure: 24_300,
            low: 23_100,
            high: 25_600,
            marketValue: 28_700,
            comparables: 14,
            region: 'NSW',
            marketTo: '2026-11-19',
            source: 'embedded',
          },
        },
        valid_until: '2026-12-02',
      },
    };
    const row = {
      id: 'Lvaluationxxxxxxx',
      createdAt: new Date('2026-11-25T01:00:00Z'),
      form: 'valuation',
      category: 'Trade-In Valuation',
      subcategory: 'Valuation requested',
      fields,
      carId: used.id,
      url: `${config.url}/cars/trade-in?car_id=${used.id}`,
    };
    const xml = await adfFor(row as unknown as typeof leads.$inferSelect, config, lookups);
    const { ok, output } = validate(xml);
    expect(ok, output).toBe(true);
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used">[\s\S]*<vehicle interest="trade-in" status="used">\s*<year>2021<\/year>\s*<make>Mazda<\/make>\s*<model>CX-5<\/model>\s*<trim>Maxx Sport<\/trim>\s*<odometer units="km">61000<\/odometer>/,
    );
    expect(xml).toContain(
      'Online estimate $24,300 (range $23,100 to $25,600), valid until 2026-12-02',
    );
    expect(xml).toContain(
      'Based on 14 comparable cars advertised in NSW in the 30 days to 2026-11-19; market value $28,700',
    );
    expect(xml).toContain('Condition: Accident damage: No; Keys: One; Finance owing: Yes');
  });
});
