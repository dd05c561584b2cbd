/**
 * The account menu's behaviour (no framework): shows the menu when this browser has a signed-in
 * user (local storage `account`), and signs out here or everywhere.
 */
export function accountMenu(root: HTMLElement): void {
  let name: string | null;
  try {
    const me = JSON.parse(localStorage.getItem('account') ?? 'null') as {
      first_name?: string | null;
    } | null;
    if (!me) return;
    name = me.first_name ?? null;
  } catch {
    return;
  }
  const link = root.querySelector<HTMLElement>('.account-sign-in');
  const details = root.querySelector<HTMLDetailsElement>('.account-details');
  if (!link || !details) return;
  link.hidden = true;
  details.hidden = false;
  if (name) details.querySelector('summary')!.textContent = `Hi ${name}`;
  details.querySelectorAll<HTMLButtonElement>('[data-sign-out]').forEach((b) =>
    b.addEventListener('click', () => {
      b.disabled = true;
      void fetch('/api/account/sign-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ everywhere: b.dataset.signOut === 'everywhere' }),
      })
        .then((r) => {
          // Signed out already (401) is as good as signed out now.
          if (!r.ok && r.status !== 401) throw new Error(String(r.status));
          localStorage.removeItem('account');
          localStorage.removeItem('favourites');
          location.assign('/');
        })
        .catch(() => {
          b.disabled = false;
          alert('We could not sign you out just now. Please try again.');
        });
    }),
  );
}
