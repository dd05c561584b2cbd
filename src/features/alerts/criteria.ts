/** Longest search URL an alert keeps (its path and query). */
export const MAX_ALERT_URL = 500;

/**
 * An alert's search as kept: a site path under /search/ with its query, nothing else (no origin,
 * no fragment, no control characters, no page number: an alert watches the whole search). Null
 * for anything else.
 */
export function alertSearchPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_ALERT_URL) return null;
  // eslint-disable-next-line no-control-regex
  if (!input.startsWith('/search/') || /[\u0000-\u001f\u007f\\#]/.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid' || !url.pathname.startsWith('/search/')) return null;
  url.searchParams.delete('page');
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * What a buyer agrees to when they ask for an alert (Spam Act 2003: consent, kept with its time).
 * The page shows it beside the box they tick; the server keeps the same words.
 */
export const alertConsentText = (dealerName: string, plural: string, texts = false) =>
  `Yes, ${texts ? 'e-mail or text' : 'e-mail'} me when ${plural.toLowerCase()} matching this alert arrive in stock at ${dealerName}. I can unsubscribe at any time with the link in every ${texts ? 'message' : 'e-mail'}.`;
