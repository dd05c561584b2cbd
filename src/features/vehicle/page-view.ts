import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import type { Truncated } from '~/components/truncate.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { shareUrl } from '~/features/content/share.ts';
import { dealerComments, showMore } from '~/features/content/text-limits.ts';
import { COMPARISON_RATE_FALLBACK, formatRate } from '~/features/finance/calculator.ts';
import { bodyLabel, carNames, carTypeLabel, formatKm } from '~/features/inventory/labels.ts';
import { showFinanceWidget } from '~/features/inventory/pricing.ts';
import {
  belowMarket,
  displayPrice,
  formatAud,
  type PriceDisplay,
  wasPrice,
} from '~/features/inventory/pricing.ts';
import {
  enquiryDefaults,
  findSimilarLabel,
  PROTECTION_SUBCATEGORY,
  protectionMessage,
} from '~/features/leads/defaults.ts';
import type { FormName } from '~/features/leads/forms.ts';
import type { FieldName } from '~/features/leads/LeadForm.tsx';
import { phoneForCar } from '~/features/phones/phones.ts';
import { canReserve, CERTIFIED_BENEFITS, GUARANTEE_STRIP } from '~/features/reserve/reserve.ts';
import type { Favourite } from '~/features/saved/saved.ts';

import { allSpecifications, type CarAction, carActions } from './actions.ts';
import { weeklyEstimate } from './finance-estimate.ts';
import { includedFor, protectionFor } from './sections.ts';

/** A labelled row of a spec table. */
export type Fact = [label: string, value: string | number];

type Defaults = ReturnType<typeof enquiryDefaults>;

/** One lead form about the car: the page's enquiry section or one of its dialogs. */
export interface CarForm {
  key: string;
  label: string;
  form: FormName;
  fields: FieldName[];
  defaults: Defaults;
  messageRequired?: boolean;
}

export type PageAction = CarAction & { event: number | null; external: boolean };

export interface VehiclePageView {
  title: string;
  make: string;
  model: string;
  /** The meta description: '{title} for {price} at {dealer}[, {city}].' */
  description: string;
  inStock: boolean;
  price: PriceDisplay;
  /** The feed's price type (e.g. 'Drive Away') beside a numeric price, else null. */
  priceType: string | null;
  was: string | null;
  /** Spec §2 below-market line (features.autograb), else null. */
  belowMarket: string | null;
  /** 'Only $X/wk' beside the price, when the finance widget rule allows it. */
  weekly: string | null;
  /** 'At {location}': the location's name, with its city when the name does not say it. */
  locationLabel: string | null;
  keyFacts: ['odometer' | 'transmission' | 'body', string][];
  phone: { number: string; reveal: boolean } | null;
  actions: PageAction[];
  /** The first action's label (the enquire button), or the dealer's enquire text. */
  enquireLabel: string;
  summary: Fact[];
  details: Fact[];
  detailsHeading: string;
  keyInfo: Fact[];
  specs: Fact[];
  commentsHeading: string;
  comments: Truncated & { toggle: { more: string; less: string } | null };
  equipment: { shown: string[]; hidden: string[]; more: string | null; less: string | null };
  included: string[];
  certified: { heading: string; benefits: readonly string[] } | null;
  reserve: { deposit: string; holdHours: number } | null;
  whyBuy: string[] | null;
  protection: NonNullable<ReturnType<typeof protectionFor>> | null;
  /** The finance calculator's and lender table's data, when the finance widget rule allows it. */
  finance: {
    price: number;
    lenders: {
      name: string;
      rate: string;
      comparison: string;
      weekly: string;
      monthly: string;
      term: string;
    }[];
  } | null;
  /** In stock: the enquiry form; sold: Find Me Something Similar. */
  enquiry: CarForm & { id: 'enquire' | 'find-me-something-similar'; intro: string | null };
  dialogs: CarForm[];
  shareUrl: string;
  /** What the favourites and compare buttons save. */
  save: Favourite & Pick<Car, 'status' | 'car_type' | 'price' | 'images'>;
  /** The viewed-car record (spec §3) the page stores. */
  viewed: Pick<Car, 'id' | 'stocknum' | 'make' | 'model'> & {
    body: string | null;
    simple_body: string | null;
  };
  leadCar: { id: number; dealershipId: number; type: Car['car_type'] };
}

const CONTACT: FieldName[] = ['name', 'last_name', 'email', 'phone', 'postcode'];
const WITH_MESSAGE: FieldName[] = [...CONTACT, 'message'];

/** The form and fields of each dialog button (spec §3 vehicle forms). */
const DIALOG_FORMS: Record<
  Extract<CarAction, { kind: 'dialog' }>['key'],
  Pick<CarForm, 'form' | 'fields' | 'messageRequired'>
> = {
  enquire: { form: 'enquiry', fields: WITH_MESSAGE },
  'test-drive': {
    form: 'test-drive',
    fields: [...CONTACT, 'booking_date', 'booking_time', 'message'],
  },
  'request-photos': { form: 'request-photos', fields: WITH_MESSAGE },
  'make-an-offer': { form: 'make-an-offer', fields: [...CONTACT, 'offer_from_client', 'message'] },
  finance: { form: 'finance-enquiry', fields: WITH_MESSAGE, messageRequired: false },
};

/** Rows whose value is missing are left out. */
function facts(rows: [string, unknown][]): Fact[] {
  return rows.filter((r): r is Fact => r[1] !== null && r[1] !== undefined && r[1] !== '');
}

/** Spec §2: the location label is its name, with the city added when the name does not contain it. */
export function locationLabel(location: Location | null, fallback: string | null | undefined) {
  if (!location) return fallback || null;
  const city = location.address.city;
  return location.name.includes(city) ? location.name : `${location.name}, ${city}`;
}

/** Spec §2 certified pre-owned: a used car marked certified of the dealer's CPO make. */
export function isCertified(
  car: Pick<Car, 'certified' | 'car_type' | 'make'>,
  cpoMake: string | null,
) {
  return (
    !!cpoMake &&
    !!car.certified &&
    car.car_type === 'used' &&
    car.make.toLowerCase() === cpoMake.toLowerCase()
  );
}

/**
 * Everything the vehicle page shows for one car (spec §2, §3, §4, §5), derived from the car, the
 * dealer config, the dealer's locations and the build time; the page's components only lay it out.
 */
export function vehiclePageView(
  car: Car,
  config: DealerConfig,
  locations: readonly Location[],
  now: Date,
): VehiclePageView {
  const { make, model, name: title } = carNames(car);
  const { features } = config;
  const price = displayPrice(car, features.offersSubscription);
  const numeric = price.kind === 'price';
  const wasValue = numeric ? wasPrice(car) : null;
  const under = features.autograb && numeric ? belowMarket(car) : null;
  const inStock = isInStock(car);
  const phone = phoneForCar(car, config.contact.phones);
  const km = car.km != null ? formatKm(car.km) : null;
  const typeLabel = carTypeLabel(car.car_type, features.preOwnedWording);
  const location = locations.find((l) => l.id === car.location_id) ?? null;
  const actions = carActions(car, config, now);
  const enquireLabel = actions[0]?.label ?? config.leads.enquireButtonText;
  const defaults = enquiryDefaults(car, config.brand.manufacturer?.slug ?? null);
  const protection = protectionFor(config.vehiclePage, car);
  const equipment = showMore(car.standardEquipment, false);
  const estimate = showFinanceWidget(car, config.finance.provider, now)
    ? weeklyEstimate(car.price, config)
    : null;
  const cpo = features.certifiedPreOwned;
  const reserve = features.reserve;
  const dash = (v: string | null) => v ?? '—';

  return {
    title,
    make,
    model,
    description: `${title} for ${price.text} at ${config.name}${car.city ? `, ${car.city}` : ''}.`,
    inStock,
    price,
    priceType: numeric ? (car.price_type ?? null) : null,
    was: wasValue != null ? formatAud(wasValue) : null,
    belowMarket: under != null ? `${formatAud(under)} below the average market price` : null,
    weekly: estimate ? `Only ${estimate.weekly}/wk` : null,
    locationLabel: locationLabel(location, car.location_name),
    keyFacts: (
      [
        ['odometer', km],
        ['transmission', car.simple_transmission],
        ['body', car.simple_body ? bodyLabel(car.simple_body) : null],
      ] as const
    ).filter((f): f is ['odometer' | 'transmission' | 'body', string] => !!f[1]),
    // A sold car offers Find Me Something Similar, not a call about it.
    phone:
      inStock && 'phone' in phone
        ? { number: phone.phone, reveal: features.phoneReveal !== 'immediate' }
        : null,
    actions: actions.map((a) => ({
      ...a,
      event: a.key === 'history' ? EVENTS.historyReport : null,
      external: a.key === 'history',
    })),
    enquireLabel,
    summary: facts([
      ['Condition', typeLabel],
      ['Odometer', km],
      ['Transmission', car.trans ?? car.simple_transmission],
      ['Body', car.simple_body ? bodyLabel(car.simple_body) : null],
      ['Fuel', car.fuel ?? car.simple_fuel],
      ['Location', car.location_name],
    ]),
    details: facts([
      ['Year', car.year],
      ['Make', make],
      ['Model', model],
      ['Badge', car.badge],
      ['Series', car.series],
      ['Colour', car.colour],
      ['Interior', car.interior_colour],
      ['Drive', car.drive],
      ['Seats', car.seats],
      ['Doors', car.doors],
    ]),
    detailsHeading: `${typeLabel} Details`,
    keyInfo: facts([
      ['Stock number', car.stocknum],
      ['VIN', car.vin],
      ['Rego', car.regplate],
      ['Rego expiry', car.rego_expiry],
      ['Compliance date', car.compliance_date],
      ['Build date', car.build_date],
    ]),
    specs: allSpecifications(car),
    commentsHeading: config.vehiclePage.commentsHeading,
    comments: dealerComments(car.dealercomments),
    equipment: {
      shown: equipment.shown,
      hidden: car.standardEquipment.slice(equipment.shown.length),
      more: equipment.toggle,
      less: showMore(car.standardEquipment, true).toggle,
    },
    included: includedFor(config.vehiclePage, car),
    certified:
      cpo && isCertified(car, cpo.make)
        ? { heading: `${cpo.make} Certified Pre-Owned`, benefits: CERTIFIED_BENEFITS }
        : null,
    reserve:
      inStock && reserve.enabled && canReserve(true, car)
        ? { deposit: formatAud(reserve.deposit), holdHours: reserve.holdHours }
        : null,
    whyBuy:
      (features.guaranteeStrip || features.moneyBackHours > 0) && car.car_type === 'used'
        ? features.guaranteeStrip
          ? [...GUARANTEE_STRIP]
          : [`${features.moneyBackHours}hr money back`]
        : null,
    protection,
    finance: estimate
      ? {
          price: estimate.amount,
          lenders: Object.entries(car.finance_lenders ?? {}).flatMap(([name, q]) =>
            q?.paymentWeek
              ? [
                  {
                    name,
                    rate: dash(q.interestRate != null ? formatRate(q.interestRate) : null),
                    // Spec §9: the fallback range only when the lender gives no comparison rate.
                    comparison:
                      q.comparisonRate != null
                        ? formatRate(q.comparisonRate)
                        : `${formatRate(COMPARISON_RATE_FALLBACK.min)}–${formatRate(COMPARISON_RATE_FALLBACK.max)}`,
                    weekly: formatAud(q.paymentWeek),
                    monthly: dash(q.paymentMonth ? formatAud(q.paymentMonth) : null),
                    term: dash(q.termYears ? `${q.termYears} years` : null),
                  },
                ]
              : [],
          ),
        }
      : null,
    enquiry: inStock
      ? {
          id: 'enquire',
          key: 'enquire',
          label: enquireLabel,
          form: 'enquiry',
          fields: WITH_MESSAGE,
          defaults,
          intro: null,
        }
      : {
          id: 'find-me-something-similar',
          key: 'find-similar',
          label: findSimilarLabel(features.findSimilarLowerCase),
          form: 'find-similar',
          fields: WITH_MESSAGE,
          defaults,
          intro:
            "This car has been sold. Like this and want something similar? Tell us and we'll find one for you.",
        },
    dialogs: [
      ...actions.flatMap((a) =>
        a.kind === 'dialog'
          ? [{ key: a.key, label: a.label, defaults, ...DIALOG_FORMS[a.key] }]
          : [],
      ),
      ...(protection
        ? [
            {
              key: 'protect',
              label: 'Ask About Protection',
              form: 'enquiry' as const,
              fields: WITH_MESSAGE,
              defaults: {
                ...defaults,
                subcategory: PROTECTION_SUBCATEGORY,
                message: protectionMessage(protection.products.map((p) => p.name)),
              },
            },
          ]
        : []),
    ],
    shareUrl: shareUrl(config.url, car.slug)!,
    save: {
      id: car.id,
      name: title,
      slug: car.slug,
      make,
      model,
      primary_image_url: car.primary_image_url ?? null,
      status: car.status,
      car_type: car.car_type,
      price: car.price,
      images: car.images,
    },
    viewed: {
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.body ?? null,
      simple_body: car.simple_body ?? null,
    },
    leadCar: { id: car.id, dealershipId: car.dealership_id, type: car.car_type },
  };
}
