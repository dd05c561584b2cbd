/**
 * The pages an `astro build` rendered and those its incremental cache kept, from the build's page
 * lines. Astro writes a kept page as "├─ /cars/x/index.html (cached)" (or "(restored)") in one go;
 * a rendered page's "├─ /path" comes first and its "(+5ms)" after the page is made, so with pages
 * rendered four at a time other pages' lines come in between. A path followed at once by
 * "(cached)" or "(restored)" was kept; every other path was rendered.
 */
export function pageLines(log: string): { rendered: Set<string>; cached: Set<string> } {
  const rendered = new Set<string>();
  const cached = new Set<string>();
  // eslint-disable-next-line no-control-regex
  const text = log.replace(/\x1b\[[0-9;]*m/g, '');
  // A path ends at its extension: the next line's timestamp may follow without a space.
  for (const m of text.matchAll(
    /[├└]─ (\/[\w./@%+~-]*?\.(?:html|json|txt|xml))( +\((?:cached|restored)\))?/g,
  ))
    (m[2] ? cached : rendered).add(m[1]!);
  return { rendered, cached };
}
