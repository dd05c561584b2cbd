/** Spec Validation: a share link needs the site URL (trailing slash removed): {site url}/cars/{carSlug}. */
export function shareUrl(siteUrl: string | null | undefined, carSlug: string): string | null {
  const base = siteUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/cars/${carSlug}` : null;
}

/** Spec Screens: share popups open at 550x400; 'Copied' shows for 1.5 s. */
export const SHARE_POPUP = { width: 550, height: 400 } as const;
export const COPIED_MS = 1500;

/** Spec Screens: the sidebar Share toast. */
export const copiedToast = (carName: string) => `Copied ${carName} to your clipboard!`;
