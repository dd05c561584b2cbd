import type { BuiltCar, BuiltLocation } from './built-car.ts';

// Loaded on first use (the build's modules exist only inside a build; modules importing this one
// are tested without them).
const published = async () => (await import('~/services/index.server.ts')).services.published();
const siteLocations = async () => (await import('virtual:dealer/locations')).default;

/**
 * One listed car of this build, read from the per-car JSON the build published (`/cars/{slug}.json`,
 * `/cars/id/{id}.json`: services.published(), the client folder on the Node server and the
 * deploy's own address on Netlify, never the request's Host), so the PDF, the view count, lead
 * delivery and checkout load one car, not the stock. A car the build did not
 * list is null.
 */
const SLUG = /^[a-z0-9-]{1,200}$/;

/** A listed car of this build by slug, or null. */
export async function carBySlug(slug: string): Promise<BuiltCar | null> {
  if (!SLUG.test(slug)) return null;
  return (await published()).json<BuiltCar>(`/cars/${slug}.json`);
}

/** A listed car of this build by id, or null (a lead names its car by id). */
export async function carById(id: number): Promise<BuiltCar | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await published()).json<BuiltCar>(`/cars/id/${id}.json`);
}

/** Every location of this site, shown or not. */
export async function allLocations(): Promise<BuiltLocation[]> {
  return Object.values(await siteLocations());
}

/** A location of this site by id, or null. */
export async function locationById(id: number): Promise<BuiltLocation | null> {
  const locations = await siteLocations();
  return Object.hasOwn(locations, String(id)) ? locations[String(id)]! : null;
}
