import { searchHome } from 'virtual:dealer/client-flags';

import { ALERT_MESSAGES as M } from '../messages.ts';

/**
 * The search an alert page (/alerts/new) watches: its `?search=`, else the search page the buyer
 * came from (same site: the browser sends its whole address, filters included), else all stock.
 */
export function searchFromPage(): string {
  const given = new URLSearchParams(location.search).get('search');
  if (given?.startsWith('/search/')) return given;
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && from.pathname.startsWith('/search/'))
      return from.pathname + from.search;
  } catch {
    // No referrer: all stock.
  }
  return searchHome;
}

/** Sends the notify-me form to POST /api/alerts and says what happened in its status line. */
export function wireAlertForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[role=status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const say = (text: string, tone: 'ok' | 'error') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  // Once the box is ticked, the line asking for it no longer stands.
  form.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.name === 'consent' && box.checked && status.textContent === M.noConsent) say('', 'ok');
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const contact = form.elements.namedItem('contact') as HTMLInputElement;
    const consent = form.elements.namedItem('consent') as HTMLInputElement;
    if (!contact.value.trim() || !contact.checkValidity()) {
      say('texts' in form.dataset ? M.badContact : M.badEmail, 'error');
      contact.focus();
      return;
    }
    if (!consent.checked) {
      say(M.noConsent, 'error');
      consent.focus();
      return;
    }
    button.disabled = true;
    say(M.sending, 'ok');
    // A price-drop alert names its saved car (set by price-drop.client.ts); others a search.
    const watched = form.dataset.watch ? { car: JSON.parse(form.dataset.watch) as unknown } : null;
    const what = watched ?? { search: form.dataset.search || searchFromPage() };
    fetch('/api/alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ contact: contact.value.trim(), ...what, consent: true }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
        if (res.ok) {
          say(body.message ?? M.checkInbox, 'ok');
          form.reset();
        } else say(body.error ?? M.failed, 'error');
      })
      .catch(() => say(M.failed, 'error'))
      .finally(() => {
        button.disabled = false;
      });
  });
}
