import type { StateFigures } from './page-view.ts';

/**
 * Puts one state's drive-away figures in the page's marked places: the estimate and its label
 * beside the price and in the sticky bar, its parts and note, and the weekly estimate on it
 * (`data-da` names the text, `data-da-part` the row of the parts). Places still waiting in a
 * `<template>` (the parts, the sticky bar) change too, so they show the same when they appear.
 */
export function showStateFigures(doc: Document, f: StateFigures): void {
  const text: Record<string, string | undefined> = {
    total: f.away.total,
    label: f.away.label,
    note: f.away.note,
    weekly: f.weekly?.text,
    basis: f.weekly?.basis,
  };
  const roots: ParentNode[] = [doc, ...[...doc.querySelectorAll('template')].map((t) => t.content)];
  for (const root of roots) {
    for (const el of root.querySelectorAll<HTMLElement>('[data-da]')) {
      const t = text[el.dataset.da ?? ''];
      if (t !== undefined) el.textContent = t;
    }
    for (const row of root.querySelectorAll<HTMLElement>('[data-da-part]')) {
      const part = f.away.parts[Number(row.dataset.daPart)];
      if (!part) continue;
      row.children[0]!.textContent = part[0];
      row.children[1]!.textContent = part[1];
    }
  }
}
