/// <reference types="astro/client" />

declare module 'virtual:dealer/config' {
  const config: import('./config/schema/index.ts').DealerConfig;
  export default config;
}
declare module 'virtual:dealer/cars' {
  /** Every listed car of the build, by slug (the server reads cars from here, never over HTTP). */
  const cars: Record<string, import('./features/vehicle/built-car.ts').BuiltCar>;
  export default cars;
  /** The site's locations by id, as lead vendor contacts. */
  export const locations: Record<string, import('./features/vehicle/built-car.ts').BuiltLocation>;
}
declare module 'virtual:dealer/theme.css';
declare module 'virtual:dealer/fonts' {
  /** URLs of the font files the first screen uses, to preload. */
  const urls: string[];
  export default urls;
}
interface ImportMetaEnv {
  readonly BUILT_FOR_NETLIFY: boolean;
}
