import { useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { postJson } from '~/components/post-json.client.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';

import type { BrowserAccount } from '../account.client.ts';

/** Leaves the account: sign out here or everywhere, or delete it (asked twice, saying what goes). */
export default function AccountActions({
  dealerName,
  account,
}: {
  dealerName: string;
  account: BrowserAccount;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = async (path: string, body: unknown) => {
    setBusy(true);
    setError(null);
    const r = await postJson(path, body, { fallback: V.unknown });
    // Signed out already (401) is as good as signed out now.
    if (!r.ok && r.status !== 401) {
      setBusy(false);
      return setError(r.error);
    }
    account.forget();
    location.assign('/');
  };
  return (
    <section aria-labelledby="garage-account" className="garage-account">
      <h2 id="garage-account">Your account</h2>
      {error && (
        <div className="form-alert destructive" role="alert">
          {error}
        </div>
      )}
      <div className="garage-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          disabled={busy}
          onClick={() => void leave('/api/account/sign-out', {})}
        >
          Sign Out
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          disabled={busy}
          onClick={() => void leave('/api/account/sign-out', { everywhere: true })}
        >
          Sign Out Everywhere
        </button>
        {!confirming && (
          <button
            type="button"
            className={buttonClass({ variant: 'link' })}
            onClick={() => setConfirming(true)}
          >
            Delete my account
          </button>
        )}
      </div>
      {confirming && (
        <div className="delete-confirm" role="group" aria-labelledby="delete-heading">
          <h3 id="delete-heading">Delete your account?</h3>
          <p>
            Your watchlist, saved searches and sign-in records go for good, and you are signed out
            on every device. Enquiries you already sent stay with {dealerName} so the team can
            answer them.
          </p>
          <div className="garage-actions">
            <button
              type="button"
              className={buttonClass({ variant: 'primary' })}
              disabled={busy}
              onClick={() => void leave('/api/account/delete', {})}
            >
              Delete My Account
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setConfirming(false)}
            >
              Keep My Account
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
