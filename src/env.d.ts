/// <reference types="astro/client" />

declare module 'virtual:dealer/config' {
  const config: import('./config/schema/index.ts').DealerConfig;
  export default config;
}
declare module 'virtual:dealer/cars' {
  /** Every listed car of the build, by slug, as /cars/{slug}.json holds it (the server reads cars from here, never over HTTP). */
  const cars: Record<string, import('./features/vehicle/car-json.ts').CarJson>;
  export default cars;
}
declare module 'virtual:dealer/theme.css';
interface ImportMetaEnv { readonly BUILT_FOR_NETLIFY: boolean }

