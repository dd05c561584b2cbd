import { z } from 'zod';

import { INT4_MAX, isWebUrl } from '~/server/input.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import { events, phoneReveals } from '~/server/storage/schema.ts';

import { EVENTS } from './events.ts';

const ids = new Set<number>(Object.values(EVENTS));
const id = z.number().int().positive().max(INT4_MAX);
const event = z.object({
  event_id: z
    .number()
    .int()
    .refine((n) => ids.has(n), 'Unknown event id'),
  car_id: id.optional(),
  url: z.url().max(2000).refine(isWebUrl).optional(),
});

/** POST /api/events: spec Calls analytics events, by their ids. */
export const eventsEndpoint: PostEndpoint = {
  perMinute: 120,
  maxBytes: 4096,
  async handle(body, { storage, config }) {
    const parsed = event.safeParse(body);
    if (!parsed.success)
      return {
        status: 400,
        body: {
          error: `Send an event_id (one of ${[...ids].join(', ')}), and car_id and url only if known.`,
        },
      };
    await (await storage()).db.insert(events).values({
      eventId: parsed.data.event_id,
      websiteId: config.id,
      carId: parsed.data.car_id ?? null,
      url: parsed.data.url ?? null,
    });
    return { status: 202, body: { ok: true } };
  },
};

const reveal = z.object({ car_id: id, dealership_id: id, website_id: id });

/** POST /api/phone-reveal (spec States, Calls): a visitor revealed a car's phone number. */
export const phoneRevealEndpoint: PostEndpoint = {
  perMinute: 30,
  maxBytes: 2048,
  async handle(body, { storage }) {
    const parsed = reveal.safeParse(body);
    if (!parsed.success)
      return {
        status: 400,
        body: { error: 'Send car_id, dealership_id and website_id as whole numbers.' },
      };
    const { car_id, dealership_id, website_id } = parsed.data;
    await (
      await storage()
    ).db
      .insert(phoneReveals)
      .values({ carId: car_id, dealershipId: dealership_id, websiteId: website_id });
    return { status: 201, body: { ok: true } };
  },
};
