import { nanoid } from 'nanoid';
import * as z from 'zod/mini';

import { valuationSchema } from '~/features/leads/schemas.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import { valuations } from '~/server/storage/schema.ts';
import type { RegoLookup } from '~/services/rego/rego.ts';
import {
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  validUntil,
  type Valuer,
} from '~/services/valuer/valuer.ts';

import { ONLINE_ESTIMATE_LIMITS, onlineEstimateAvailable } from './eligibility.ts';
import { TRADE_IN_MESSAGES as T } from './messages.ts';

export interface TradeInServices {
  rego: () => RegoLookup;
  valuer: () => Valuer;
  now?: () => Date;
}

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
  async handle(body, { config }) {
    const noun = config.tradeIn.noun.singular;
    const req = lookupRequest.safeParse(body);
    if (!req.success) return refused(req.error.issues);
    const answer = await services.rego()(req.data.rego, req.data.regoState);
    switch (answer.kind) {
      case 'found':
        return { status: 200, body: { vehicle: answer.vehicle } };
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
});

/**
 * POST /api/trade-in/estimate: values the car (no online figure over 7 years or 100,000 km, or
 * with too few comparables), stores the valuation and answers it with its id and the date it
 * holds until. The lead that follows names the id, so the dealer gets what the visitor saw.
 */
export const estimateEndpoint = (services: TradeInServices): PostEndpoint => ({
  perMinute: 12,
  maxBytes: 4 * 1024,
  async handle(body, { storage, config }) {
    const req = estimateRequest.safeParse(body);
    if (!req.success) return refused(req.error.issues);
    const { vehicle, kms, regoState, answers } = req.data;
    const now = services.now?.() ?? new Date();
    if (vehicle.year > now.getFullYear() + 1)
      return refused([{ path: ['vehicle', 'year'], message: T.year }]);
    const eligible = onlineEstimateAvailable(vehicle.year, kms, now);
    const result = !eligible
      ? {
          kind: 'no-figure' as const,
          reason:
            now.getFullYear() - vehicle.year > ONLINE_ESTIMATE_LIMITS.years
              ? ('too-old' as const)
              : ('too-far' as const),
        }
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
    const { db } = await storage();
    await db.insert(valuations).values({
      id,
      dealerSlug: config.slug,
      vehicle,
      kms,
      state: regoState,
      answers,
      result,
      validUntil: until,
    });
    return { status: 201, body: { valuation_id: id, valid_until: until, ...result } };
  },
});
