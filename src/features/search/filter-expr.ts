/**
 * A Typesense `filter_by` expression (the subset dealer files use), parsed once and evaluated
 * against records, so one site-filter string works in both the embedded and the Typesense client.
 * Grammar: expr = term (('&&' | '||') term)*, '&&' binding tighter; term = '(' expr ')' | field ':' op value;
 * op = '=' | '!=' | '>' | '>=' | '<' | '<=' | '' ; value = word | '`quoted`' | '[' v, v ']' | 'a..b'.
 */
export type Record_ = Record<string, unknown>;
export type Predicate = (r: Record_) => boolean;

export class FilterSyntaxError extends Error {}

export function parseFilter(input: string): Predicate {
  const text = input.trim();
  if (!text) return () => true;
  let i = 0;
  const ws = () => {
    while (text[i] === ' ') i++;
  };
  const peek = (s: string) => (ws(), text.startsWith(s, i));
  const fail = (what: string): never => {
    throw new FilterSyntaxError(`${what} at character ${i + 1} of filter "${input}"`);
  };

  const value = (): string => {
    ws();
    if (text[i] === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) fail('Unclosed `');
      const v = text.slice(i + 1, end);
      i = end + 1;
      return v;
    }
    const m = /^[^,\]()&|`]+/.exec(text.slice(i));
    if (!m) fail('Expected a value');
    i += m![0].length;
    return m![0].trim();
  };

  const term = (): Predicate => {
    if (peek('(')) {
      i++;
      const inner = or();
      if (!peek(')')) fail('Expected )');
      i++;
      return inner;
    }
    ws();
    const field =
      /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i))?.[0] ?? fail('Expected a field name');
    i += field.length;
    if (!peek(':')) fail('Expected :');
    i++;
    const op = (['!=', '>=', '<=', '=', '>', '<'].find((o) => peek(o)) ?? '') as string;
    i += op.length;
    let values: string[];
    if (peek('[')) {
      i++;
      values = [value()];
      while (peek(',')) {
        i++;
        values.push(value());
      }
      if (!peek(']')) fail('Expected ]');
      i++;
    } else values = [value()];
    return compare(field, op, values);
  };

  const and = (): Predicate => {
    let left = term();
    while (peek('&&')) {
      i += 2;
      const l = left,
        r = term();
      left = (x) => l(x) && r(x);
    }
    return left;
  };
  const or = (): Predicate => {
    let left = and();
    while (peek('||')) {
      i += 2;
      const l = left,
        r = and();
      left = (x) => l(x) || r(x);
    }
    return left;
  };

  const result = or();
  ws();
  if (i < text.length) fail('Unexpected text');
  return result;
}

function compare(field: string, op: string, values: string[]): Predicate {
  const get = (r: Record_) => r[field];
  const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
  const matchOne = (actual: unknown, wanted: string): boolean => {
    const range = /^(-?[\d.]+)\.\.(-?[\d.]+)$/.exec(wanted);
    if (range && typeof actual === 'number')
      return actual >= Number(range[1]) && actual <= Number(range[2]);
    if (typeof actual === 'number') return actual === Number(wanted);
    if (typeof actual === 'boolean') return String(actual) === wanted;
    return typeof actual === 'string' && actual.toLowerCase() === wanted.toLowerCase();
  };
  switch (op) {
    case '':
    case '=':
      return (r) => asList(get(r)).some((a) => values.some((w) => matchOne(a, w)));
    case '!=':
      return (r) => !asList(get(r)).some((a) => values.some((w) => matchOne(a, w)));
    default: {
      const n = Number(values[0]);
      if (Number.isNaN(n))
        throw new FilterSyntaxError(`"${field}:${op}${values[0]}" needs a number`);
      const test = {
        '>': (a: number) => a > n,
        '>=': (a: number) => a >= n,
        '<': (a: number) => a < n,
        '<=': (a: number) => a <= n,
      }[op as '>']!;
      return (r) => typeof get(r) === 'number' && test(get(r) as number);
    }
  }
}
