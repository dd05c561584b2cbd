import { contrastRatio, MIN_CONTRAST } from './contrast.ts';

/** Mixes two #rrggbb colours: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The colours the design system derives from the dealer's three theme colours: a darker primary
 * for hover and pressed states, a pale tint of it for backgrounds (badges, selected chips, hero
 * panels) and the text colour to use on that tint; each pair keeps at least 4.5:1 contrast.
 */
export function palette(colours: { primary: string; secondary: string; accent: string }) {
  const primaryStrong = mix(colours.primary, '#000000', 0.18);
  let tint = 0.9;
  let primarySoft = mix(colours.primary, '#ffffff', tint);
  // The primary on its own tint must stay readable; a paler tint until it is.
  while (contrastRatio(colours.primary, primarySoft) < MIN_CONTRAST && tint < 0.98) {
    tint += 0.02;
    primarySoft = mix(colours.primary, '#ffffff', tint);
  }
  const onPrimarySoft =
    contrastRatio(colours.primary, primarySoft) >= MIN_CONTRAST ? colours.primary : primaryStrong;
  return {
    ...colours,
    primaryStrong,
    primarySoft,
    onPrimarySoft,
    secondarySoft: mix(colours.secondary, '#ffffff', 0.92),
  };
}
