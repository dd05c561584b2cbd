/**
 * Puts a `<template>` child of `root` (matched by `selector`) in its place, the first time it is
 * needed: content kept out of the page's DOM until a dialog or dropdown opens. True when it did.
 */
export function materialise(root: HTMLElement, selector: string): boolean {
  const lazy = root.querySelector<HTMLTemplateElement>(`:scope > ${selector}`);
  if (!lazy) return false;
  lazy.replaceWith(lazy.content.cloneNode(true));
  return true;
}

/**
 * A `<details>` whose content waits in a `<template data-details-body>` (a tool nobody opened
 * costs no DOM): the content is put in place the first time it opens, by the visitor or by a link
 * to it (`#id` in the address, on load or as the visitor follows an in-page link, opens it and
 * brings it into view).
 */
export function wireLazyDetails(root: ParentNode): void {
  const all = [...root.querySelectorAll<HTMLDetailsElement>('details[data-lazy]')];
  for (const details of all) {
    const fill = () => {
      if (details.open) materialise(details, 'template[data-details-body]');
    };
    details.addEventListener('toggle', fill);
    fill();
  }
  const openFromHash = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? all.find((d) => d.id === id) : undefined;
    if (!target || target.open) return;
    target.open = true;
    materialise(target, 'template[data-details-body]');
    target.scrollIntoView();
  };
  openFromHash();
  window.addEventListener('hashchange', openFromHash);
}
