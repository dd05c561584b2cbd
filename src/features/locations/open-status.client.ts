import { openStatus } from './schedule.ts';
import { localTime, STATE_TIME_ZONES } from './time.ts';
import type { HoursData } from './view.ts';

/**
 * "Open now · closes 5:30pm" / "Closed · opens Mon 8:30am" in each location's own time zone, in
 * the browser (the HTML holds the weekly table; this fills the live line and drops dated rows
 * that have passed). A few hundred bytes, no framework; runs again each minute.
 */
function update(): void {
  const now = new Date();
  for (const el of document.querySelectorAll<HTMLElement>('[data-open-status]')) {
    const data = JSON.parse(el.dataset.openStatus!) as HoursData;
    const status = openStatus({ ...data, address: { state: data.state } }, now);
    el.textContent = status.text;
    el.classList.toggle('is-open', status.open);
    el.classList.toggle('is-closed', !status.open);
  }
  for (const table of document.querySelectorAll<HTMLElement>('[data-hours-state]')) {
    const state = table.dataset.hoursState as HoursData['state'];
    const today = localTime(now, STATE_TIME_ZONES[state]).date;
    for (const row of table.querySelectorAll<HTMLElement>('[data-date]'))
      row.hidden = row.dataset.date! < today;
  }
}

update();
setInterval(update, 60_000);
