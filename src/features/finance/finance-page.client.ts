import { showChosenCar } from '~/components/chosen-car.client.ts';

import { financeParams } from './page-params.ts';

/**
 * The finance page's plain script (spec Screens): with `?car_id=`, the car's card (from its static
 * JSON) replaces the steps card and 'Get Finance Now' goes; an unknown car leaves the page as it is.
 */
export async function showFinanceCar(root: Document): Promise<void> {
  const { carId } = financeParams(location.search);
  if (!carId) return;
  root.querySelector<HTMLElement>('[data-finance-now]')?.setAttribute('hidden', '');
  if (await showChosenCar(root, carId))
    root.querySelector<HTMLElement>('[data-steps-card]')?.setAttribute('hidden', '');
  else root.querySelector<HTMLElement>('[data-finance-now]')?.removeAttribute('hidden');
}
