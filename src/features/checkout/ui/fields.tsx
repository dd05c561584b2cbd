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
