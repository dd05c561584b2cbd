/**
 * Save This Search on a search page (sign-in on): shown once this browser has a signed-in user;
 * keeps the page's address (its filters, sort and text live in the URL, spec Screens) with a label made
 * of the heading and the filters chosen.
 */
export function saveSearchButton(root: HTMLElement): void {
  // Where the browser keeps who is signed in (features/saved/storage-keys.ts, via the page's HTML).
  const key = root.dataset.accountKey ?? '';
  if (!key || !localStorage.getItem(key)) return;
  const button = root.querySelector('button')!;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  root.hidden = false;
  button.addEventListener('click', () => {
    const heading = document.querySelector('.search-page h1')?.textContent?.trim() ?? 'Search';
    const chips = [...document.querySelectorAll('.current-filters .chip')].map((c) =>
      (c.firstChild?.textContent ?? '').trim(),
    );
    const label = [heading, chips.filter(Boolean).join(', ')].filter(Boolean).join(': ');
    button.disabled = true;
    void fetch('/api/account/searches', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        url: location.pathname + location.search,
        label: label.slice(0, 160),
      }),
    })
      .then(async (r) => {
        const answer = (await r.json().catch(() => ({}))) as { error?: string };
        if (r.status === 401) localStorage.removeItem(key);
        status.textContent = r.ok
          ? 'Saved. You will find it in your garage.'
          : (answer.error ?? 'We could not save this search just now. Please try again.');
      })
      .catch(() => {
        status.textContent = 'We could not save this search just now. Please try again.';
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}
