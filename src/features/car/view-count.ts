/** The view count's words (spec Calls views): '1,234 views', '1 view'; nothing for none. */
export const viewsText = (views: number | null | undefined): string | null =>
  views ? `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}` : null;
