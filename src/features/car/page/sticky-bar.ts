/** Spec Screens/Constants: the sticky bar appears after 900 px of scroll, or 50 px for the sticky-footer variant. */
export const stickyBarOffset = (variant: 'scroll-900' | 'footer-50') =>
  variant === 'footer-50' ? 50 : 900;
