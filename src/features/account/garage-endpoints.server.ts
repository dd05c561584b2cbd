import * as z from 'zod/mini';

import { FIELD_MESSAGES } from '~/features/leads/messages.ts';
import { mobileField, text } from '~/features/leads/schemas.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { invalidBody } from '~/features/verification/requests.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import { INT4_MAX } from '~/server/input.ts';
import type { Storage } from '~/server/storage/db.server.ts';

import { type AccountServices, clock, signedInPost } from './endpoints.server.ts';
import { ACCOUNT_MESSAGES as A } from './messages.ts';
import type { Session } from './session.server.ts';
import { type Answer, answer } from './signed-in.server.ts';
import { watchItems } from './watch-items.ts';
import {
  removeCar,
  removeSearches,
  saveCars,
  saveSearch,
  searchesOf,
  watchlistOf,
} from './watchlist.server.ts';

/*
 * What a signed-in buyer keeps in the garage: the cars on the watchlist and the saved searches.
 * Every call is the signed-in visitor's own (`signedInPost`), for the phone of the session only.
 */

const carId = z.int({ error: A.noSuchCar }).check(z.positive(), z.maximum(INT4_MAX));
const watchRequest = z.object({ phone_number: mobileField, car_id: carId });

/** Spec Calls: the body's phone must be the signed-in user's. */
const notMine = (session: Session, phone: string) =>
  normalisePhone(phone) !== session.user.phone
    ? answer(403, { success: false, error: A.notYourPhone })
    : null;

/** The watchlist as the garage and the save buttons show it: each car with its live status. */
async function listAnswer(services: AccountServices, storage: Storage, session: Session) {
  const rows = await watchlistOf(storage, session.user.id);
  return answer(200, { success: true, watchlist: await watchItems(rows, services.car) });
}

/** A save or remove request's car, or the answer that refuses it (a bad body, another's phone). */
function watchedCar(body: unknown, session: Session): { carId: number } | { refused: Answer } {
  const req = watchRequest.safeParse(body);
  if (!req.success)
    return {
      refused: answer(400, { success: false, error: req.error.issues[0]?.message ?? V.unknown }),
    };
  const refused = notMine(session, req.data.phone_number);
  return refused ? { refused } : { carId: req.data.car_id };
}

/** POST /api/watchlist/save-car (spec Calls): body phone_number, car_id; answers success and the list. */
export const saveCarEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 60, maxBytes: 512 }, async (body, session, storage) => {
    const req = watchedCar(body, session);
    if ('refused' in req) return req.refused;
    if (!(await services.car(req.carId)))
      return answer(404, { success: false, error: A.noSuchCar });
    await saveCars(storage, session.user.id, [req.carId], clock(services));
    return listAnswer(services, storage, session);
  });

/** POST /api/watchlist/remove-car (spec Calls): the same body; a car no longer listed can still go. */
export const removeCarEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 60, maxBytes: 512 }, async (body, session, storage) => {
    const req = watchedCar(body, session);
    if ('refused' in req) return req.refused;
    await removeCar(storage, session.user.id, req.carId);
    return listAnswer(services, storage, session);
  });

const mergeRequest = z.object({
  phone_number: mobileField,
  car_ids: z.array(carId).check(z.maxLength(200)),
});

/**
 * POST /api/watchlist/merge: at sign-in, the cars this browser saved before (and the one the
 * visitor pressed Save on while signed out) join the watchlist, so nothing saved is lost.
 */
export const mergeEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 10, maxBytes: 8 * 1024 }, async (body, session, storage) => {
    const req = mergeRequest.safeParse(body);
    if (!req.success)
      return answer(400, { success: false, error: req.error.issues[0]?.message ?? V.unknown });
    const refused = notMine(session, req.data.phone_number);
    if (refused) return refused;
    const listed = [];
    for (const id of new Set(req.data.car_ids)) if (await services.car(id)) listed.push(id);
    await saveCars(storage, session.user.id, listed, clock(services));
    return listAnswer(services, storage, session);
  });

const searchRequest = z.object({
  url: z.string({ error: A.searchUrl }).check(
    z.maxLength(600, A.searchUrl),
    z.refine(
      (u) => /^\/search\/[a-z0-9-/]*(\?[^\s#]*)?$/.test(u) && !u.includes('//'),
      A.searchUrl,
    ),
  ),
  label: text(FIELD_MESSAGES.message, 160),
});

/** POST /api/account/searches: keeps a search page URL with its label (at most 20 an account). */
export const saveSearchEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 20, maxBytes: 2048 }, async (body, session, storage) => {
    const req = searchRequest.safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
    const kept = await saveSearch(storage, session.user.id, req.data, clock(services));
    if (!kept) return answer(409, { error: A.tooManySearches });
    return answer(200, { searches: await searchesOf(storage, session.user.id) });
  });

/** POST /api/account/searches/remove: body `id`. */
export const removeSearchEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 20, maxBytes: 256 }, async (body, session, storage) => {
    const req = z.object({ id: z.int().check(z.positive(), z.maximum(INT4_MAX)) }).safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
    await removeSearches(storage, session.user.id, [req.data.id]);
    return answer(200, { searches: await searchesOf(storage, session.user.id) });
  });
