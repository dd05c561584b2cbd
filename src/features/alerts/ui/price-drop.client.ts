import { formatAud } from '~/features/car/pricing.ts';

/** What /cars/{slug}.json gives the price-drop page (`car/car-json.ts`). */
interface WatchedCar {
  id: number;
  slug: string;
  name: string;
  status: string;
  price_amount: number;
}

/**
 * The price-drop alert page (/alerts/price-drop?car={slug}, linked from a saved car): finds the
 * car, says which it is and its price now, and opens the form with the car and that price, which
 * the buyer's alert counts its drops from. A car that is sold, gone or has no price gets no form.
 */
export async function wirePriceDropPage(
  status: HTMLElement,
  form: HTMLFormElement,
  searchHome: string,
): Promise<void> {
  const slug = new URLSearchParams(location.search).get('car') ?? '';
  const car = /^[a-z0-9-]{1,200}$/.test(slug)
    ? await fetch(`/cars/${slug}.json`)
        .then((r) => (r.ok ? (r.json() as Promise<WatchedCar>) : null))
        .catch(() => null)
    : null;
  status.replaceChildren();
  if (!car || car.status !== 'in_stock' || !(car.price_amount > 0)) {
    status.append('This car is no longer for sale. ');
    const browse = document.createElement('a');
    browse.href = searchHome;
    browse.textContent = 'Browse all stock';
    status.append(browse);
    return;
  }
  const link = document.createElement('a');
  link.href = `/cars/${car.slug}`;
  link.textContent = car.name;
  // The price the alert counts drops from: the one every output states (`advertisedPrice`).
  status.append(link, `: ${formatAud(car.price_amount)} now.`);
  form.dataset.watch = JSON.stringify({ id: car.id, slug: car.slug, price: car.price_amount });
  form.hidden = false;
}
