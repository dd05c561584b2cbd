import { createHash, createHmac, randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
import { sessions, users } from '~/server/storage/schema.ts';

/**
 * Server-side sessions: the browser holds only an opaque random id in an HttpOnly,
 * Secure, SameSite=Lax cookie with no Domain (so it goes to this dealer's host alone); the database
 * holds a hash of it, the user and the site it was made on. Idle for 30 days, a session ends.
 */
export const SESSION_COOKIE = 'sid';
export const IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's idle clock (and its cookie's Max-Age) is renewed at most hourly, not on every call. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionUser {
  id: string;
  phone: string;
  metadata: Record<string, string> | null;
}

export interface Session {
  user: SessionUser;
  idHash: string;
  /** A renewed cookie to send back, when the idle clock was renewed. */
  cookie: string | null;
}

const cookieLine = (value: string, maxAgeMs: number) =>
  `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; Secure; SameSite=Lax`;

/** The Set-Cookie value that removes the session cookie. */
export const clearedCookie = () => cookieLine('', 0);

/** The session id the request's cookie carries, or null (only a well-formed id is looked up). */
export function sessionId(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

/**
 * The id of the session one sign-in starts: made from the server's key, the code's submission
 * (its Idempotency-Key), the phone and the code, so that the same sign-in sent again gets the
 * same session back, never a second one. Nobody without the key can make it.
 */
export const signInSessionId = (key: string, submission: string, phone: string, code: string) =>
  createHmac('sha256', key)
    .update(`sign-in\u0000${submission}\u0000${phone}\u0000${code}`)
    .digest('base64url');

/**
 * Signs a user in on this browser: any other session the request already carried is ended first
 * (rotation: an id known before sign-in never becomes a signed-in one), then the session `id`
 * (signInSessionId; random when not given) is made.
 */
export async function startSession(
  storage: Storage,
  site: string,
  userId: string,
  request: Request,
  now: Date,
  id = randomBytes(32).toString('base64url'),
): Promise<string> {
  const old = sessionId(request);
  if (old && old !== id) await storage.db.delete(sessions).where(eq(sessions.idHash, hashId(old)));
  await storage.db
    .insert(sessions)
    .values({
      idHash: hashId(id),
      userId,
      websiteSlug: site,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + IDLE_MS),
    })
    .onConflictDoNothing();
  return cookieLine(id, IDLE_MS);
}

/**
 * A sign-in sent again (the answer was lost): the session it started, if it is still open (not
 * signed out, not idle past its time), as a cookie; else null.
 */
export async function resumeSession(
  storage: Storage,
  site: string,
  id: string,
  now: Date,
): Promise<string | null> {
  const [row] = await storage.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, hashId(id)), eq(sessions.websiteSlug, site)));
  return row && row.expiresAt > now
    ? cookieLine(id, row.expiresAt.getTime() - now.getTime())
    : null;
}

/**
 * The signed-in user of this request on this site, or null: no cookie, an unknown or ended id, an
 * id made on another dealer's site, or one idle past 30 days (which is then removed).
 */
export async function currentSession(
  storage: Storage,
  site: string,
  request: Request,
  now: Date,
): Promise<Session | null> {
  const id = sessionId(request);
  if (!id) return null;
  const idHash = hashId(id);
  const [row] = await storage.db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      phone: users.phone,
      metadata: users.metadata,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.websiteSlug, site)));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await storage.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let cookie: string | null = null;
  if (now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    await storage.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + IDLE_MS) })
      .where(eq(sessions.idHash, idHash));
    cookie = cookieLine(id, IDLE_MS);
  }
  return { user: { id: row.id, phone: row.phone, metadata: row.metadata }, idHash, cookie };
}

/** Ends this browser's session, or every session of its user ("Sign out everywhere"). */
export async function endSession(
  storage: Storage,
  session: Session,
  everywhere: boolean,
): Promise<void> {
  await storage.db
    .delete(sessions)
    .where(everywhere ? eq(sessions.userId, session.user.id) : eq(sessions.idHash, session.idHash));
}
