import { offerPage } from './offer-page.ts';

/**
 * /special-offers: applies ?category=, ?make= and ?page= to the offers the HTML lists (21 a page),
 * keeps the address in step when a select changes, and draws the page links.
 */
export function wireOfferFilters(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('[data-offer-filters]');
  if (!form) return;
  const items = [...root.querySelectorAll<HTMLElement>('[data-offer-list] > li')];
  const count = root.querySelector<HTMLElement>('[data-offer-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-offer-empty]')!;
  const pages = root.querySelector<HTMLElement>('[data-offer-pages]')!;
  const perPage = Number(form.dataset.perPage);

  const apply = () => {
    const params = new URL(location.href).searchParams;
    for (const select of form.querySelectorAll('select'))
      select.value = params.get(select.name) ?? '';
    const result = offerPage(
      items.map((li) => ({ category: li.dataset.category!, make: li.dataset.make! })),
      { category: params.get('category'), make: params.get('make'), page: params.get('page') },
      perPage,
    );
    items.forEach((li, i) => (li.hidden = !result.shown.includes(i)));
    count.textContent = `${result.total} ${result.total === 1 ? 'offer' : 'offers'}`;
    empty.hidden = result.total > 0;
    pages.hidden = result.pages < 2;
    pages.replaceChildren();
    if (result.pages > 1) {
      const list = document.createElement('ul');
      for (let p = 1; p <= result.pages; p++) {
        const url = new URL(location.href);
        if (p === 1) url.searchParams.delete('page');
        else url.searchParams.set('page', String(p));
        const a = document.createElement('a');
        a.href = `${url.pathname}${url.search}`;
        a.textContent = String(p);
        a.setAttribute('aria-label', `Page ${p}`);
        if (p === result.page) a.setAttribute('aria-current', 'page');
        const li = document.createElement('li');
        li.append(a);
        list.append(li);
      }
      pages.append(list);
    }
  };

  form.addEventListener('change', () => {
    const url = new URL(location.href);
    for (const select of form.querySelectorAll('select')) {
      if (select.value) url.searchParams.set(select.name, select.value);
      else url.searchParams.delete(select.name);
    }
    url.searchParams.delete('page'); // a new filter starts at page 1 (as search does, spec States)
    history.pushState(null, '', url);
    apply();
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  addEventListener('popstate', apply);
  apply();
}
