import { useEffect, useId, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { useHydrated } from '~/components/hydrated.ts';
import { saveBuyerState, storedBuyerState } from '~/features/car/buyer-state.client.ts';
import { postcodeState } from '~/features/car/postcode-state.ts';
import { SPEC_MESSAGES } from '~/features/leads/messages.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { INVALID_POSTCODE } from '~/features/locations/geo.ts';
import type { AuState } from '~/services/rego/rego.ts';

import { showStateFigures } from './drive-away-state.client.ts';
import type { StateFigures } from './page-view.ts';

export interface DriveAwayPostcodeProps {
  /** The car's drive-away figures in every state (page-view.ts `driveAwayStates`). */
  states: Record<AuState, StateFigures>;
  /** The state the build's figures are for: where the car is sold from. */
  first: AuState;
}

/**
 * The buyer's postcode under a drive-away estimate's parts: the estimate, its parts, the sticky
 * bar and the weekly estimate change to the buyer's state, and the calculator follows
 * (buyer-state.client.ts). A postcode given before, here or in a lead the buyer sent, applies as
 * the page loads. Drawn once hydrated: without JavaScript there is nothing to work it out.
 */
export default function DriveAwayPostcode({ states, first }: DriveAwayPostcodeProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [postcode, setPostcode] = useState('');
  // What the figures show: a state, and the postcode that chose it (not what is being typed).
  const [shown, setShown] = useState<{ state: AuState; postcode: string }>({
    state: first,
    postcode: '',
  });
  const [error, setError] = useState('');

  const show = (code: string, state: AuState) => {
    setPostcode(code);
    setShown({ state, postcode: code });
    showStateFigures(document, states[state]);
  };

  useEffect(() => {
    const saved = storedBuyerState();
    if (saved) return show(saved.postcode, saved.state);
    const fromLead = savedPrefill().postcode ?? '';
    const state = postcodeState(fromLead);
    if (!state) return;
    show(fromLead, state);
    saveBuyerState({ postcode: fromLead, state });
  }, []);

  if (!hydrated) return null;
  const submit = (e: React.SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = postcode.trim();
    const state = postcodeState(code);
    if (!state) return setError(/^\d{4}$/.test(code) ? INVALID_POSTCODE : SPEC_MESSAGES.postcode);
    setError('');
    show(code, state);
    saveBuyerState({ postcode: code, state });
  };
  const errorId = `${id}-error`;
  return (
    <form className="drive-away-postcode" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Your postcode, for your state’s charges</label>
        <div className="postcode-row">
          <input
            id={id}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            Update estimate
          </button>
        </div>
        {error && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
      </div>
      <p role="status" className="drive-away-shown">
        {shown.postcode
          ? `Showing ${states[shown.state].away.stateName}’s charges for ${shown.postcode}.`
          : ''}
      </p>
    </form>
  );
}
