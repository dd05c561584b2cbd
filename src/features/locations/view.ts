import type { Location } from '~/catalogue/location.schema.ts';
import { telHref } from '~/features/phones/phones.ts';

import { addressLine, directionsUrl, typeLabel } from './block.ts';
import { type HoursRow, summariseHours, weekTable } from './hours.ts';
import { type DatedRow, datedRows } from './schedule.ts';
import { localTime, STATE_TIME_ZONES } from './time.ts';

/** What the hours script needs to say "Open now" in the browser (a data attribute). */
export interface HoursData {
  state: Location['address']['state'];
  contact_detail: { opening_hours: Location['contact_detail']['opening_hours'] };
  special_hours: Location['special_hours'];
  fortnightly_appointment_saturday: Location['fortnightly_appointment_saturday'];
}

/** A location as the pages show it. */
export interface LocationView {
  id: number;
  slug: string;
  name: string;
  type: Location['location_type'];
  typeLabel: string;
  href: string;
  image: string | null;
  rating: { value: number; count: number } | null;
  address: Location['address'];
  addressLine: string;
  phone: string;
  tel: string;
  licence: string | null;
  repairer: string | null;
  directions: string;
  summary: HoursRow[];
  week: HoursRow[];
  dated: DatedRow[];
  /** The location's search landing, when it has stock. */
  stockHref: string | null;
  hoursData: string;
  lat: number;
  long: number;
}

export interface ViewContext {
  /** The build's "now": the dated rows start from that day in the location's zone. */
  now: Date;
  dealerships: readonly {
    id: number;
    average_rating?: number | undefined;
    review_count?: number | undefined;
  }[];
  /** Slugs of the location and dealership search landings the build made (spec Screens /search/{slug}). */
  landingSlugs: ReadonlySet<string>;
  /** Fixed phone per location id (contact.phones.byLocation), before the location's own. */
  phoneByLocation: Readonly<Record<string, string>>;
}

/** The phone a location is shown with: the dealer file's fixed number for it, else its own. */
export const locationPhone = (
  l: Pick<Location, 'id' | 'contact_detail'>,
  phoneByLocation: Readonly<Record<string, string>>,
): string => phoneByLocation[String(l.id)] ?? l.contact_detail.phone;

/**
 * The page's view of a location: its rating (or its dealership's when it has none), phone (the
 * dealer file's fixed number first), hours summary, Monday-to-Sunday table and dated rows, and its
 * stock landing when the build made one.
 */
export function locationView(l: Location, ctx: ViewContext): LocationView {
  const dealership = ctx.dealerships.find((d) => d.id === l.dealership_id);
  const rating = l.reviews
    ? { value: l.reviews.average_rating, count: l.reviews.count }
    : dealership?.average_rating != null && dealership.review_count != null
      ? { value: dealership.average_rating, count: dealership.review_count }
      : null;
  const phone = locationPhone(l, ctx.phoneByLocation);
  const today = localTime(ctx.now, STATE_TIME_ZONES[l.address.state]).date;
  const hours: HoursData = {
    state: l.address.state,
    contact_detail: { opening_hours: l.contact_detail.opening_hours },
    special_hours: l.special_hours,
    fortnightly_appointment_saturday: l.fortnightly_appointment_saturday ?? null,
  };
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    type: l.location_type,
    typeLabel: typeLabel(l.location_type),
    href: `/locations/${l.slug}`,
    image: l.image ?? null,
    rating,
    address: l.address,
    addressLine: addressLine(l.address),
    phone,
    tel: telHref(phone),
    licence: l.dealer_license_number ?? null,
    repairer: l.motor_vehicle_repairer ?? null,
    directions: directionsUrl(l),
    summary: summariseHours(l.contact_detail.opening_hours),
    week: weekTable(l.contact_detail.opening_hours),
    dated: datedRows(hours, today, 28),
    stockHref: ctx.landingSlugs.has(l.slug) ? `/search/${l.slug}` : null,
    hoursData: JSON.stringify(hours),
    lat: l.address.lat,
    long: l.address.long,
  };
}

/** The contact page's description (search results, link previews). */
export const contactPageDescription = (dealer: string) =>
  `Contact ${dealer}: send an enquiry, call us or visit.`;
