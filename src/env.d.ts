/// <reference types="astro/client" />

declare module 'virtual:dealer/config' {
  const config: import('./config/schema/index.ts').DealerConfig;
  export default config;
}
declare module 'virtual:dealer/theme.css';
interface ImportMetaEnv { readonly BUILT_FOR_NETLIFY: boolean }

