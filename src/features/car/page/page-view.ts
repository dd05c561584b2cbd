import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import { shortDate } from '~/components/formats.ts';
import type { Truncated } from '~/components/truncate.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import {
  driveAwayEstimate,
  type DriveAwayText,
  driveAwayText,
  firstDriveAway,
} from '~/features/car/drive-away.ts';
import { type HistoryView, historyView } from '~/features/car/history/view.ts';
import type { KeyFact } from '~/features/car/key-facts.ts';
import { carNames, carTypeLabel } from '~/features/car/labels.ts';
import { type PriceChart, priceChart } from '~/features/car/price-chart.ts';
import { firstListed, priceHistory } from '~/features/car/price-history.ts';
import {
  belowMarket,
  currentPrice,
  displayPrice,
  formatAud,
  priceCheckEligible,
  type PriceDisplay,
  priceSummary,
  showFinanceWidget,
  wasPrice,
} from '~/features/car/pricing.ts';
import { type SubscriptionView, subscriptionView } from '~/features/car/subscription.ts';
import {
  canReserve,
  CERTIFIED_BENEFITS,
  checkoutKind,
  checkoutPath,
  GUARANTEE_STRIP,
} from '~/features/checkout/reserve/reserve.ts';
import { shareUrl } from '~/features/content/share.ts';
import { dealerComments, showMore } from '~/features/content/text-limits.ts';
import { driveAwayPriceName } from '~/features/finance/basis.ts';
import type { OfferRate } from '~/features/finance/calculator-view.ts';
import { weeklyEstimate } from '~/features/finance/finance-estimate.ts';
import { addressLine, directionsUrl } from '~/features/locations/block.ts';
import { type StaticMap, staticMap } from '~/features/locations/static-map.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import { phoneForCar } from '~/features/phones/phones.ts';
import type { Favourite } from '~/features/saved/saved.ts';
import { AU_STATES, type AuState } from '~/services/rego/rego.ts';

import { allSpecifications, type CarAction, carActions } from './actions.ts';
import { carFacts, type Fact, isCertified, locationLabel } from './page-facts.ts';
import { type LenderRow, lenderRows } from './page-finance.ts';
import { type CarForm, carForms, type EnquiryForm } from './page-forms.ts';
import { includedFor, protectionFor } from './sections.ts';

export type PageAction = CarAction & { event: number | null; external: boolean };

export interface Weekly {
  text: string;
  basis: string;
}

/** A drive-away estimate in one state and the weekly estimate worked out on it. */
export interface StateFigures {
  away: DriveAwayText;
  weekly: Weekly | null;
}

export interface VehiclePageView {
  title: string;
  make: string;
  model: string;
  /** The meta description: '{title} for {price and what it is} at {dealer}[, {city}].' */
  description: string;
  inStock: boolean;
  /** On its way, not at its location yet (status coming_soon): the page says so. */
  comingSoon: boolean;
  price: PriceDisplay;
  was: string | null;
  /** Spec Screens below-market line (features.autograb), else null. */
  belowMarket: string | null;
  /** 'Only $X/wk' beside the price, when the finance widget rule allows it, and its basis. */
  weekly: Weekly | null;
  /**
   * A new or demo car whose price leaves out the government charges: its estimated drive-away
   * price in the state it is sold from, which the weekly estimate is worked out on.
   */
  driveAway: DriveAwayText | null;
  /**
   * The same estimate, and the weekly estimate on it, in every state: what the page shows once
   * the buyer gives a postcode in another state (DriveAwayPostcode.tsx). Null without `driveAway`.
   */
  driveAwayStates: Record<AuState, StateFigures> | null;
  /** The sticky bar's one figure: the price, or for a price without the charges the estimate. */
  barPrice: { text: string; label: string | null; estimate: boolean };
  /** What the weekly subscription price includes (dealer file `subscription`), when the page leads with one. */
  subscription: SubscriptionView | null;
  /**
   * When the car was first listed: the instant, and the date in the dealer's calendar
   * ('3 Nov 2026'), shown as 'Listed on 3 Nov 2026'. Not 'N days ago': that would change every car
   * page every day (incremental builds), and counting it in the browser took the car page over its
   * JavaScript budget.
   */
  listed: { at: string; date: string };
  /** The price-history chart, for a car on sale whose shown price has moved. */
  priceChart: PriceChart | null;
  /** A used car's history check (PPSR), where the dealer has them. */
  history: HistoryView | null;
  /** 'At {location}': the location's name, with its city when the name does not say it. */
  locationLabel: string | null;
  /** Where the car is (spec Screens #vehicle-map): its location's address, directions and map. */
  place: CarPlace | null;
  keyFacts: KeyFact[];
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
  /**
   * A car the dealer sells online: what its page says once a reservation takes it (the
   * live state from view.json, or the build's own when the feed already holds it).
   */
  liveState: { reserved: string; sold: string; reservedAtBuild: boolean } | null;
  /** Reserve Online or Buy Online (the dealer's checkout) where this car can be: its words and link. */
  checkout: {
    kind: 'reserve' | 'buy-online';
    heading: string;
    text: string;
    href: string;
    label: string;
  } | null;
  whyBuy: string[] | null;
  protection: NonNullable<ReturnType<typeof protectionFor>> | null;
  /** The finance calculator's and lender table's data, when the finance widget rule allows it. */
  finance: {
    price: number;
    /** Where `price` is a drive-away estimate, its state (the calculator's basis names it). */
    driveAwayState: AuState | null;
    /** The drive-away estimate in each state, which the calculator takes for a buyer's postcode. */
    driveAwayPrices: Partial<Record<AuState, number>> | null;
    /** The finance offer whose rate the estimate and the calculator start from. */
    offerRate: OfferRate | null;
    lenders: LenderRow[];
  } | null;
  /** In stock: the enquiry form; sold: Find Me Something Similar. */
  enquiry: EnquiryForm;
  dialogs: CarForm[];
  shareUrl: string;
  /** What the favourites and compare buttons save. */
  save: Favourite & Pick<Car, 'status' | 'car_type' | 'price' | 'images'>;
  /** The viewed-car record (spec Entities) the page stores. */
  viewed: Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'slug'> & {
    name: string;
    body: string | null;
    simple_body: string | null;
  };
  leadCar: { id: number; dealershipId: number; type: Car['car_type'] };
  /** The spec Calls event the page sends when it opens: 4 for a used car, else none. */
  viewEvent: number | null;
  /** What the build logs about this car (spec Errors 'No phone number available for car'). */
  warnings: string[];
}

/** The car's location as its page shows it under #vehicle-map. */
export interface CarPlace {
  name: string;
  addressLine: string;
  directions: string;
  /** The location's own page, where it has one (a visible location). */
  href: string | null;
  map: StaticMap;
}

function carPlace(location: Location | null, tileTemplate: string): CarPlace | null {
  if (!location) return null;
  return {
    name: location.name,
    addressLine: addressLine(location.address),
    directions: directionsUrl(location),
    href: location.visible ? `/locations/${location.slug}` : null,
    map: staticMap(location.address.lat, location.address.long, tileTemplate),
  };
}

/**
 * Everything the vehicle page shows for one car (spec Screens, Entities, States, Validation), derived from the car, the
 * dealer config, the dealer's locations and the build time; the page's components only lay it out.
 */
const weeklyOf = (e: { weekly: string; basis: string }): Weekly => ({
  text: `Only ${e.weekly}/wk`,
  basis: e.basis,
});

export function vehiclePageView(
  car: Car,
  config: DealerConfig,
  locations: readonly Location[],
  now: Date,
  /** The finance offer the car qualifies for (`offers.ts` `offerRateFor`): its estimate's rate. */
  offerRate: OfferRate | null = null,
): VehiclePageView {
  const { make, model, name: title } = carNames(car);
  const { features } = config;
  const price = displayPrice(car, features.offersSubscription);
  const numeric = price.kind === 'price';
  const wasValue = numeric ? wasPrice(car) : null;
  // The price check (spec States) compares the price with the market: only for a car a buyer can still buy.
  const under = features.autograb && numeric && priceCheckEligible(car) ? belowMarket(car) : null;
  const inStock = isInStock(car);
  const phone = phoneForCar(car, config.contact.phones);
  const typeLabel = carTypeLabel(car.car_type, features.preOwnedWording);
  const location = locations.find((l) => l.id === car.location_id) ?? null;
  const actions = carActions(car, config, now);
  const enquireLabel =
    actions.find((a) => a.key === 'enquire')?.label ?? config.leads.enquireButtonText;
  const subscription =
    inStock && price.kind === 'subscription'
      ? subscriptionView(title, price.amount, config.subscription)
      : null;
  const protection = protectionFor(config.vehiclePage, car);
  const equipment = showMore(car.standardEquipment, false);
  const finance = showFinanceWidget(car, config.finance.provider, now);
  const away = firstDriveAway(car, config, locations);
  // Finance on a car whose price leaves out the government charges starts from its drive-away.
  const weeklyOn = (total: number, state: AuState) =>
    finance ? weeklyEstimate(total, config, driveAwayPriceName(state), offerRate) : null;
  const estimate = !finance
    ? null
    : away
      ? weeklyOn(away.total, away.state)
      : weeklyEstimate(currentPrice(car), config, undefined, offerRate);
  const driveAway = away && driveAwayText(away);
  const driveAwayStates =
    away &&
    (Object.fromEntries(
      AU_STATES.map((state) => {
        const e = driveAwayEstimate(car, state, config.vehiclePage.deliveryFee)!;
        const weekly = weeklyOn(e.total, state);
        return [state, { away: driveAwayText(e), weekly: weekly && weeklyOf(weekly) }];
      }),
    ) as Record<AuState, StateFigures>);
  const cpo = features.certifiedPreOwned;
  const kind = checkoutKind(config);

  return {
    title,
    make,
    model,
    description: `${title} for ${priceSummary(price)}${price.buy ? ` or ${price.buy}` : ''} at ${config.name}${car.city ? `, ${car.city}` : ''}.`,
    inStock,
    comingSoon: car.status === 'coming_soon',
    price,
    was: wasValue != null ? formatAud(wasValue) : null,
    belowMarket: under != null ? `${formatAud(under)} below the average market price` : null,
    weekly: estimate && weeklyOf(estimate),
    driveAway,
    driveAwayStates,
    // The bar has room for one figure: a price without the charges gives way to the estimate.
    barPrice:
      driveAway && price.kind === 'price'
        ? { text: driveAway.total, label: driveAway.label, estimate: true }
        : { text: price.text, label: price.label, estimate: false },
    subscription,
    listed: {
      at: firstListed(car),
      date: shortDate(new Date(firstListed(car)), dealerTimeZone(config)),
    },
    priceChart: inStock && numeric ? priceChart(priceHistory(car), dealerTimeZone(config)) : null,
    history: inStock
      ? historyView(car, config, (iso) => shortDate(new Date(iso), dealerTimeZone(config)))
      : null,
    locationLabel: locationLabel(location, car.location_name),
    place: inStock ? carPlace(location, config.maps.tileUrl) : null,
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
    ...carFacts(car, typeLabel),
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
    checkout: inStock && kind && canReserve(true, car) ? checkoutSection(car, config, kind) : null,
    liveState:
      inStock && kind && car.checkout_enabled
        ? {
            reserved: `Reserved online: a buyer's deposit holds this ${config.inventory.noun.singular.toLowerCase()}. If the hold ends without a sale, it goes back on sale.`,
            sold: 'Sold: this one has found its buyer.',
            reservedAtBuild: car.reserved,
          }
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
          driveAwayState: driveAway?.state ?? null,
          driveAwayPrices:
            driveAwayStates &&
            Object.fromEntries(AU_STATES.map((s) => [s, driveAwayStates[s].away.amount])),
          offerRate,
          lenders: lenderRows(car.finance_lenders),
        }
      : null,
    ...carForms(
      car,
      config,
      actions,
      enquireLabel,
      protection,
      inStock,
      subscription?.message ?? null,
    ),
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
      slug: car.slug,
      name: title,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.body ?? null,
      simple_body: car.simple_body ?? null,
    },
    leadCar: { id: car.id, dealershipId: car.dealership_id, type: car.car_type },
    viewEvent: car.car_type === 'used' ? EVENTS.usedCarView : null,
    warnings: inStock && 'warning' in phone ? [phone.warning] : [],
  };
}

/** The Reserve Online or Buy Online section: what the deposit does, in the dealer's words for its stock. */
function checkoutSection(
  car: Car,
  config: Pick<DealerConfig, 'features' | 'inventory'>,
  kind: 'reserve' | 'buy-online',
): NonNullable<VehiclePageView['checkout']> {
  const noun = config.inventory.noun.singular.toLowerCase();
  const { reserve, buyOnline } = config.features;
  const href = checkoutPath(kind, car.slug);
  if (kind === 'reserve')
    return {
      kind,
      heading: 'Reserve Online',
      text: `Reserve this ${noun} for ${formatAud(reserve.deposit)}, fully refundable. We'll hold it for you for ${reserve.holdHours} hours.`,
      href,
      label: `Reserve ${config.inventory.noun.singular} Now`,
    };
  const delivery =
    buyOnline.deliveryFee === null
      ? 'pick it up from us'
      : `pick it up or have it delivered${buyOnline.deliveryFee === 0 ? ' free' : ''}`;
  return {
    kind,
    heading: 'Buy Online',
    text: `Buy this ${noun} online: trade in, finance or pay in full, and ${delivery}. A ${formatAud(buyOnline.deposit)} deposit, fully refundable, holds it for ${reserve.holdHours} hours while we prepare your order.`,
    href,
    label: 'Online Purchase',
  };
}
