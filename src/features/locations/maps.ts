/**
 * The origin a tile URL template loads from, for the CSP's img-src: "{s}" (a subdomain letter)
 * becomes a wildcard subdomain, so exactly the provider's hosts are allowed.
 */
export function tileOrigin(template: string): string {
  const { protocol, host } = new URL(
    template.replace(/\{s\}\./, 'subdomain-wildcard.').replace(/\{[a-z]+\}/g, '0'),
  );
  return `${protocol}//${host.replace('subdomain-wildcard.', '*.')}`;
}

/** The Leaflet attribution: the provider's text linked to its page (both from the dealer file). */
export function attributionHtml(text: string, url: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<a href="${esc(url)}" target="_blank" rel="noopener">${esc(text)}</a>`;
}
