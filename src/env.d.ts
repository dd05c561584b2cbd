/// <reference types="astro/client" />

declare module 'virtual:dealer/config' {
  const config: import('~/config/schema/index.ts').DealerConfig;
  export default config;
}
declare module 'virtual:dealer/locations' {
  /** The site's locations by id, as lead vendor contacts (a car is read from its published JSON). */
  const locations: Record<string, import('~/features/vehicle/built-car.ts').BuiltLocation>;
  export default locations;
}
declare module 'virtual:dealer/theme.css';
declare module 'virtual:dealer/fonts' {
  /** URLs of the font files the first screen uses, to preload. */
  const urls: string[];
  export default urls;
}
declare module 'virtual:dealer/build' {
  /** The data folder this build reads (data/, or DATA_DIR). */
  export const dataDir: string;
  /** The build's "now" (ISO) when BUILD_NOW fixes it, else null: the stock snapshot's time. */
  export const at: string | null;
  /** The file of cars an online reservation held or sold as the build started, or null. */
  export const liveFile: string | null;
  /** The stock file written from the store's imported stock as the build started, or null. */
  export const stockFile: string | null;
  /** Where this build writes its pages and files (the Node server reads a car's JSON there). */
  export const clientDir: string;
}
declare module 'virtual:dealer/client-flags' {
  /** Sign-in is on (features.authentication.enabled): Favourite saves to the server watchlist. */
  export const watchlist: boolean;
  /** The all-stock search's path in the site's noun: '/search/new-used-and-demo-caravans'. */
  export const searchHome: string;
}
declare module 'virtual:dealer/headers' {
  /** This dealer's security headers (its CSP), as the static pages get them from _headers. */
  const headers: Record<string, string>;
  export default headers;
}
declare module 'virtual:dealer/market' {
  /** The embedded register of number plates (data/market/register.json). */
  export const register: import('~/services/rego/rego.ts').RegoVehicle[];
  /** The market sample and every sample dealer's used stock, as the embedded valuer reads them. */
  export const market: import('~/services/valuer/valuer.ts').MarketSample;
  /** The catalogue's models by make (data/catalogue/models.json), which an estimate is checked against. */
  export const models: Record<string, string[]>;
}
