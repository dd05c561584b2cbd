/** Text cut short for a TextToggle: what shows first, the whole, and whether a toggle is needed. */
export interface Truncated {
  /** What shows first. */
  short: string;
  full: string;
  /** Whether a toggle is needed. */
  truncated: boolean;
}

/**
 * Text longer than `limit` shows its first `cutAt` characters (default `limit`), cut back to the
 * last whole word when one ends in the final fifth, followed by an ellipsis.
 */
export function truncate(text: string, limit: number, cutAt = limit): Truncated {
  const full = text.trim();
  if (full.length <= limit) return { short: full, full, truncated: false };
  let short = full.slice(0, cutAt);
  const space = short.lastIndexOf(' ');
  if (space > cutAt * 0.8) short = short.slice(0, space);
  return { short: `${short.trimEnd()}…`, full, truncated: true };
}
