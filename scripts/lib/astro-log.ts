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

/**
 * Why an `astro build` failed, as the lines a person needs from its output: error lines, our
 * `file: path: message` lines, the price check's lines and astro:env's "- NAME is missing" lines,
 * not the page-by-page progress lines (├─ /cars/x.json). A bundler's error prints its message on
 * the lines after its "[ERROR] … Build failed" line; those are kept up to the stack trace, whose
 * frames are never a reason.
 */
export function failureReason(log: string, most = 15): string {
  // eslint-disable-next-line no-control-regex
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const kept: string[] = [];
  let message = false;
  for (const line of lines) {
    const stack = /^\s*Stack trace:|^\s+at /.test(line);
    if (stack) message = false;
    const wanted =
      !stack &&
      !/[├└]─/.test(line) &&
      (message ||
        /error/i.test(line) ||
        /\.json: \S/.test(line) ||
        / the price function gives /.test(line) ||
        /^\s*- [A-Z][A-Z0-9_]* (is missing|'s type is invalid)|constraints for [A-Z]/.test(line));
    if (wanted && line.trim() && !kept.includes(line)) kept.push(line);
    if (/\[ERROR\].*Build failed/.test(line)) message = true;
  }
  return kept.slice(0, most).join('\n    ');
}
