/** The subset of the InstantSearch (Algolia-format) request and response the engine answers. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facets?: string[] | string;
  facetFilters?: (string | string[])[] | string;
  numericFilters?: (string | string[])[] | string;
  /** A Typesense filter_by expression (site filters), the same string the Typesense client sends. */
  filters?: string;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
  [other: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResult<T> {
  hits: (T & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}
