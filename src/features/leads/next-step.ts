/**
 * The success page's next step with its time: when the location the enquiry went to will call.
 * Worked out in the browser, at the moment the page is read, from opening times the build wrote
 * into the page (locations/open-intervals.ts). Imports nothing, so the success page's script
 * shares no chunk with the pages whose forms lead to it.
 */

/** A location as the success page's data carries it: its name and when it is open (epoch minutes). */
export interface OpenTimes {
  name: string;
  open: [number, number][];
}

/** Less time than this before closing is not time for a call today. */
const MIN_LEFT = 30;

/**
 * What happens next, e.g. 'Driveaway Osborne Park is open until 5:30pm today, so expect our
 * call before then.' or '… opens at 8:30am tomorrow; expect our call from then.'; null when the
 * data holds no opening ahead (then the page keeps its general words).
 */
export function nextStepText(place: OpenTimes, now: Date, timeZone: string): string | null {
  const minute = now.getTime() / 60_000;
  const next = place.open.find(([, closes]) => closes - MIN_LEFT > minute);
  if (!next) return null;
  const [opens, closes] = next;
  const clock = new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' });
  // '5:30pm', as the location's hours table writes it.
  const time = (m: number) =>
    clock
      .format(new Date(m * 60_000))
      .replace(/\s+/g, '')
      .toLowerCase();
  if (opens <= minute)
    return `${place.name} is open until ${time(closes)} today, so expect our call before then.`;
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone });
  const day = (d: Date) => ymd.format(d);
  const at = new Date(opens * 60_000);
  const when =
    day(at) === day(now)
      ? 'today'
      : day(at) === day(new Date(now.getTime() + 86_400_000))
        ? 'tomorrow'
        : `on ${new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at)}`;
  return `${place.name} opens at ${time(opens)} ${when}; expect our call from then.`;
}
