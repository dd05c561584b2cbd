import { type PhotoSettings, smallPhoto } from './photos.ts';

interface CarCardJson {
  slug: string;
  name: string;
  price: string;
  price_label: string | null;
  price_buy: string | null;
  images: string[];
}

/**
 * A page about one car from its address (`?car_id=`: finance, trade-in): fills the hidden
 * `[data-car-card]` from the car's static JSON and shows it; true when it did. An unknown car
 * or a failed fetch leaves the page as it is.
 */
export async function showChosenCar(
  root: Document,
  carId: number,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  let car: CarCardJson;
  try {
    const res = await fetcher(`/cars/id/${carId}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    car = (await res.json()) as CarCardJson;
  } catch {
    return false;
  }
  const card = root.querySelector<HTMLElement>('[data-car-card]');
  if (!card) return false;
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
  return true;
}
