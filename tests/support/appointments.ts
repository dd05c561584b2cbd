import type { AppointmentServices } from '~/features/appointments/endpoints.server.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';

/**
 * A site for the appointment endpoints' tests: a sales yard (7101) and a service centre (7102) in
 * Parramatta, open weekdays 8:30–5:30 and Saturday mornings, and cars on sale, sold, reserved (in
 * the build, or since) and not yet arrived; Monday 7 December 2026, 8 am in Sydney.
 */
const week = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' }))
  .concat([{ weekday: 6, status: 'Open' as const, open: '08:00', close: '12:00' }]);
export const place = (
  id: number,
  location_type: BuiltLocation['location_type'],
): BuiltLocation => ({
  id,
  name: `Place ${id}`,
  visible: true,
  location_type,
  phone: '(02) 9635 1234',
  address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150' },
  special_hours: [],
  fortnightly_appointment_saturday: null,
  contact_detail: { opening_hours: week },
});
export type Car = NonNullable<Awaited<ReturnType<AppointmentServices['car']>>>;
const car = (id: number, over: Partial<Car> = {}): Car => ({
  id,
  slug: `2022-toyota-hilux-sr5-${id}`,
  name: '2022 Toyota Hilux SR5',
  make: 'Toyota',
  model: 'Hilux',
  stocknum: `S${id}`,
  car_type: 'used',
  location_id: 7101,
  status: 'in_stock',
  ...over,
});
const cars: Record<number, Car> = {
  1: car(1),
  2: car(2, { status: 'sold' }),
  3: car(3, { reserved: true }),
  4: car(4),
  5: car(5, { status: 'coming_soon' }),
  6: car(6),
  7: car(7),
  8: car(8),
};
export const now = new Date('2026-12-07T08:00:00+11:00'); // Monday, 8 am in Sydney
export const services: AppointmentServices = {
  car: async (id) => cars[id] ?? null,
  location: async (id) =>
    ({ 7101: place(7101, 'sales'), 7102: place(7102, 'service') })[id] ?? null,
  liveState: async (_s, _site, carId) => (carId === 4 ? 'reserved' : null),
  now: () => now,
};
/** The same, with the visitor signed in with the mobile the bookings give: no code is asked. */
export const signedIn: AppointmentServices = {
  ...services,
  signedInPhone: async () => '0412345678',
};
