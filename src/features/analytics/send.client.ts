/**
 * Sends a spec Calls analytics event (with the page's URL) to /api/events. It never throws: a failed
 * event is only a logged warning, and `keepalive` lets it finish when the click leaves the page.
 */
export async function sendEvent(event: { event_id: number; car_id?: number }): Promise<void> {
  try {
    const res = await fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...event, url: location.href }),
      keepalive: true,
    });
    // Read the short answer, so the request finishes rather than holding its connection open.
    await res.text();
    if (!res.ok) console.warn(`Event ${event.event_id} not recorded (HTTP ${res.status})`);
  } catch {
    console.warn(`Event ${event.event_id} not recorded`);
  }
}
