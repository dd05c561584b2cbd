import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { bodyLabel } from '~/features/car/labels.ts';
import { displayPrice, showFinanceWidget } from '~/features/car/pricing.ts';
import { canReserve, checkoutKind, checkoutPath } from '~/features/checkout/reserve/reserve.ts';

export type CarAction =
  | {
      key: 'subscribe' | 'enquire' | 'finance' | 'test-drive' | 'request-photos' | 'make-an-offer';
      label: string;
      kind: 'dialog';
    }
  | {
      key: 'history' | 'trade-in' | 'reserve' | 'buy-online';
      label: string;
      kind: 'link';
      href: string;
    };

/**
 * Spec Screens vehicle buttons, by dealer config: Enquire (Instant Message instead when a chat bot is
 * configured and checkout is enabled for the car), Car History Report (when the car has a file),
 * the finance button (provider set and the finance widget rules met), Trade-In / Trade-In Valuation,
 * Reserve Car Now or Online Purchase, by the dealer's checkout (only when checkout is enabled for
 * the car: spec Validation). A car whose page leads with a weekly subscription price (features.offersSubscription)
 * first offers to take it: 'Subscribe for $154/week'. A car not in stock has none of them (it
 * shows Find Me Something Similar).
 */
export function carActions(
  car: Car,
  config: Pick<DealerConfig, 'features' | 'finance' | 'leads' | 'inventory' | 'vehiclePage'>,
  now: Date,
): CarAction[] {
  if (!isInStock(car)) return [];
  const checkout = canReserve(true, car);
  const actions: CarAction[] = [];
  const chat = config.features.chatBot !== 'none' && checkout;
  const price = displayPrice(car, config.features.offersSubscription);
  if (price.kind === 'subscription')
    actions.push({ key: 'subscribe', label: `Subscribe for ${price.text}`, kind: 'dialog' });
  actions.push({
    key: 'enquire',
    label: chat ? 'Instant Message' : config.leads.enquireButtonText,
    kind: 'dialog',
  });
  if (car.file)
    actions.push({
      key: 'history',
      label: `${config.inventory.noun.singular} History Report`,
      kind: 'link',
      href: car.file,
    });
  if (config.finance.provider !== 'none' && showFinanceWidget(car, config.finance.provider, now))
    actions.push({ key: 'finance', label: config.finance.buttonText, kind: 'dialog' });
  actions.push({
    key: 'trade-in',
    label: config.features.redbook ? 'Trade-In Valuation' : 'Trade-In',
    kind: 'link',
    href: `/cars/trade-in?car_id=${car.id}`,
  });
  const kind = checkoutKind(config);
  if (kind === 'reserve' && checkout)
    actions.push({
      key: 'reserve',
      label: `Reserve ${config.inventory.noun.singular} Now`,
      kind: 'link',
      href: checkoutPath(kind, car.slug),
    });
  if (kind === 'buy-online' && checkout)
    actions.push({
      key: 'buy-online',
      label: 'Online Purchase',
      kind: 'link',
      href: checkoutPath(kind, car.slug),
    });
  actions.push(
    { key: 'test-drive', label: config.vehiclePage.testDriveLabel, kind: 'dialog' },
    { key: 'request-photos', label: 'Request Photos', kind: 'dialog' },
    { key: 'make-an-offer', label: 'Make an Offer', kind: 'dialog' },
  );
  return actions;
}

const figure = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** Spec Entities variant and caravan specifications, labelled, for 'All Specifications'. */
export function allSpecifications(
  car: Pick<Car, 'variant' | 'specifications'>,
): [string, string][] {
  const v = car.variant;
  const s = car.specifications;
  const rows: [string, unknown, string?][] = [
    ['Engine size', v?.enginesize, ' cc'],
    ['Engine', v?.enginesize_litres, ' L'],
    ['Cylinders', v?.cylinders],
    ['Induction', v?.induction],
    ['Gear type', v?.geartype],
    ['Fuel consumption (combined)', v?.fuelconsumptioncombined, ' L/100 km'],
    ['Fuel capacity', v?.fuelcapacity, ' L'],
    ['Gross vehicle mass', v?.grossvehiclemass, ' kg'],
    ['Length', v?.vehiclelength, ' mm'],
    ['Height', v?.vehicleheight, ' mm'],
    ['Width', v?.vehiclewidth, ' mm'],
    ['Towing capacity (braked)', v?.towingcapacitybraked, ' kg'],
    ['Torque', v?.torque, ' Nm'],
    ['ANCAP rating', v?.ancaprating, ' stars'],
    ['Body configuration', v?.bodyconfiguration ? bodyLabel(v.bodyconfiguration) : null],
    ['Body width', s?.body_width, ' m'],
    ['Body length', s?.body_length, ' m'],
    ['Tare weight', s?.tare_weight, ' kg'],
    ['Axle type', s?.axle_type],
    ['Sleeps', s?.sleeps],
    ['Aggregate trailer mass', s?.aggregate_trailer_mass, ' kg'],
  ];
  return rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== 0)
    .map(([label, value, unit]) => [
      label,
      `${typeof value === 'number' ? figure.format(value) : String(value)}${unit ?? ''}`,
    ]);
}
