/**
 * The pages an `astro build` rendered and those its incremental cache kept, from the build's page
 * lines ("├─ /cars/x/index.html (+5ms)" rendered; "… (cached)" or "(restored)" kept).
 */
export function pageLines(log: string): { rendered: Set<string>; cached: Set<string> } {
  const rendered = new Set<string>();
  const cached = new Set<string>();
  // eslint-disable-next-line no-control-regex
  for (const line of log.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const m = /[├└]─ (\S+)\s+(\((?:cached|restored)\)|\(\+)/.exec(line);
    if (m) (m[2]!.startsWith('(+') ? rendered : cached).add(m[1]!);
  }
  return { rendered, cached };
}
