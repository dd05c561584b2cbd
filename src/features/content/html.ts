import sanitizeHtml from 'sanitize-html';

/** Text placed inside HTML. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Dealer-provided HTML (offer descriptions, content blocks) before it reaches a page: text-level
 * markup, lists, headings and http(s)/mailto/tel links only; no scripts, styles, event handlers,
 * frames or images (a page shows its own photos). Links to other sites open safely.
 */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'small',
      'sup',
      'sub',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tag, attribs) =>
        /^https?:/i.test(attribs.href ?? '')
          ? { tagName: tag, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName: tag, attribs },
    },
  });
}

/** Plain text of dealer HTML (for truncation and meta descriptions). */
export const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
