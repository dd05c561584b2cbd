import { useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';

import { landingRotation, SPIN_MESSAGES as S, wheelSegments } from '../spin.ts';

export interface SpinResult {
  prize_index: number;
  label: string;
  detail: string;
  claim_code: string;
  claim_by: string;
}

type State =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'ready'; error?: string }
  | { kind: 'spinning' }
  | { kind: 'done'; spin: SpinResult; fresh: boolean }
  | { kind: 'refused'; error: string };

const UNAVAILABLE = 'We could not reach the wheel just now. Please try again in a moment.';
const R = 160;
const SPIN_MS = 4500;

async function call(method: 'GET' | 'POST') {
  const res = await fetch('/api/spin-to-win', {
    method,
    ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as {
    spin?: SpinResult | null;
    fresh?: boolean;
    error?: string;
  };
  return { status: res.status, body };
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spin to win: the wheel of the dealer's prizes and its one spin. The server draws the
 * prize; the wheel then turns to it (at once where the visitor asks for less motion) and the
 * result, its claim code and the date to claim by are read out.
 */
export default function SpinWheel(props: {
  prizes: { label: string }[];
  colours: string[];
  signIn: string;
  dealerName: string;
  timeZone: string;
}) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [turn, setTurn] = useState(0);
  const result = useRef<HTMLDivElement>(null);
  const segments = wheelSegments(props.prizes.length, R);

  useEffect(() => {
    call('GET')
      .then(({ status, body }) => {
        if (status === 401) setState({ kind: 'signed-out' });
        else if (status === 200 && body.spin) {
          setTurn(landingRotation(body.spin.prize_index, props.prizes.length, 0));
          setState({ kind: 'done', spin: body.spin, fresh: false });
        } else if (status === 200) setState({ kind: 'ready' });
        else setState({ kind: 'ready', error: body.error ?? UNAVAILABLE });
      })
      .catch(() => setState({ kind: 'ready', error: UNAVAILABLE }));
  }, [props.prizes.length]);

  async function spin() {
    setState({ kind: 'spinning' });
    const { status, body } = await call('POST').catch(() => ({
      status: 0,
      body: { error: UNAVAILABLE } as { spin?: SpinResult; error?: string },
    }));
    if (status === 401) return setState({ kind: 'signed-out' });
    if (status === 409) return setState({ kind: 'refused', error: body.error ?? S.spunBefore });
    if (!body.spin) return setState({ kind: 'ready', error: body.error ?? UNAVAILABLE });
    const won = body.spin;
    const quick = reducedMotion();
    setTurn(landingRotation(won.prize_index, props.prizes.length, quick ? 0 : 6));
    setTimeout(() => setState({ kind: 'done', spin: won, fresh: true }), quick ? 0 : SPIN_MS);
  }

  // A fresh result takes focus, so a keyboard or screen-reader user is taken to what they won.
  const fresh = state.kind === 'done' && state.fresh;
  useEffect(() => {
    if (fresh) result.current?.focus();
  }, [fresh]);

  const date = (iso: string) =>
    new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: props.timeZone }).format(
      new Date(iso),
    );
  const fontSize = (label: string) => Math.min(15, Math.floor(118 / (label.length * 0.58)));

  return (
    <div className="spin">
      <div className="spin-wheel-frame">
        <svg className="spin-pointer" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <path d="M20 38 L6 6 H34 Z" />
        </svg>
        <svg
          className="spin-wheel"
          viewBox={`0 0 ${2 * R} ${2 * R}`}
          role="img"
          aria-label={`A prize wheel of ${props.prizes.length} prizes: ${props.prizes.map((p) => p.label).join(', ')}`}
          style={turn ? { transform: `rotate(${turn}deg)` } : undefined}
          data-spinning={state.kind === 'spinning' || undefined}
        >
          {segments.map((s, i) => (
            <g key={i}>
              <path d={s.path} fill={props.colours[i % props.colours.length]} />
              <text
                x={s.flip ? R - 24 : R + 24}
                y={R}
                dominantBaseline="middle"
                textAnchor={s.flip ? 'end' : 'start'}
                fontSize={fontSize(props.prizes[i]!.label)}
                transform={`rotate(${s.labelAngle} ${R} ${R})`}
              >
                {props.prizes[i]!.label}
              </text>
            </g>
          ))}
          <circle cx={R} cy={R} r={18} className="spin-hub" />
        </svg>
      </div>
      <div className="spin-panel" aria-live="polite">
        {state.kind === 'checking' && <p className="spin-note">Checking for your spin…</p>}
        {state.kind === 'signed-out' && (
          <>
            <p>Sign in with your mobile number to spin. One spin per person.</p>
            <a className={buttonClass()} href={props.signIn}>
              Sign in to spin
            </a>
          </>
        )}
        {(state.kind === 'ready' || state.kind === 'spinning') && (
          <>
            <p>One spin per person: the prize it lands on is yours.</p>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => void spin()}
              disabled={state.kind === 'spinning'}
            >
              {state.kind === 'spinning' ? 'Spinning…' : 'Spin the wheel'}
            </button>
            {state.kind === 'ready' && state.error && (
              <p className="field-error" role="alert">
                {state.error}
              </p>
            )}
          </>
        )}
        {state.kind === 'refused' && (
          <p className="field-error" role="alert">
            {state.error}
          </p>
        )}
        {state.kind === 'done' && (
          <div className="spin-result" ref={result} tabIndex={-1}>
            <h2>
              {state.fresh ? `You won: ${state.spin.label}` : `Your prize: ${state.spin.label}`}
            </h2>
            <p>{state.spin.detail}</p>
            <p className="spin-code">
              Claim code <strong>{state.spin.claim_code}</strong>
            </p>
            <p>
              Claim it by {date(state.spin.claim_by)}: show this code at {props.dealerName}. We have
              sent your prize to our team, and they will be in touch to arrange it.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
