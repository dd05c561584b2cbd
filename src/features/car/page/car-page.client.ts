import { sendEvent } from '~/features/analytics/send.client.ts';

import { rememberViewed, VIEWED_KEY, type ViewedCar } from '../viewed.ts';

/**
 * The car page's own script, loaded before any interaction (a few hundred bytes, no framework):
 * counts the view and shows the total (spec Calls; silent when it fails), adds the car to the
 * visitor's viewed-car list (spec Entities), and sends the page's analytics events (4 on opening a used
 * car, 60 and 25 on their links). The view count's
 * answer also says whether the car's location is open now (the sticky footer's Call Now).
 */
/**
 * What the view count answers besides the count: whether the car's location is open now (or not
 * known), and the car's status now (a reservation since the build takes it off the market).
 */
export interface LiveCar {
  locationOpen: boolean | null;
  /** The car's fields now (spec Calls car_fields: status, reserved), where the count answered. */
  fields?: { status?: string; reserved?: boolean } | undefined;
}

export async function recordView(
  el: HTMLElement,
  fetcher: typeof fetch = fetch,
  storage: Storage | null = globalThis.localStorage ?? null,
  send: typeof sendEvent = sendEvent,
): Promise<LiveCar> {
  const viewed = JSON.parse(el.dataset.viewed ?? 'null') as ViewedCar | null;
  try {
    if (viewed && storage)
      storage.setItem(
        VIEWED_KEY,
        JSON.stringify(
          rememberViewed(JSON.parse(storage.getItem(VIEWED_KEY) ?? '[]') as ViewedCar[], viewed),
        ),
      );
  } catch {
    /* storage unavailable or unreadable: nothing to remember */
  }
  // Spec States: event 4 when a used car's page opens (the element says which event, if any).
  if (el.dataset.viewEvent)
    void send({ event_id: Number(el.dataset.viewEvent), car_id: Number(el.dataset.carId) });
  const query = `photos_count=${el.dataset.photos ?? 0}&updated_at=${encodeURIComponent(el.dataset.updatedAt ?? '')}&website_id=${el.dataset.websiteId ?? ''}`;
  try {
    const r = await fetcher(`/api/cars/${el.dataset.slug}/view.json?${query}`);
    const answer = r.ok
      ? ((await r.json()) as {
          views_text?: string | null;
          location_open?: boolean | null;
          car_fields?: { status?: string; reserved?: boolean };
          listed?: string;
        } | null)
      : null;
    // The words are the server's ('1,234 views'; 'Listed 23 days ago', counted today in
    // the dealer's calendar, in place of the date the page was built with).
    const text = answer?.views_text;
    if (text) {
      el.textContent = text;
      el.hidden = false;
    }
    const listed = el.ownerDocument.querySelector('.listed');
    if (listed && answer?.listed) listed.textContent = answer.listed;
    return { locationOpen: answer?.location_open ?? null, fields: answer?.car_fields };
  } catch {
    /* the count is a nicety: a failure shows nothing */
    return { locationOpen: null };
  }
}

/** Spec Calls events on plain links (history report 60, calling the dealer 25); a failed call is only logged. */
export function wireEvents(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLElement>('[data-event]')) {
    link.addEventListener('click', () => {
      void sendEvent({
        event_id: Number(link.dataset.event),
        ...(link.dataset.carId ? { car_id: Number(link.dataset.carId) } : {}),
      });
    });
  }
}

/**
 * A car reserved or sold online since the page was built says so at once: its Reserve
 * (or Online Purchase) buttons give way to 'Notify me if it becomes available'.
 */
export function showLiveState(root: ParentNode, live: LiveCar): void {
  const note = root.querySelector<HTMLElement>('[data-live-state]');
  const sold = live.fields?.status === 'sold';
  if (!note || !(sold || live.fields?.reserved)) return;
  // The Reserve buttons and the Reserve Online section go; Notify me takes their place.
  for (const el of root.querySelectorAll<HTMLElement>('[data-checkout-link]')) el.hidden = true;
  for (const el of root.querySelectorAll<HTMLElement>('[data-notify]')) el.hidden = sold;
  // The words are the page's (data-reserved, data-sold), in the dealer's words for its stock.
  note.textContent = (sold ? note.dataset.sold : note.dataset.reserved) ?? '';
  note.hidden = false;
}
