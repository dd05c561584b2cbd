import type { AutoDealer, OpeningHoursSpecification, WithContext } from 'schema-dts';

import type { Location } from '~/catalogue/location.schema.ts';

import { DAY_NAMES } from './hours.ts';
import type { LocationView } from './view.ts';

/**
 * The schema.org `AutoDealer` a location page carries: address, geo, telephone, the
 * weekly opening hours, special hours by date (closed days as 00:00–00:00, as schema.org
 * advises) from `from` on, and the Google rating.
 */
export function locationJsonLd(
  l: Pick<Location, 'contact_detail' | 'special_hours' | 'image'>,
  view: LocationView,
  site: { url: string; name: string },
  from: string,
): WithContext<AutoDealer> {
  const weekly: OpeningHoursSpecification[] = l.contact_detail.opening_hours
    .filter((e) => e.status === 'Open' && e.open && e.close)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((e) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[e.weekday]!}`,
      opens: e.open!,
      closes: e.close!,
    }));
  const special: OpeningHoursSpecification[] = l.special_hours
    .filter((s) => s.date >= from)
    .map((s) => {
      const open = s.status === 'Open' && s.start_hour && s.end_hour;
      return {
        '@type': 'OpeningHoursSpecification',
        validFrom: s.date,
        validThrough: s.date,
        opens: open ? s.start_hour! : '00:00',
        closes: open ? s.end_hour! : '00:00',
      };
    });
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: view.name,
    url: new URL(view.href, site.url).href,
    ...(l.image ? { image: new URL(l.image, site.url).href } : {}),
    telephone: view.phone,
    parentOrganization: { '@type': 'AutoDealer', name: site.name, url: site.url },
    address: {
      '@type': 'PostalAddress',
      streetAddress: view.address.street,
      addressLocality: view.address.city,
      addressRegion: view.address.state,
      postalCode: view.address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: view.lat, longitude: view.long },
    openingHoursSpecification: [...weekly, ...special],
    ...(view.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: view.rating.value,
            reviewCount: view.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}
