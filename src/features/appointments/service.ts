/**
 * A service booked online: the owner's vehicle (named by its plate's lookup, or as they give it)
 * and the work it needs: the scheduled service (a car's logbook service, a caravan's annual one),
 * or a repair they describe. Pure: the booking page and the booking endpoint both check with it.
 */
import * as z from 'zod/mini';

import { text, valuationSchema } from '~/features/leads/forms.ts';
import { FIELD_MESSAGES } from '~/features/leads/messages.ts';
import { CARAVAN_SERVICE_OPTIONS, SERVICE_OPTIONS } from '~/features/leads/schemas.ts';

export const SERVICE_MESSAGES = {
  work: 'Please choose a service or a repair.',
  repair: 'Please tell us what needs doing.',
  vehicle: FIELD_MESSAGES.vehicle,
  make: 'Please enter the make.',
  model: 'Please enter the model.',
  year: 'Please enter the year it was built, like 2019.',
} as const;

/** The plate and its state, as the valuation asks them. */
export const plateSchema = z.object({
  rego: valuationSchema.shape.rego,
  regoState: valuationSchema.shape.regoState,
});

/** The vehicle as its owner gives it, where the plate lookup does not know it. */
export const givenSchema = z.object({
  make: text(SERVICE_MESSAGES.make, 40),
  model: text(SERVICE_MESSAGES.model, 60),
  year: z.string().check(z.regex(/^(19|20)\d\d$/, SERVICE_MESSAGES.year)),
});

/** The work a repair is filed as (the service request form's box for it). */
export const REPAIR = 'Other repairs';

/** The scheduled service in the stock's words: a car's logbook service, a van's annual service. */
export const scheduledService = (caravans: boolean): string =>
  caravans ? CARAVAN_SERVICE_OPTIONS[0] : SERVICE_OPTIONS[0];

/**
 * Why a service's lead fields cannot be booked online: the vehicle is not named, no work is
 * chosen, or a repair is not described. Null when they can.
 */
export function serviceRefusal(fields: {
  vehicle?: string | undefined;
  additional_services?: readonly string[] | undefined;
  message?: string | undefined;
}): { field: string; message: string } | null {
  if (!fields.vehicle?.trim()) return { field: 'vehicle', message: SERVICE_MESSAGES.vehicle };
  const work = fields.additional_services ?? [];
  if (work.length === 0) return { field: 'additional_services', message: SERVICE_MESSAGES.work };
  if (work.every((w) => w === REPAIR) && !fields.message?.trim())
    return { field: 'message', message: SERVICE_MESSAGES.repair };
  return null;
}

/** A maker's capped-price servicing, where the dealer shows it (`features.serviceAdvantage`). */
export interface CappedPrices {
  /** The make the plans are for (the dealer's manufacturer). */
  make: string;
  /** Each model's price per service, and the price of a model not listed. */
  byModel: Record<string, number>;
  otherwise: number;
}

/**
 * The capped price of one logbook service of a vehicle: its model's, else the plan's default, for
 * a vehicle of the plans' make only (a Toyota dealer's prices say nothing of a Mazda). Null when
 * none applies.
 */
export function cappedPrice(
  prices: CappedPrices | null,
  v: { make: string; model: string },
): number | null {
  if (!prices || v.make.trim().toLowerCase() !== prices.make.toLowerCase()) return null;
  const model = v.model.trim().toLowerCase();
  const hit = Object.entries(prices.byModel).find(([m]) => m.toLowerCase() === model);
  return hit ? hit[1] : prices.otherwise;
}
