import type { ReactNode } from 'react';

/** A form-level message: an error (role=alert) or a note (role=status). */
export const Alert = ({
  text,
  tone = 'error',
}: {
  text: string | null;
  tone?: 'error' | 'note';
}) =>
  text ? (
    <div
      className={`form-alert${tone === 'error' ? ' destructive' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {text}
    </div>
  ) : null;

/** One answer of a group of radio buttons: its title, then what it means. */
export function Choice(p: {
  name: string;
  checked: boolean;
  onPick: () => void;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <label className="choice">
      <input type="radio" name={p.name} checked={p.checked} onChange={p.onPick} />
      <span>
        <strong>{p.title}</strong>
        {p.children !== undefined && (
          <>
            <br />
            {p.children}
          </>
        )}
      </span>
    </label>
  );
}
