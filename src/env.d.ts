/// <reference types="astro/client" />

declare module 'virtual:dealer/config' {
  const config: import('~/config/schema/index.ts').DealerConfig;
  export default config;
}
// The build's own modules: each is made by a file in src/integrations/virtual/ (or the feature it
// serves), whose interface types it here.
declare module 'virtual:dealer/locations' {
  const locations: import('~/integrations/virtual/locations.server.ts').LocationsModule['default'];
  export default locations;
}
declare module 'virtual:dealer/theme.css';
declare module 'virtual:dealer/fonts' {
  /** URLs of the font files the first screen uses, to preload. */
  const urls: string[];
  export default urls;
}
declare module 'virtual:dealer/build' {
  type M = import('~/integrations/virtual/build.server.ts').BuildModule;
  export const dataDir: M['dataDir'];
  export const at: M['at'];
  export const liveFile: M['liveFile'];
  export const stockFile: M['stockFile'];
  export const clientDir: M['clientDir'];
}
declare module 'virtual:dealer/client-flags' {
  type M = import('~/integrations/virtual/client-flags.ts').ClientFlagsModule;
  export const watchlist: M['watchlist'];
  export const searchHome: M['searchHome'];
  export const priceDropAlerts: M['priceDropAlerts'];
  export const stockNoun: M['stockNoun'];
}
declare module 'virtual:dealer/headers' {
  /** This dealer's security headers (its CSP), as the static pages get them from _headers. */
  const headers: Record<string, string>;
  export default headers;
}
declare module 'virtual:dealer/market' {
  type M = import('~/features/trade-in/market-data.server.ts').MarketModule;
  export const register: M['register'];
  export const market: M['market'];
  export const models: M['models'];
}
