import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import { EVENTS } from '~/features/analytics/events.ts';

/** Spec States: what an enquiry about a car no longer in stock says. */
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';
export const DEFAULT_CATEGORY = 'General Enquiry';

/** Spec States: the Find Me Something Similar label, lower case on sites configured so. */
export function findSimilarLabel(lowerCase: boolean): string {
  return lowerCase ? 'Find me something similar' : 'Find Me Something Similar';
}

/** Spec Entities enquiry default values for a form about a car. */
export function enquiryDefaults(
  car: Pick<Car, 'id' | 'make' | 'model' | 'car_type' | 'status' | 'stocknum' | 'dealership_slug'>,
  manufacturerSlug: string | null,
) {
  const inStock = isInStock(car);
  return {
    dealership_slug: car.dealership_slug,
    manufacturer_slug: manufacturerSlug,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    message: inStock ? '' : FIND_SIMILAR_MESSAGE,
    subcategory: inStock ? '' : FIND_SIMILAR_SUBCATEGORY,
    category: DEFAULT_CATEGORY,
  };
}

/** Spec Constants: careers enquiries are General Enquiry, subcategory Career Enquiry, event 51. */
export const CAREERS = {
  category: DEFAULT_CATEGORY,
  subcategory: 'Career Enquiry',
  event: EVENTS.careerEnquiry,
} as const;

/** A reserved car's 'Notify me if it becomes available', filed as an enquiry with this subcategory. */
export const NOTIFY_SUBCATEGORY = 'Notify me if available';
/** A request to subscribe to a car at its weekly subscription price. */
export const SUBSCRIPTION_SUBCATEGORY = 'Subscription';

/** The Protect Your Car enquiry: what the visitor asks about, prefilled and editable. */
export const PROTECTION_SUBCATEGORY = 'Protection products';
export function protectionMessage(products: string[], noun: string): string {
  return `I'd like to know more about protecting this ${noun} (${products.join(', ')}).`;
}
