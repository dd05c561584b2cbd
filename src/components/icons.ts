/**
 * The site's icon names (one set: Lucide, plus the share targets' brand marks drawn here, which
 * Lucide does not carry). `Icon.astro` draws them in markup; islands import the same Lucide icons
 * from `lucide-react` one by one, so only the icons used ship.
 */
export const ICON_NAMES = [
  'odometer',
  'transmission',
  'body',
  'fuel',
  'drive',
  'phone',
  'share',
  'heart',
  'compare',
  'print',
  'download',
  'pin',
  'clock',
  'mail',
  'link',
  'close',
  'star',
  'calendar',
  'search',
  'filters',
  'menu',
  'chevron-down',
  'check',
  'info',
  'alert',
  'facebook',
  'x-twitter',
  'whatsapp',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
