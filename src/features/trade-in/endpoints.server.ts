import { and, eq, gt } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import * as z from 'zod/mini';

import { valuationSchema } from '~/features/leads/schemas.ts';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_MISMATCH,
  idempotencyKey,
  requestHash,
} from '~/server/idempotency.server.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import type { Database } from '~/server/storage/db.server.ts';
import { claimKey, releaseKey, settleKey } from '~/server/storage/idempotent.server.ts';
import { plateLookups, valuations } from '~/server/storage/schema.ts';
import type { RegoLookup } from '~/services/rego/rego.ts';
import {
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  validUntil,
  type Valuer,
} from '~/services/valuer/valuer.ts';

import { pastOnlineLimit } from './eligibility.ts';
import { TRADE_IN_MESSAGES as T } from './messages.ts';

export interface TradeInServices {
  rego: () => RegoLookup;
  valuer: () => Valuer;
  /** The catalogue's models by make: a car not looked up by its plate must be one of them. */
  models: () => Promise<Record<string, string[]>>;
  now?: () => Date;
}

/** How long a plate lookup's answer may be named by the estimate that follows it. */
const LOOKUP_TTL_MS = 60 * 60 * 1000;

const lookupRequest = z.object({
  rego: valuationSchema.shape.rego,
  regoState: valuationSchema.shape.regoState,
});

type Issue = { path: PropertyKey[]; message: string };
const refused = (list: Issue[]) => ({
  status: 400,
  body: {
    error: list[0]?.message ?? T.badRequest,
    issues: list.map((i) => ({ field: i.path.join('.'), message: i.message })),
  },
});
const busy = (retryAfter: number, error: string) => ({
  status: 503,
  body: { error },
  headers: { 'Retry-After': String(retryAfter) },
});

/** POST /api/trade-in/lookup: the car a plate is registered to in a state, or why not. */
export const lookupEndpoint = (services: TradeInServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, { config, storage }) {
    const noun = config.tradeIn.noun.singular;
    const req = lookupRequest.safeParse(body);
    if (!req.success) return refused(req.error.issues);
    const answer = await services.rego()(req.data.rego, req.data.regoState);
    switch (answer.kind) {
      case 'found': {
        // Kept (the car, not the plate) for the estimate to name: it values this car.
        const id = `P${nanoid(16)}`;
        const { db } = await storage();
        await db.insert(plateLookups).values({
          id,
          dealerSlug: config.slug,
          vehicle: answer.vehicle as unknown as Record<string, unknown>,
          createdAt: services.now?.() ?? new Date(),
        });
        return { status: 200, body: { vehicle: answer.vehicle, lookup_id: id } };
      }
      case 'not-found':
        return { status: 404, body: { error: T.notFound(req.data.regoState, noun) } };
      case 'unavailable':
        console.error(`[trade-in] plate lookup unavailable (${answer.reason})`);
        return busy(answer.retryAfter, T.lookupDown(noun));
      case 'refused':
        console.error(`[trade-in] plate lookup refused us (${answer.reason})`);
        return { status: 502, body: { error: T.lookupDown(noun) } };
    }
  },
});

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const answerSchema = z.object(
  Object.fromEntries(
    Object.entries(CONDITION_QUESTIONS).map(([q, { answers }]) => [
      q,
      z.enum(Object.keys(answers) as [string, ...string[]], { error: T.answer }),
    ]),
  ),
);
const estimateRequest = z.object({
  vehicle: z.object({
    year: z.int({ error: T.year }).check(z.minimum(1950, T.year), z.maximum(2100, T.year)),
    make: text(60),
    model: text(60),
    badge: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(60)))),
  }),
  kms: valuationSchema.shape.kms,
  regoState: valuationSchema.shape.regoState,
  answers: answerSchema,
  /** The plate lookup that found the car, when it was looked up (else it was chosen from the lists). */
  lookup_id: z.optional(z.string().check(z.regex(/^P[\w-]{16}$/))),
});

/** The same name, whatever its case and spaces around it. */
const norm = (x: unknown) =>
  String(x ?? '')
    .trim()
    .toLowerCase();
const same = (a: unknown, b: unknown) => norm(a) === norm(b);

/**
 * Whether the car is one the site can value: the one its plate lookup found (same year, make and
 * model), or a make and model of the catalogue. The reason it is not, else null.
 */
async function unknownCar(
  services: TradeInServices,
  db: Database,
  slug: string,
  req: z.infer<typeof estimateRequest>,
  now: Date,
  noun: string,
): Promise<string | null> {
  const { vehicle } = req;
  if (req.lookup_id) {
    const [found] = await db
      .select()
      .from(plateLookups)
      .where(
        and(
          eq(plateLookups.id, req.lookup_id),
          eq(plateLookups.dealerSlug, slug),
          gt(plateLookups.createdAt, new Date(now.getTime() - LOOKUP_TTL_MS)),
        ),
      );
    const v = found?.vehicle;
    return v &&
      v.year === vehicle.year &&
      same(v.make, vehicle.make) &&
      same(v.model, vehicle.model)
      ? null
      : T.notThatCar(noun);
  }
  const models = await services.models();
  const make = Object.keys(models).find((m) => same(m, vehicle.make));
  return make && models[make]!.some((m) => same(m, vehicle.model)) ? null : T.unknownModel(noun);
}

/**
 * POST /api/trade-in/estimate: values the car (no online figure over 7 years or 100,000 km, or
 * with too few comparables), stores the valuation and answers it with its id and the date it
 * holds until. The lead that follows names the id, so the dealer gets what the visitor saw.
 */
export const estimateEndpoint = (services: TradeInServices): PostEndpoint => ({
  perMinute: 12,
  maxBytes: 4 * 1024,
  async handle(body, { storage, config, request }) {
    const key = idempotencyKey(request);
    if (!key) return { status: 400, body: { error: IDEMPOTENCY_KEY_REQUIRED } };
    const req = estimateRequest.safeParse(body);
    if (!req.success) return refused(req.error.issues);
    const now = services.now?.() ?? new Date();
    if (req.data.vehicle.year > now.getFullYear() + 1)
      return refused([{ path: ['vehicle', 'year'], message: T.year }]);
    const { db } = await storage();
    const noun = config.tradeIn.noun.singular;
    const unknown = await unknownCar(services, db, config.slug, req.data, now, noun);
    if (unknown) return refused([{ path: ['vehicle', 'model'], message: unknown }]);
    // One valuation a key: the same request again gets the first answer, with no second call to
    // the valuation service (a paid one where the dealer has it), however many arrive at once.
    const claimed = `valuation:${config.slug}:${key}`;
    const claim = await claimKey(db, claimed, requestHash(req.data));
    if (claim.kind === 'answered') return { status: claim.status, body: claim.body };
    if (claim.kind === 'mismatch') return { status: 422, body: { error: IDEMPOTENCY_MISMATCH } };
    if (claim.kind === 'in-progress') return { status: 409, body: { error: T.inProgress } };
    try {
      const out = await valueCar(services, db, config.slug, req.data, now);
      if (out.status === 201) await settleKey(db, claimed, out.status, out.body);
      else await releaseKey(db, claimed);
      return out;
    } catch (e) {
      await releaseKey(db, claimed).catch(() => undefined);
      throw e;
    }
  },
});

/** Values the car (or says why there is no online figure) and stores the valuation. */
async function valueCar(
  services: TradeInServices,
  db: Database,
  slug: string,
  req: z.infer<typeof estimateRequest>,
  now: Date,
): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  const { vehicle, kms, regoState, answers } = req;
  const past = pastOnlineLimit(vehicle.year, kms, now);
  const result = past
    ? { kind: 'no-figure' as const, reason: past }
    : await services.valuer()(
        {
          vehicle: { ...vehicle, badge: vehicle.badge ?? null },
          kms,
          state: regoState,
          answers: answers as ConditionAnswers,
        },
        now,
      );
  if (result.kind === 'unavailable') {
    console.error(`[trade-in] valuation unavailable (${result.reason})`);
    return busy(result.retryAfter, T.valuerDown);
  }
  const id = `V${nanoid(16)}`;
  const until = result.kind === 'estimate' ? validUntil(now) : null;
  await db.insert(valuations).values({
    id,
    dealerSlug: slug,
    vehicle,
    kms,
    state: regoState,
    answers,
    result,
    validUntil: until,
  });
  return { status: 201, body: { valuation_id: id, valid_until: until, ...result } };
}
