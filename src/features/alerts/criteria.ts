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

/** A price watch's car page, kept as its alert's search_url: '/cars/{slug}', nothing else. */
export function carWatchPath(slug: unknown): string | null {
  return typeof slug === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200
    ? `/cars/${slug}`
    : null;
}

/**
 * What a buyer agrees to when they ask to hear of a saved car's price drop: its own box, never
 * ticked for them, apart from saving the car (Spam Act 2003: express consent, kept with its time).
 */
export const priceDropConsentText = (dealerName: string, singular: string, texts = false) =>
  `Yes, ${texts ? 'e-mail or text' : 'e-mail'} me once each time the price of this ${singular.toLowerCase()} drops at ${dealerName}. I can unsubscribe at any time with the link in every ${texts ? 'message' : 'e-mail'}.`;
