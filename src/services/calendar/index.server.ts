import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { calDavBusy } from './caldav.server.ts';
import type { CalendarBusy } from './calendar.ts';

/**
 * The dealer's calendar the dealer file names (`appointments.calendar`): none (the bookings the
 * store keeps are the whole diary), or a CalDAV calendar whose busy times are read with the
 * credentials in the env vars it names.
 */
export function calendarFor(
  config: Pick<DealerConfig, 'appointments'>,
  env: ReadEnv,
): CalendarBusy | null {
  const { calendar } = config.appointments;
  if (calendar.provider === 'none') return null;
  const username = env(calendar.usernameEnv);
  const password = env(calendar.passwordEnv);
  if (!calendar.url || !username || !password)
    throw new ServiceConfigError(
      `appointments.calendar.provider is "caldav": set appointments.calendar.url, and ${calendar.usernameEnv} and ${calendar.passwordEnv} to the calendar's credentials.`,
    );
  return calDavBusy({ url: calendar.url, username, password });
}
