/**
 * Where sign-in may send the visitor: a path of this site only ('/…', never '//host' or
 * '/\host', which browsers read as another site, nor a scheme or control characters); anything
 * else goes home.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || path.length > 600) return '/';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return '/';
  try {
    const url = new URL(path, 'https://same.site');
    return url.origin === 'https://same.site' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
