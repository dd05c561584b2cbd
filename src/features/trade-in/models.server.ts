/** The catalogue's models by make, as the build bundles them (virtual:dealer/market). */
export const catalogueModels = async (): Promise<Record<string, string[]>> =>
  (await import('virtual:dealer/market')).models;
