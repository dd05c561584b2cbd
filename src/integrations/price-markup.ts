/**
 * Reading a built page's markup for the prices it states (price-agreement.ts): its text, an
 * element by class, a price and its label, the JSON-LD blocks and an island's props. Fast and
 * narrow on purpose: the build reads every file it writes, and these read only the shapes our own
 * components write.
 */

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };

/**
 * Markup read as Latin-1 (one character a byte: reading a page so is several times faster than
 * decoding it) back to its text: UTF-8 decoded, tags and comments removed, character references
 * resolved, spaces collapsed.
 */
export const text = (markup: string) =>
  Buffer.from(markup.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''), 'latin1')
    .toString('utf8')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(quot|apos|lt|gt|amp));/gi, (_, d, h, name) =>
      d
        ? String.fromCodePoint(Number(d))
        : h
          ? String.fromCodePoint(parseInt(h as string, 16))
          : ENTITIES[(name as string).toLowerCase()]!,
    )
    .replace(/\s+/g, ' ')
    .trim();

/** The first `<tag class="… name …">…</tag>` at or after `from` (one whose content has no tag of its own kind). */
export function element(html: string, tag: string, name: string, from = 0) {
  const open = new RegExp(`<${tag}\\b[^>]*\\bclass="(?:[^"]* )?${name}(?: [^"]*)?"[^>]*>`, 'g');
  open.lastIndex = from;
  const m = open.exec(html);
  if (!m) return null;
  const end = html.indexOf(`</${tag}>`, open.lastIndex);
  return end < 0 ? null : { inner: html.slice(open.lastIndex, end), at: m.index };
}

/** A shown price as markup puts it: the figure in <strong>, its label in a span after it. */
export function priceParts(inner: string) {
  const figure = /<strong\b[^>]*>([\s\S]*?)<\/strong>/.exec(inner);
  const label = /<span class="(?:price-)?type"[^>]*>([\s\S]*?)<\/span>/.exec(inner);
  return { figure: figure ? text(figure[1]!) : null, label: label ? text(label[1]!) : null };
}

/** The JSON-LD blocks of a page. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(Buffer.from(m[1]!, 'latin1').toString('utf8')) as Record<string, unknown>,
  );

/**
 * An island's props as Astro writes them in its `props` attribute: each value a pair of its kind
 * and itself (0 a plain value or object of such pairs, 1 an array of them).
 */
export function astroProps(attribute: string): unknown {
  const value = (v: unknown): unknown => {
    if (!Array.isArray(v)) return v;
    const [kind, x] = v as [number, unknown];
    if (kind === 1 && Array.isArray(x)) return x.map(value);
    if (kind === 0 && x && typeof x === 'object') return fields(x);
    return x;
  };
  const fields = (o: object) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, value(v)]));
  return fields(JSON.parse(text(attribute)) as object);
}
