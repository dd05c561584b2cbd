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
