/**
 * The home quick search's model list follows its make: with a make chosen, only that make's
 * models can be picked (a model of another make would find nothing), and a model chosen under
 * 'Any make' sets its make. Fields left at 'Any' are not sent, so the search page's address
 * holds only what the buyer chose. Without a script the form still works: every model is listed
 * under its make's heading.
 */
export function wireQuickSearch(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('[data-quick-search]')) {
    const make = form.querySelector<HTMLSelectElement>('select[name="make"]')!;
    const model = form.querySelector<HTMLSelectElement>('select[name="model"]')!;
    const groups = [...model.querySelectorAll('optgroup')];
    const narrow = () => {
      for (const group of groups) {
        const other = make.value !== '' && group.dataset.make !== make.value;
        group.hidden = other;
        group.disabled = other;
      }
      if (model.selectedOptions[0]?.closest('optgroup')?.disabled) model.value = '';
    };
    make.addEventListener('change', narrow);
    model.addEventListener('change', () => {
      const of = model.selectedOptions[0]?.closest('optgroup')?.dataset.make;
      if (of && make.value === '') {
        make.value = of;
        narrow();
      }
    });
    form.addEventListener('submit', () => {
      for (const select of form.querySelectorAll('select')) select.disabled ||= select.value === '';
    });
    // A page brought back from the history keeps its choices: the list agrees with them at once,
    // and the fields a submit turned off are on again.
    window.addEventListener('pageshow', () => {
      for (const select of form.querySelectorAll('select')) select.disabled = false;
      narrow();
    });
    narrow();
  }
}
