/**
 * The one button style of the site, for Astro markup (`Button.astro`) and islands alike: primary
 * (the dealer's main colour), secondary (outlined), ghost (quiet, for toolbars) and link (a
 * button that reads as a link). Links and buttons get the same look; the element says what it does.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonStyle {
  variant?: ButtonVariant | undefined;
  /** Small buttons for dense places (cards, toolbars); default medium. */
  size?: 'md' | 'sm' | undefined;
  /** Full width of its container. */
  block?: boolean | undefined;
  /** The caller's own classes (hooks for layout or tests). */
  className?: string | undefined;
}

/** The class list of a button of this style. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyle = {}): string {
  const base = variant === 'link' ? ['link-button'] : ['button'];
  if (variant === 'secondary' || variant === 'ghost') base.push(variant);
  if (size === 'sm') base.push('button-sm');
  if (block) base.push('button-block');
  if (className) base.push(className);
  return base.join(' ');
}
