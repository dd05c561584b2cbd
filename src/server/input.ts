/**
 * What the platform accepts as input: the endpoints refuse the rest, and the forms clean what
 * visitors type the same way (pure: runs in the browser and on the server).
 */

/** Largest value of a Postgres `integer` (int4) column: ids above it cannot be stored, so they are refused (400). */
export const INT4_MAX = 2_147_483_647;

/** Only web addresses a person can open: `javascript:`, `data:` and the like are refused. */
export const isWebUrl = (s: string) => /^https?:\/\//i.test(s);

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls; a high surrogate
// with no low one after it, a low surrogate with no high one before it.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when text would be refused: it holds a control character (tab and new lines aside) or a lone surrogate. */
export const badText = (s: string) => s.search(CONTROL) >= 0 || s.search(LONE_SURROGATE) >= 0;

/** Text as a visitor meant it: control characters removed, lone surrogates replaced by U+FFFD. */
export const cleanText = (s: string) => s.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');

/** A copy of a form's values with every string cleaned (in arrays and objects too). */
export function cleanValues<T>(v: T): T {
  if (typeof v === 'string') return cleanText(v) as T;
  if (Array.isArray(v)) return v.map(cleanValues) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [cleanText(k), cleanValues(x)]),
    ) as T;
  return v;
}
