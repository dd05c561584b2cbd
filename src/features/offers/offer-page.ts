/** Which offers of a list show for a category, a make and a page (1-based; out of range → nearest). */
export function offerPage(
  offers: { category: string; make: string }[],
  want: { category: string | null; make: string | null; page: string | null },
  perPage: number,
): { shown: number[]; total: number; page: number; pages: number } {
  const matching = offers.flatMap((o, i) =>
    (!want.category || o.category === want.category) && (!want.make || o.make === want.make)
      ? [i]
      : [],
  );
  const pages = Math.max(1, Math.ceil(matching.length / perPage));
  const asked = Number.parseInt(want.page ?? '1', 10);
  const page = Math.min(pages, Math.max(1, Number.isFinite(asked) ? asked : 1));
  return {
    shown: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    page,
    pages,
  };
}
