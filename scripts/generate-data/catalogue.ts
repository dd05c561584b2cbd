import type { BodyType } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import type {
  Accessory,
  Manufacturer,
  Model,
  ServiceAdvantagePlan,
} from '~/catalogue/model.schema.ts';
import { bodyLabel, manufacturerDisplayName, modelDisplayName } from '~/features/car/labels.ts';
import { slugify } from '~/features/content/links.ts';

import { accessoriesFor } from './accessories.ts';
import { paints } from './colours.ts';
import { dealerLogos } from './logos.ts';
import { angles, heroPath, locationPhotoPath, photoPath } from './photos.ts';
import { type SampleSite, sampleSites } from './sites.ts';
import type { VehicleModel } from './vehicle-model.ts';
import { caravanMakes, makes } from './vehicles.ts';

export function manufacturers(): Manufacturer[] {
  return [...Object.keys(makes), ...Object.keys(caravanMakes)].map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    logo: `/images/makes/${slugify(name)}.svg`,
  }));
}

/** Every catalogue model once, in catalogue order, with its slug and its accessories. */
function catalogueModels() {
  return Object.entries(makes)
    .flatMap(([make, list]) => list.map((m) => ({ make, m })))
    .map(({ make, m }, index) => {
      const slug = slugify(modelDisplayName(make, m.name));
      const status = m.status ?? null;
      return {
        make,
        m,
        slug,
        accessories: accessoriesFor({ slug, manufacturer: make, status }, m.body, index),
      };
    });
}

/** Each catalogue model's hero photograph: its body in its own paint (drawn by the sample-photo renderer). */
export function modelHeroes(): { slug: string; body: BodyType; paint: string; variant: number }[] {
  return catalogueModels().map(({ m, slug }, index) => ({
    slug,
    body: m.body,
    paint: modelPaint(index).slug,
    variant: index,
  }));
}

export function models(): Model[] {
  return catalogueModels().map(({ make, m, slug, accessories }, index) => ({
    name: m.name,
    slug,
    manufacturer: make,
    status: m.status ?? null,
    image: { url: heroPath(slug) },
    cloudfront_new_image_url: null,
    manufacturer_body: m.category,
    override_url: null,
    accessories_count: accessories.length,
    grades: grades(m),
    specs: {
      body: bodyLabel(m.body),
      engine: m.fuel.every((f) => f === 'Electric')
        ? 'Electric motor'
        : `${m.engine.toFixed(1)} L ${m.cylinders}-cylinder${m.fuel.includes('Electric') ? ' or electric motor' : ''}`,
      fuel: m.fuel,
      transmission: m.trans,
      drive: m.drive,
      seats: m.seats,
      doors: m.doors,
    },
    gallery: gallery(
      `${manufacturerDisplayName(make)} ${modelDisplayName(make, m.name)}`,
      m,
      index,
    ),
  }));
}

/**
 * A model's grades, cheapest first: its badges spread across its new price range, each priced to
 * end in 990; the dearer grades take the range's later fuel, gearbox and drive.
 */
function grades(m: VehicleModel) {
  const [low, high] = m.price;
  const at = <T>(list: T[], i: number) => list[Math.min(i, list.length - 1)]!;
  return m.badges.map((name, i) => {
    const share = m.badges.length > 1 ? i / (m.badges.length - 1) : 0;
    return {
      name,
      price: Math.round((low + (high - low) * share + 10) / 1000) * 1000 - 10,
      fuel: at(m.fuel, i),
      transmission: at(m.trans, i),
      drive: at(m.drive, i),
    };
  });
}

const ANGLE_WORDS: Record<(typeof angles)[number], string> = {
  front: 'front three-quarter view',
  side: 'side view',
  rear: 'rear three-quarter view',
  interior: 'interior',
  dashboard: 'dashboard',
};

/** The paint a catalogue model is photographed in (its hero and its gallery). */
export const modelPaint = (index: number) => paints[[0, 5, 4, 2, 1, 3, 6, 7][index % 8]!]!;

/** The model's studio shots in its own paint: front, side, rear, interior, dashboard. */
function gallery(name: string, m: VehicleModel, index: number) {
  const paint = modelPaint(index);
  return angles.map((angle) => ({
    url: photoPath(m.body, paint.slug, angle),
    alt: `${name}, ${ANGLE_WORDS[angle]}`,
  }));
}

/** Every model's genuine accessories (data/catalogue/accessories.json). */
export function accessories(): Accessory[] {
  return catalogueModels().flatMap((c) => c.accessories);
}

/** Spec Constants Service Advantage: default $250 plan, then per-model prices. */
export function serviceAdvantage(): ServiceAdvantagePlan[] {
  const std = {
    years: 5,
    services: 5,
    interval: 'every 12 months or 15,000km',
    distance_range: 'up to 75,000km',
  };
  const short = {
    years: 3,
    services: 6,
    interval: 'every 6 months or 10,000km',
    distance_range: 'up to 60,000km',
  };
  const long = {
    years: 5,
    services: 10,
    interval: 'every 6 months or 10,000km',
    distance_range: 'up to 100,000km',
  };
  const plans: [string, number, typeof std][] = [
    ['default', 250, std],
    ['Coaster', 485, short],
    ['HiAce', 290, short],
    ['Granvia', 290, short],
    ['HiLux', 290, short],
    ['Fortuner', 290, short],
    ['LandCruiser Prado', 390, long],
    ['LandCruiser 70', 525, short],
    ['LandCruiser 300', 400, long],
    ['Tundra', 400, long],
    ['bZ4X', 180, std],
    ['Corolla Sedan', 245, std],
    ['Corolla Hatch', 245, std],
    ['Yaris', 245, std],
    ['Camry', 255, std],
    ['Yaris Cross', 250, std],
    ['C-HR', 250, std],
    ['Corolla Cross', 250, std],
    ['RAV4', 260, std],
    ['Kluger', 265, std],
  ];
  return plans.map(([model, amount, t]) => ({ model, amount, ...t }));
}

const weekdayHours = (open: string, close: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open,
    close,
    formated_hours: null,
  }));

export function locations(site: SampleSite): Location[] {
  return site.locations.map((l) => {
    const service = l.type === 'service';
    const hours = [
      ...weekdayHours(service ? '07:30' : '08:30', l.type === 'parts' ? '17:00' : '17:30'),
      {
        weekday: 6,
        status: 'Open' as const,
        open: '08:00',
        close: service || l.type === 'parts' ? '12:00' : '16:00',
        formated_hours: null,
      },
      l.sundayOpen
        ? {
            weekday: 0,
            status: 'Open' as const,
            open: '10:00',
            close: '16:00',
            formated_hours: null,
          }
        : { weekday: 0, status: 'Closed' as const, open: null, close: null, formated_hours: null },
    ];
    const special = ['2026-12-25', '2026-12-26', '2027-01-01'].map((date) => ({
      date,
      status: 'Closed' as const,
      location_id: l.id,
      start_hour: null,
      end_hour: null,
      label: null,
    }));
    return {
      id: l.id,
      name: l.name,
      slug: slugify(l.name),
      location_type: l.type,
      location_subtype: null,
      manufacturers: l.manufacturers,
      primary: l.primary ?? false,
      visible: true,
      dealership_id: l.dealershipId,
      dealership_slug: site.slug,
      dealer_license_number: l.licence,
      motor_vehicle_repairer: service ? `MVRL${l.id}` : null,
      image: locationPhotoPath(site.slug, slugify(l.name)),
      // Each location's own share of the reviews (they add up to the dealer's count) and its
      // own average, within a tenth or two of the dealer's.
      reviews: locationReviews(site, site.locations.indexOf(l)),
      address: {
        street: l.street,
        city: l.city,
        state: l.state,
        postcode: l.postcode,
        lat: l.lat,
        long: l.long,
        place_url: `https://www.google.com/maps/search/?api=1&query=${l.lat},${l.long}`,
        place_id: null,
        map_key: null,
      },
      contact_detail: { phone: l.phone, landline_phone: null, opening_hours: hours },
      special_hours: special,
      fortnightly_appointment_saturday: l.fortnightlySaturday
        ? { reference_date: l.fortnightlySaturday }
        : null,
      distribution_locations: [],
    };
  });
}

/** Location i's review count and average: shares that add up to the dealer's count. */
function locationReviews(site: SampleSite, i: number) {
  const weights = site.locations.map((_, k) => 5 - (k % 4));
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((site.reviews.count * w) / total));
  counts[0]! += site.reviews.count - counts.reduce((a, b) => a + b, 0);
  const average = Math.min(4.9, site.reviews.average + [0, -0.1, 0.1, -0.2, 0.2][i % 5]!);
  return { average_rating: Math.round(average * 10) / 10, count: counts[i]! };
}

/** Every sample location's photograph: its building in the dealer's colour, a service centre's with roller doors. */
export function locationShots(): {
  path: string;
  colour: string;
  variant: number;
  service: boolean;
  /** The name on the building's sign: the dealer's. */
  sign: string;
}[] {
  return sampleSites.flatMap((site, i) =>
    locations(site).map((l, j) => ({
      path: l.image!,
      colour: dealerLogos[site.slug]!.colour,
      variant: i + j,
      service: l.location_type === 'service',
      sign: dealerLogos[site.slug]!.name,
    })),
  );
}
