/**
 * bench:search's targets: the embedded engine's query time (p95) and index size (gzip) by stock
 * size, and the search page's JavaScript (gzip). A figure over its target is named, and the
 * benchmark exits 1.
 */
const KB = 1024;
export const SEARCH_TARGETS = {
  p95Ms: 16,
  indexGzip: { 5000: 150 * KB, 20000: 600 * KB } as Record<number, number>,
  pageJsGzip: 160 * KB,
  /** The phrase reader a phone loads on the first keystroke: the parser and 5,000 cars' words. */
  askGzip: 10 * KB,
  /** One phrase read, p95, at 4x CPU slowdown. */
  askParseP95Ms: 5,
};

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** What one stock size's figures exceed, in words. */
export function engineOver(cars: number, p95: number, gzip: number): string[] {
  const over: string[] = [];
  if (p95 > SEARCH_TARGETS.p95Ms)
    over.push(`${cars} cars: p95 ${p95.toFixed(2)} ms > ${SEARCH_TARGETS.p95Ms} ms`);
  const index = SEARCH_TARGETS.indexGzip[cars];
  if (index !== undefined && gzip > index)
    over.push(`${cars} cars: index ${kb(gzip)} > ${kb(index)} gzip`);
  return over;
}

/** Whether the search page's JavaScript is over its target, in words. */
export const pageJsOver = (gzip: number): string[] =>
  gzip > SEARCH_TARGETS.pageJsGzip
    ? [`search page JavaScript ${kb(gzip)} > ${kb(SEARCH_TARGETS.pageJsGzip)} gzip`]
    : [];

/** Whether the phrase reader is over its size or time target, in words. */
export function askOver(gzip: number, p95: number | null): string[] {
  const over: string[] = [];
  if (gzip > SEARCH_TARGETS.askGzip)
    over.push(`phrase reader ${kb(gzip)} > ${kb(SEARCH_TARGETS.askGzip)} gzip at 5,000 cars`);
  if (p95 !== null && p95 > SEARCH_TARGETS.askParseP95Ms)
    over.push(
      `phrase read p95 ${p95.toFixed(2)} ms > ${SEARCH_TARGETS.askParseP95Ms} ms at 4x CPU slowdown`,
    );
  return over;
}
