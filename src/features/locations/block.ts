import type { Location } from '~/catalogue/location.schema.ts';
import { locationGrid } from '~/components/constants.ts';

/** Spec Screens location block filter: a kind of location, every location, or one location's id. */
export type LocationFilter =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number;

/**
 * The visible locations a block shows, sorted by name. `primary` is the primary location (or the
 * first by name when none is marked); `service-and-parts` is either type; a number is that id.
 */
export function filterLocations<
  T extends Pick<Location, 'id' | 'name' | 'location_type' | 'primary' | 'visible'>,
>(locations: readonly T[], filter: LocationFilter): T[] {
  const visible = locations.filter((l) => l.visible).sort((a, b) => a.name.localeCompare(b.name));
  if (typeof filter === 'number') return visible.filter((l) => l.id === filter);
  switch (filter) {
    case 'all':
      return visible;
    case 'primary': {
      const primary = visible.find((l) => l.primary) ?? visible[0];
      return primary ? [primary] : [];
    }
    case 'service-and-parts':
      return visible.filter((l) => l.location_type === 'service' || l.location_type === 'parts');
    default:
      return visible.filter((l) => l.location_type === filter);
  }
}

/** The CSS classes of a grid's spec Constants widths (classes, not style attributes: the CSP allows none). */
export function gridClasses(count: number): string {
  const { lg, xl } = locationGrid(count);
  return [`lg-${lg}`, xl ? `xl-${xl}` : ''].filter(Boolean).join(' ');
}

const addressKey = (l: Pick<Location, 'address'>) =>
  [l.address.street, l.address.city, l.address.postcode].join('|').toLowerCase();

/**
 * The visible locations at the same street address as this one (itself included), sorted sales,
 * service, parts: the detail panel's location-type selector when there are two or more.
 */
export function sameAddress<T extends Pick<Location, 'address' | 'visible' | 'location_type'>>(
  location: T,
  locations: readonly T[],
): T[] {
  const order = ['sales', 'service', 'parts', 'car-buying', ''];
  return locations
    .filter((l) => l.visible && addressKey(l) === addressKey(location))
    .sort((a, b) => order.indexOf(a.location_type) - order.indexOf(b.location_type));
}

/** The name of a location type as a visitor reads it. */
export function typeLabel(type: Location['location_type']): string {
  return (
    {
      sales: 'Sales',
      service: 'Service',
      parts: 'Parts',
      'car-buying': 'Car buying',
      '': 'Showroom',
    }[type] ?? 'Showroom'
  );
}

/** One line of an address: "64 Church Street, Parramatta NSW 2150". */
export const addressLine = (a: Location['address']) =>
  `${a.street}, ${a.city} ${a.state} ${a.postcode}`;

/**
 * Directions to a location: its Google place link when the data has one, otherwise a Google Maps
 * directions link to its coordinates (opens the visitor's maps app on a phone).
 */
export function directionsUrl(l: Pick<Location, 'address'>): string {
  if (l.address.place_url && /^https:\/\//.test(l.address.place_url)) return l.address.place_url;
  return `https://www.google.com/maps/dir/?api=1&destination=${l.address.lat},${l.address.long}`;
}
