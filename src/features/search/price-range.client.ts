import { formatAud } from '~/features/car/pricing.ts';

import { trackPercent } from './slider.ts';

/**
 * The home price-range search: two handles that never cross (spec Validation range slider), their values
 * shown as they move, and the form's `price` set to "min:max" for the search page.
 */
export function wirePriceRange(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('[data-price-range]')) {
    const low = form.querySelector<HTMLInputElement>('[data-end="min"]')!;
    const high = form.querySelector<HTMLInputElement>('[data-end="max"]')!;
    const price = form.querySelector<HTMLInputElement>('[data-price]')!;
    const update = (moved: HTMLInputElement) => {
      if (Number(low.value) > Number(high.value)) {
        if (moved === low) low.value = high.value;
        else high.value = low.value;
      }
      form.querySelector('[data-show="min"]')!.textContent = formatAud(Number(low.value));
      form.querySelector('[data-show="max"]')!.textContent = formatAud(Number(high.value));
      price.value = `${low.value}:${high.value}`;
      // The one track fills between the handles.
      const track = form.querySelector<HTMLElement>('[data-track]');
      const at = (i: HTMLInputElement) =>
        trackPercent(Number(i.value), Number(i.min), Number(i.max));
      track?.style.setProperty('--lo', at(low));
      track?.style.setProperty('--hi', at(high));
    };
    low.addEventListener('input', () => update(low));
    high.addEventListener('input', () => update(high));
    update(high);
  }
}
