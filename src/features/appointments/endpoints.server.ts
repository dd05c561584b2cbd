import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { BuiltLocation } from '~/features/car/built-car.ts';
import { bookingWord } from '~/features/leads/booking.ts';
import { type FormName, leadFieldsSchema, text } from '~/features/leads/forms.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { FIELD_MESSAGES } from '~/features/leads/messages.ts';
import { localTime, STATE_TIME_ZONES } from '~/features/locations/time.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { codeRefusal } from '~/features/verification/requests.server.ts';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_MISMATCH,
  idempotencyKey,
  requestHash,
} from '~/server/idempotency.server.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { appointments } from '~/server/storage/schema.ts';
import type { CalendarBusy } from '~/services/calendar/calendar.ts';
import { AU_STATES } from '~/services/rego/rego.ts';

import { confirmBooking, type ConfirmServices, linkOf, placeOf } from './confirm.server.ts';
import { serviceRefusal } from './service.ts';
import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
  checkSlot,
  freeSlots,
  kindSettings,
  type Slot,
  SLOT_MESSAGES,
  type SlotQuery,
  type SlotRefusal,
  takesKind,
} from './slots.ts';
import { type Appointment, book, bookingByKey, takenBetween } from './store.server.ts';

const DAY_MS = 86_400_000;

/** What the appointment endpoints read of the site: its cars and locations from the build. */
export interface AppointmentServices {
  car: (id: number) => Promise<{
    id: number;
    slug: string;
    name: string;
    make: string;
    model: string;
    stocknum: string | null;
    car_type: 'new' | 'demo' | 'used';
    location_id: number | null;
    status: string;
    reserved?: boolean | undefined;
  } | null>;
  location: (id: number) => Promise<BuiltLocation | null>;
  /** The mobile of the visitor's signed-in session, if any: a booking with it needs no code. */
  signedInPhone?: (storage: Storage, site: string, request: Request) => Promise<string | null>;
  /** The buyer's confirmation: a text and an e-mail with the .ics (none sent where absent). */
  confirm?: ConfirmServices;
  /** The dealer's calendar, whose busy times no booking may take (none: the store is the diary). */
  calendar?: () => CalendarBusy | null;
  /** A car's state since the build, where a reservation changed it. */
  liveState: (storage: Storage, site: string, carId: number) => Promise<'reserved' | 'sold' | null>;
  now?: () => Date;
}

export const APPOINTMENT_MESSAGES = {
  badKind: `Ask for one kind of appointment: ${APPOINTMENT_KINDS.join(', ')}.`,
  badStart: 'Please choose a time from the list.',
  carRequired: 'A test drive is of one car: say which (car=its id).',
  locationRequired: 'Say which location (location=its id).',
  noLocation: 'We could not find that location.',
  notTaken: 'That location does not take this kind of appointment.',
  notOnline: 'This kind of appointment cannot be booked online yet. Please call us.',
  calendarDown:
    'We could not check our diary just now. Please try again in a few minutes, or call us.',
  badLink:
    'This link does not open a booking. Please use the link in your latest message, or call us.',
  passed: 'This booking has already passed, so it can no longer be changed.',
  cancelled: 'This booking is cancelled, so it can no longer be moved.',
} as const;

/** The messages that name what the dealer sells ('caravan') and its word for a test drive ('viewing'). */
export function stockMessages(config: Pick<DealerConfig, 'inventory' | 'vehiclePage'>) {
  const noun = config.inventory.noun.singular.toLowerCase();
  return {
    carUnavailable: `Sorry, this ${noun} can no longer be booked for a ${bookingWord(config.vehiclePage.testDriveLabel)}.`,
    noCar: `We could not find that ${noun}. It may have been sold.`,
  };
}

/** The car's fields a test-drive lead carries, from the build (never from the browser). */
export const carLeadFields = (
  car: NonNullable<Awaited<ReturnType<AppointmentServices['car']>>>,
) => ({
  car_id: car.id,
  'Vehicle Make': car.make,
  'Vehicle Model': car.model,
  car_type: car.car_type,
  ...(car.stocknum ? { stock_number: car.stocknum } : {}),
});

/**
 * The dealer's lead for a booking, sent once (its key is the booking's), and kept on the booking
 * so a retry of the request does not send it again.
 */
async function sendLead(
  storage: Storage,
  deps: PostDeps,
  form: FormName,
  booking: Appointment,
  fields: Record<string, unknown>,
  envelope: { url: string; opt_in_text?: string | undefined; car_id?: number; car_type?: string },
): Promise<string> {
  const lead = await submitLead(
    storage,
    deps.config,
    { ...envelope, form, fields, opt_in_text: envelope.opt_in_text ?? '' },
    {
      idempotencyKey: `appointment-${booking.id}`,
      userAgent: deps.request.headers.get('user-agent'),
      now: booking.createdAt,
      // The form's own fields, and the booking they were booked as (the ADF says so).
      fields: z.intersection(
        leadFieldsSchema(form, {
          messageRequired: false,
          termsRequired: deps.config.leads.termsRequired,
          postcodeRequiredOnFinance: deps.config.leads.postcodeRequiredOnFinance,
        }),
        z.object({ appointment_id: z.string(), ...serviceExtras.shape }),
      ),
    },
  );
  if (lead.status !== 201 || !('lead_id' in lead.body))
    throw new Error(`appointment lead refused (${lead.status})`);
  await storage.db
    .update(appointments)
    .set({ leadId: lead.body.lead_id })
    .where(eq(appointments.id, booking.id));
  return lead.body.lead_id;
}

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const PRIVATE = { 'Cache-Control': 'private, no-store' };
export const answer = (status: number, body: unknown): Answer => ({
  status,
  body,
  headers: PRIVATE,
});
const id = (v: unknown) =>
  typeof v === 'number'
    ? Number.isSafeInteger(v) && v > 0 && v < 2 ** 31
      ? v
      : null
    : typeof v === 'string' && /^\d{1,9}$/.test(v)
      ? Number(v)
      : null;

type Car = NonNullable<Awaited<ReturnType<AppointmentServices['car']>>>;
export interface Target {
  kind: AppointmentKind;
  location: BuiltLocation;
  car?: Car;
}

/**
 * Where a booking of a kind goes: a test drive to its car's location (a car sold, not arrived or
 * reserved has no slots, and says which), anything else to the location named. An answer instead
 * when the question is bad or the car cannot be driven.
 */
export async function target(
  services: AppointmentServices,
  deps: PostDeps,
  q: { kind: unknown; car: unknown; location: unknown },
): Promise<Target | Answer> {
  const kind = q.kind as AppointmentKind;
  if (!APPOINTMENT_KINDS.includes(kind))
    return answer(400, { error: APPOINTMENT_MESSAGES.badKind });
  let locationId = id(q.location);
  let car: Car | undefined;
  if (kind === 'test-drive') {
    const carId = id(q.car);
    if (carId === null) return answer(400, { error: APPOINTMENT_MESSAGES.carRequired });
    car = (await services.car(carId)) ?? undefined;
    if (!car) return answer(404, { error: stockMessages(deps.config).noCar });
    // Not on the yard to drive: sold, not arrived yet, or held for a buyer.
    const unavailable =
      car.status === 'sold'
        ? 'sold'
        : car.status !== 'in_stock'
          ? 'coming-soon'
          : car.reserved
            ? 'reserved'
            : await services.liveState(await deps.storage(), deps.config.slug, carId);
    if (unavailable) return answer(200, { slots: [], unavailable });
    locationId = car.location_id;
    if (locationId === null) return answer(404, { error: APPOINTMENT_MESSAGES.noLocation });
  }
  if (locationId === null) return answer(400, { error: APPOINTMENT_MESSAGES.locationRequired });
  const location = await services.location(locationId);
  if (!location || !location.visible)
    return answer(404, { error: APPOINTMENT_MESSAGES.noLocation });
  if (!takesKind(location, kind)) return answer(404, { error: APPOINTMENT_MESSAGES.notTaken });
  return { kind, location, ...(car ? { car } : {}) };
}

/**
 * The slot query of a target now: its hours, the dealer's settings, what is already taken (the
 * store's bookings, and the dealer calendar's busy times where there is one). A calendar that
 * cannot be read answers 503 with Retry-After: a slot offered then might be one the diary gave away.
 */
export async function slotQuery(
  services: AppointmentServices,
  t: Target,
  deps: PostDeps,
  now: Date,
): Promise<SlotQuery | Answer> {
  const settings = deps.config.appointments;
  const to = new Date(now.getTime() + (settings.horizonDays + 1) * DAY_MS);
  const taken = await takenBetween(await deps.storage(), {
    site: deps.config.slug,
    locationId: t.location.id,
    kind: t.kind,
    ...(t.car ? { carId: t.car.id } : {}),
    from: now,
    to,
  });
  const calendar = services.calendar?.();
  if (calendar) {
    const busy = await calendar(now, to);
    if (busy.kind !== 'busy') {
      console.error(`appointments: the dealer calendar was not read (${busy.reason})`);
      const retryAfter = busy.kind === 'unavailable' ? busy.retryAfter : 300;
      return {
        status: 503,
        body: { error: APPOINTMENT_MESSAGES.calendarDown },
        headers: { ...PRIVATE, 'Retry-After': String(retryAfter) },
      };
    }
    for (const b of busy.times)
      taken.push({ start: b.start.getTime(), end: b.end.getTime(), places: Infinity });
  }
  return { location: t.location, kind: t.kind, settings, now, taken };
}

/** The slots as the page reads them: instants, and the time zone to show them in. */
export const slotsBody = (t: Target, slots: Slot[]) => ({
  location_id: t.location.id,
  location: placeOf(t.location),
  time_zone: STATE_TIME_ZONES[t.location.address.state],
  slots: slots.map((s) => ({
    start: new Date(s.start).toISOString(),
    end: new Date(s.end).toISOString(),
    free: s.free,
  })),
});

/**
 * GET /api/appointments/slots?kind=test-drive&car={id}, or ?kind=service&location={id}: the free
 * slots of the location (a test drive's is its car's) from now to the dealer file's horizon, as
 * instants, with the location's time zone to show them in. A car sold, not yet arrived, or
 * reserved (in the build or since) has none and says why.
 */
export async function slotsAnswer(services: AppointmentServices, deps: PostDeps): Promise<Answer> {
  const q = new URL(deps.request.url).searchParams;
  const t = await target(services, deps, {
    kind: q.get('kind'),
    car: q.get('car'),
    location: q.get('location'),
  });
  if ('status' in t) return t;
  const now = services.now?.() ?? new Date();
  const query = await slotQuery(services, t, deps, now);
  return 'status' in query ? query : answer(200, slotsBody(t, freeSlots(query)));
}

const bookRequest = z.object({
  kind: z.string(),
  car_id: z.optional(z.unknown()),
  location_id: z.optional(z.unknown()),
  start: z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.badStart }),
  url: z.string().check(z.maxLength(2000)),
  fields: z.record(z.string(), z.unknown()),
  opt_in_text: z.optional(z.string().check(z.maxLength(2000))),
  /** The one-time code texted to the visitor's mobile (purpose `appointment`). */
  code: z.optional(z.string().check(z.maxLength(20))),
});

/** What a service booked online adds to the request form's fields: its vehicle, its plate's state. */
const serviceExtras = z.object({
  regoState: z.optional(z.enum(AU_STATES, { error: FIELD_MESSAGES.regoState })),
  vehicle: z.optional(text(FIELD_MESSAGES.vehicle, 120)),
});

/** A service booking's own fields, as its lead form has checked them. */
type ServiceFields = {
  rego: string;
  regoState?: string | undefined;
  vehicle?: string | undefined;
  additional_services?: string[] | undefined;
  message?: string | undefined;
};

/**
 * What a service booking keeps of its lead (its messages and the dealer's notice of a change
 * name the vehicle, and the notice carries the plate and the work): never contact details.
 */
const serviceDetails = (f: ServiceFields): Record<string, string> => ({
  car: f.vehicle ?? '',
  rego: f.rego,
  ...(f.regoState ? { regoState: f.regoState } : {}),
  services: (f.additional_services ?? []).join(', '),
});

/** A service booking's fields for the dealer's notice of a change, from the booking as kept. */
export const serviceNoticeFields = (details: Record<string, string>) =>
  details.rego
    ? {
        rego: details.rego,
        ...(details.regoState ? { regoState: details.regoState } : {}),
        ...(details.car ? { vehicle: details.car } : {}),
        ...(details.services ? { additional_services: details.services.split(', ') } : {}),
      }
    : {};

/** The lead's form for each kind a visitor books here. */
export const LEAD_FORM = {
  'test-drive': 'test-drive',
  service: 'service-booking',
} as const satisfies Partial<Record<AppointmentKind, FormName>>;

/**
 * POST /api/appointments: books a slot and tells the dealer. The visitor's details are checked
 * as the kind's lead form checks them before anything is written; the slot is checked against the
 * hours and what is taken, and then the database has the last word (a slot's places, a car's
 * times). A slot refused for any reason answers 409 with the reason and the slots free now. The
 * booking goes to the dealer as the kind's lead with the slot's date and time (in the location's
 * time zone) and a reference the visitor can read out. Idempotent by key.
 */
export const bookEndpoint = (services: AppointmentServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 8 * 1024,
  async handle(body, deps) {
    const key = idempotencyKey(deps.request);
    if (!key) return answer(400, { error: IDEMPOTENCY_KEY_REQUIRED });
    const req = bookRequest.safeParse(body);
    if (!req.success) return answer(400, { error: req.error.issues[0]?.message ?? 'Bad request' });
    const r = req.data;
    const t = await target(services, deps, {
      kind: r.kind,
      car: r.car_id,
      location: r.location_id,
    });
    if ('status' in t)
      return t.status === 200
        ? answer(409, { error: stockMessages(deps.config).carUnavailable, ...(t.body as object) })
        : t;
    const form = LEAD_FORM[t.kind as keyof typeof LEAD_FORM];
    if (!form) return answer(400, { error: APPOINTMENT_MESSAGES.notOnline });
    const { config } = deps;
    const zone = STATE_TIME_ZONES[t.location.address.state];
    // The date and time are the slot's, as the location's clock reads them, never the page's.
    const asked = localTime(new Date(r.start), zone);
    const fields = leadFieldsSchema(form, {
      messageRequired: false,
      termsRequired: config.leads.termsRequired,
      postcodeRequiredOnFinance: config.leads.postcodeRequiredOnFinance,
    }).safeParse({ ...r.fields, booking_date: asked.date, booking_time: asked.time });
    if (!fields.success)
      return answer(400, {
        error: fields.error.issues[0]?.message,
        issues: fields.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      });
    // A service's own vehicle and plate state, checked here: the request form asks neither.
    const extras = t.kind === 'service' ? serviceExtras.safeParse(r.fields) : null;
    if (extras && !extras.success)
      return answer(400, {
        error: extras.error.issues[0]?.message,
        issues: extras.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      });
    const service = extras?.success
      ? ({ ...(fields.data as object), ...extras.data } as ServiceFields)
      : null;
    const unbookable = service && serviceRefusal(service);
    if (unbookable) return answer(400, { error: unbookable.message, issues: [unbookable] });
    const now = services.now?.() ?? new Date();
    const storage = await deps.storage();
    // The mobile is the visitor's: a code texted to it, unless they are signed in with it. A
    // retry under the same key passes with the code already spent on it.
    const phone = normalisePhone(String((fields.data as { phone: string }).phone));
    const session = await services.signedInPhone?.(storage, config.slug, deps.request);
    if (session === null || session === undefined || normalisePhone(session) !== phone) {
      const refused = await codeRefusal(
        deps,
        storage,
        { phone, purpose: 'appointment', code: r.code, submission: key },
        () => now,
      );
      if (refused) return answer(refused.status, refused.body);
    }
    const hash = requestHash(r);
    // A retry is answered with what its key made, before the slot (now its own) is checked.
    const earlier = await bookingByKey(storage, key);
    if (earlier && earlier.requestHash !== hash)
      return answer(422, { error: IDEMPOTENCY_MISMATCH });
    const refuse = async (why: SlotRefusal) => {
      const q = await slotQuery(services, t, deps, now);
      if ('status' in q) return q;
      return answer(409, { error: SLOT_MESSAGES[why], reason: why, ...slotsBody(t, freeSlots(q)) });
    };
    let booking = earlier;
    if (!booking) {
      const q = await slotQuery(services, t, deps, now);
      if ('status' in q) return q;
      const slot = checkSlot(q, Date.parse(r.start));
      if (typeof slot === 'string') return refuse(slot);
      const contact = fields.data as Record<string, unknown>;
      const made = await book(storage, {
        site: config.slug,
        locationId: t.location.id,
        kind: t.kind,
        start: slot.start,
        end: slot.end,
        capacity: kindSettings(config.appointments, t.kind).capacity,
        carId: t.car?.id,
        contact: Object.fromEntries(
          ['name', 'last_name', 'email', 'phone'].flatMap((k) =>
            typeof contact[k] === 'string' && contact[k] ? [[k, contact[k] as string]] : [],
          ),
        ),
        details: t.car ? { car: t.car.name } : service ? serviceDetails(service) : {},
        idempotencyKey: key,
        requestHash: hash,
        now,
      });
      if ('refused' in made)
        return made.refused === 'key-reused'
          ? answer(422, { error: IDEMPOTENCY_MISMATCH })
          : refuse('taken');
      booking = made.booked;
    }
    const local = localTime(booking.startsAt, zone);
    const leadId =
      booking.leadId ??
      (await sendLead(
        storage,
        deps,
        form,
        booking,
        {
          ...(service ?? (fields.data as Record<string, unknown>)),
          ...(t.car ? carLeadFields(t.car) : {}),
          location_id: t.location.id,
          booking_date: local.date,
          booking_time: local.time,
          appointment_id: booking.id,
        },
        {
          url: r.url,
          opt_in_text: r.opt_in_text,
          ...(t.car ? { car_id: t.car.id, car_type: t.car.car_type } : {}),
        },
      ));
    const place = placeOf(t.location);
    if (services.confirm)
      await confirmBooking(
        storage,
        config,
        services.confirm,
        {
          booking,
          carName: t.car?.name ?? (booking.details.car || null),
          place,
          timeZone: zone,
          link: linkOf(config, services.confirm, booking),
        },
        now,
      );
    return answer(201, {
      reference: booking.id,
      lead_id: leadId,
      kind: t.kind,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      time_zone: zone,
      location: { id: t.location.id, name: t.location.name, phone: t.location.phone },
      ...(t.car ? { car: { id: t.car.id, name: t.car.name } } : {}),
    });
  },
});
