import { z } from 'zod';

import {
  type DeskRole,
  mobileDigits,
  type StaffMember,
  staffMemberSchema,
} from '~/config/schema/desk.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

export type StaffList =
  { ok: true; staff: readonly StaffMember[] } | { ok: false; message: string };

/**
 * Who may sign in at the desk: the dealer file's `features.desk.staff` and the JSON array in the
 * environment variable it names (`staffEnv`), which wins for a mobile in both. A variable that is
 * not such an array fails, naming the variable and the entry's field, never its value.
 */
export function deskStaff(
  desk: Pick<DealerConfig['features']['desk'], 'staff' | 'staffEnv'>,
  envValue: string | undefined,
): StaffList {
  let fromEnv: StaffMember[] = [];
  if (envValue?.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(envValue);
    } catch {
      return { ok: false, message: `${desk.staffEnv} is not JSON: give an array of staff.` };
    }
    const parsed = z.array(staffMemberSchema).safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return {
        ok: false,
        message: `${desk.staffEnv}${issue.path.map((p) => `[${JSON.stringify(p)}]`).join('')}: ${issue.message}`,
      };
    }
    fromEnv = parsed.data;
  }
  const byMobile = new Map<string, StaffMember>();
  for (const member of [...desk.staff, ...fromEnv]) {
    const mobile = mobileDigits(member.mobile);
    byMobile.set(mobile, { ...member, mobile });
  }
  return { ok: true, staff: [...byMobile.values()] };
}

/** The member of staff with this mobile (any spacing), or null. */
export function staffMember(staff: readonly StaffMember[], mobile: string): StaffMember | null {
  const digits = mobileDigits(mobile);
  return staff.find((m) => mobileDigits(m.mobile) === digits) ?? null;
}

/** The parts of the desk each role works on; the server checks these on every call. */
export const DESK_AREAS = [
  'reservations',
  'leads',
  'test-drives',
  'service',
  'feeds',
  'alerts',
] as const;
export type DeskArea = (typeof DESK_AREAS)[number];

const AREAS: Record<DeskRole, readonly DeskArea[]> = {
  sales: ['reservations', 'leads', 'test-drives'],
  service: ['service'],
  manager: DESK_AREAS,
};

export const mayUse = (role: DeskRole, area: DeskArea) => AREAS[role].includes(area);
