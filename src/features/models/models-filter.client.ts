import { inCategory } from '~/features/content/menu.ts';

/** /models?body={category}: shows that category's models and marks its link as current. */
export function wireModelFilters(root: Document): void {
  const body = new URL(location.href).searchParams.get('body') ?? '';
  const tiles = [...root.querySelectorAll<HTMLElement>('[data-model-list] > li')];
  const known = [...root.querySelectorAll<HTMLAnchorElement>('.model-filters a')];
  const current = known.find((a) => a.dataset.body === body) ?? known[0];
  for (const a of known)
    if (a === current) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  const chosen = current?.dataset.body ?? '';
  let shown = 0;
  for (const tile of tiles) {
    tile.hidden = chosen !== '' && !inCategory(chosen, tile.dataset.category ?? '');
    if (!tile.hidden) shown++;
  }
  const count = root.querySelector('[data-model-count]');
  if (count) count.textContent = `${shown} ${shown === 1 ? 'model' : 'models'}`;
}
