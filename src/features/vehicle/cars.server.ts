import type { CarJson } from './car-json.ts';

/**
 * A listed car of this build by slug, or null. The cars are bundled into the server at build
 * (virtual:dealer/cars) and loaded on first use, so the PDF and the view count never fetch a car
 * from a URL (a URL built from the request would take its host from the Host header: SSRF).
 */
export async function builtCar(slug: string): Promise<CarJson | null> {
  const cars = (await import('virtual:dealer/cars')).default;
  return Object.hasOwn(cars, slug) ? cars[slug]! : null;
}
