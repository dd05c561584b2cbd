/**
 * The site's icon names (one set: Lucide, plus the share targets' brand marks drawn here, which
 * Lucide does not carry). `Icon.astro` draws them in markup (`@lucide/astro`, per icon); an island
 * that shows icons gets them from its page as Astro slots (static markup), so no icon code ships.
 */
export const ICON_NAMES = [
  'odometer',
  'transmission',
  'body',
  'fuel',
  'length',
  'sleeps',
  'weight',
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
  'message',
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
  'tag',
  'shield',
  'facebook',
  'x-twitter',
  'whatsapp',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
