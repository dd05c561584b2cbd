import { createHash, randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { StaffMember } from '~/config/schema/desk.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { deskSessions } from '~/server/storage/schema.ts';

import { staffMember } from './staff.ts';

/**
 * Staff sessions, apart from buyers' (`account/session.server.ts`): their own table and their own
 * cookie, so a buyer's session never opens the desk and a desk session is no buyer's. The cookie
 * is `__Host-` (Secure, Path=/, no Domain: this host only), HttpOnly and SameSite=Strict; the
 * database keeps the id's SHA-256. A session ends after 12 hours idle, at sign-out, or as soon as
 * its mobile leaves the staff list; the role is the list's at each request.
 */
export const DESK_COOKIE = '__Host-desk';
export const DESK_IDLE_MS = 12 * 60 * 60 * 1000;
/** The idle clock is renewed at most every 10 minutes of use, not on every call. */
const RENEW_AFTER_MS = 10 * 60 * 1000;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

const cookieLine = (value: string, maxAgeMs: number) =>
  `${DESK_COOKIE}=${value}; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; Secure; SameSite=Strict`;

export interface DeskSession {
  member: StaffMember;
  idHash: string;
  /** A renewed cookie to send back, when the idle clock was renewed. */
  cookie: string | null;
}

/** The desk session id the request's cookie carries, or null (only a well-formed id is looked up). */
function deskSessionId(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DESK_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

/** Signs a member of staff in on this browser, ending the desk session it carried before. */
export async function startDeskSession(
  storage: Storage,
  site: string,
  mobile: string,
  request: Request,
  now: Date,
): Promise<string> {
  const old = deskSessionId(request);
  if (old) await storage.db.delete(deskSessions).where(eq(deskSessions.idHash, hashId(old)));
  const id = randomBytes(32).toString('base64url');
  await storage.db.insert(deskSessions).values({
    idHash: hashId(id),
    websiteSlug: site,
    mobile,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + DESK_IDLE_MS),
  });
  return cookieLine(id, DESK_IDLE_MS);
}

/**
 * The member of staff signed in on this request at this site, or null: no desk cookie, an unknown
 * or ended id, one made on another dealer's site, one idle past 12 hours, or a mobile no longer on
 * the staff list (the last two are removed).
 */
export async function currentDeskSession(
  storage: Storage,
  site: string,
  staff: readonly StaffMember[],
  request: Request,
  now: Date,
): Promise<DeskSession | null> {
  const id = deskSessionId(request);
  if (!id) return null;
  const idHash = hashId(id);
  const [row] = await storage.db
    .select()
    .from(deskSessions)
    .where(and(eq(deskSessions.idHash, idHash), eq(deskSessions.websiteSlug, site)));
  if (!row) return null;
  const member = staffMember(staff, row.mobile);
  if (!member || row.expiresAt.getTime() <= now.getTime()) {
    await storage.db.delete(deskSessions).where(eq(deskSessions.idHash, idHash));
    return null;
  }
  let cookie: string | null = null;
  if (now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    await storage.db
      .update(deskSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + DESK_IDLE_MS) })
      .where(eq(deskSessions.idHash, idHash));
    cookie = cookieLine(id, DESK_IDLE_MS);
  }
  return { member, idHash, cookie };
}

/** Signs this browser out of the desk. */
export async function endDeskSession(storage: Storage, session: DeskSession): Promise<void> {
  await storage.db.delete(deskSessions).where(eq(deskSessions.idHash, session.idHash));
}
