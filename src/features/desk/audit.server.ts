import { and, desc, eq } from 'drizzle-orm';

import type { StaffMember } from '~/config/schema/desk.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { deskAudit } from '~/server/storage/schema.ts';

export type AuditEntry = typeof deskAudit.$inferSelect;

export interface AuditedAction {
  member: StaffMember;
  /** What was done, e.g. `reservation.convert`, `sign-in`. */
  action: string;
  /** The record it was done to, e.g. `reservation:<id>`. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Adds one line to the desk's audit log (the database refuses to change or remove one). */
export async function audit(
  storage: Storage,
  site: string,
  entry: AuditedAction,
  at: Date,
): Promise<void> {
  await storage.db.insert(deskAudit).values({
    websiteSlug: site,
    at,
    staffName: entry.member.name,
    staffMobile: entry.member.mobile,
    role: entry.member.role,
    action: entry.action,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  });
}

/** The site's audit log, newest first; `target` narrows it to one record. */
export async function auditTrail(
  storage: Storage,
  site: string,
  opts: { target?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  return storage.db
    .select()
    .from(deskAudit)
    .where(
      and(
        eq(deskAudit.websiteSlug, site),
        ...(opts.target ? [eq(deskAudit.target, opts.target)] : []),
      ),
    )
    .orderBy(desc(deskAudit.at), desc(deskAudit.id))
    .limit(opts.limit ?? 100);
}
