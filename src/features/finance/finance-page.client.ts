import { type PhotoSettings, smallPhoto } from '~/components/photos.ts';

import { financeParams } from './page-params.ts';

interface CarCardJson {
  slug: string;
  name: string;
  price: string;
  price_label: string | null;
  price_buy: string | null;
  images: string[];
}

/**
 * The finance page's plain script (spec §2): with `?car_id=`, the car's card (from its static
 * JSON) replaces the steps card and 'Get Finance Now' goes; an unknown car leaves the page as it is.
 */
export async function showChosenCar(root: Document, fetcher: typeof fetch = fetch): Promise<void> {
  const { carId } = financeParams(location.search);
  if (!carId) return;
  root.querySelector<HTMLElement>('[data-finance-now]')?.setAttribute('hidden', '');
  let car: CarCardJson;
  try {
    const res = await fetcher(`/cars/id/${carId}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    car = (await res.json()) as CarCardJson;
  } catch {
    root.querySelector<HTMLElement>('[data-finance-now]')?.removeAttribute('hidden');
    return;
  }
  const card = root.querySelector<HTMLElement>('[data-car-card]');
  if (!card) return;
  const set = (sel: string, text: string) => {
    const el = card.querySelector(sel);
    if (el) el.textContent = text;
  };
  set('[data-car-name]', car.name);
  set('[data-car-price]', car.price);
  set('[data-car-price-type]', car.price_label ?? '');
  set('[data-car-price-buy]', car.price_buy ? `Or buy it for ${car.price_buy}` : '');
  // The photo is made here (an <img> needs its src in the HTML): its box waits at 3:2.
  const slot = card.querySelector<HTMLElement>('[data-car-image]');
  if (slot && car.images[0]) {
    const photos = JSON.parse(card.dataset.photos ?? 'null') as PhotoSettings | null;
    const img = document.createElement('img');
    img.src = smallPhoto(car.images[0], photos, 480);
    img.alt = car.name;
    img.width = 480;
    img.height = 320;
    slot.replaceChildren(img);
  }
  card
    .querySelector<HTMLAnchorElement>('[data-car-link]')
    ?.setAttribute('href', `/cars/${car.slug}`);
  card.hidden = false;
  root.querySelector<HTMLElement>('[data-steps-card]')?.setAttribute('hidden', '');
}
