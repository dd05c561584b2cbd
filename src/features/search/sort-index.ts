/**
 * Spec Calls sorts as InstantSearch index names: `<index>` is the default order (custom rank), and
 * `<index>/sort/<field>:<asc|desc>[,…]` another; the Typesense adapter reads the same form.
 */
const SEPARATOR = '/sort/';

/** The index name for a sort option ('relevance' or empty is the index itself). */
export const sortIndexName = (index: string, sort: string | undefined) =>
  !sort || sort === 'relevance' ? index : `${index}${SEPARATOR}${sort}`;

/** The sort an index name asks for, or undefined for the default order. */
export const sortOfIndexName = (indexName: string | undefined): string | undefined =>
  indexName?.split(SEPARATOR)[1] || undefined;
