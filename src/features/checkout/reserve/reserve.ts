/** Spec Constants reserve terms, used where the dealer file does not set its own. */
export const RESERVE_DEFAULTS = { deposit: 200, holdHours: 48, refundable: true } as const;

// Made once: a formatter is an ICU object of its own (components/formats.ts).
const dollars = /* @__PURE__ */ new Intl.NumberFormat('en-AU');

/** Spec Screens car card: 'Reserve This Car {amount}'. */
export const reserveButtonText = (deposit: number) =>
  `Reserve This Car $${dollars.format(deposit)}`;

/**
 * Spec Validation: reserve or buy-online buttons only when checkout is enabled for the car (and the site):
 * the feed enables it, the car is in stock, not reserved, and priced.
 */
export const canReserve = (
  siteEnabled: boolean,
  car: { checkout_enabled: boolean; status: string; reserved: boolean; price: number },
) =>
  siteEnabled &&
  car.checkout_enabled &&
  car.status === 'in_stock' &&
  !car.reserved &&
  car.price > 0;

/** Which checkout a dealer runs (spec Screens: /checkout, or /buy-online on one variant), or none. */
export function checkoutKind(config: {
  features: { reserve: { enabled: boolean }; buyOnline: { enabled: boolean } };
}): 'reserve' | 'buy-online' | null {
  if (config.features.buyOnline.enabled) return 'buy-online';
  return config.features.reserve.enabled ? 'reserve' : null;
}

/** A car a buyer can reserve or buy online on this site now (as the build knows it). */
export const canCheckout = (
  config: Parameters<typeof checkoutKind>[0],
  car: { checkout_enabled: boolean; status: string; reserved: boolean; price_amount: number },
) => checkoutKind(config) !== null && canReserve(true, { ...car, price: car.price_amount });

/** A car's checkout page for the dealer's kind of checkout. */
export const checkoutPath = (kind: 'reserve' | 'buy-online', slug: string) =>
  `/cars/${slug}/${kind === 'reserve' ? 'checkout' : 'buy-online'}`;

/** Spec Constants used-car guarantee strip, in order. */
export const GUARANTEE_STRIP = [
  'One haggle-free price',
  '48hr money back',
  'Lifetime engine guarantee',
  'Value servicing for life',
  '12 months roadside assist',
] as const;
/** Spec Constants certified pre-owned benefits. */
export const CERTIFIED_BENEFITS = [
  '1-year extra warranty',
  '90-point inspection',
  '12 months roadside assist',
] as const;
/** Spec Constants accepted payments (the payment-methods strip, features.paymentMethodsStrip). */
export const ACCEPTED_PAYMENTS = [
  'Mastercard',
  'Visa',
  'Maestro',
  'Google Pay',
  'Apple Pay',
] as const;
/** Spec Constants: parts warranty is the rest of the vehicle warranty or 2 years, whichever is greater. */
export const partsWarrantyYears = (remainingVehicleWarrantyYears: number) =>
  Math.max(2, remainingVehicleWarrantyYears);
