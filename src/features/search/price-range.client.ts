import { formatAud } from '~/features/car/pricing.ts';

import { ANY, openPriceRange, trackPercent } from './slider.ts';

/**
 * The home price-range search: two handles that never cross (spec Validation range slider), their values
 * shown as they move ('Any' at the slider's ends), and the form's `price` set to "min:max" for the
 * search page, open on a side whose handle is at its end (none at all when both are).
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
      const bounds = { min: Number(low.min), max: Number(low.max) };
      const range = openPriceRange(Number(low.value), Number(high.value), bounds);
      const shown = (i: HTMLInputElement, end: number) =>
        Number(i.value) === end ? ANY : formatAud(Number(i.value));
      form.querySelector('[data-show="min"]')!.textContent = shown(low, bounds.min);
      form.querySelector('[data-show="max"]')!.textContent = shown(high, bounds.max);
      price.value = range;
      // No price filter at all: the search page gets no empty `price=`.
      price.disabled = !range;
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
