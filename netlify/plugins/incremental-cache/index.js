// Keeps Astro's incremental build cache of a Netlify build (astro.config.mjs cacheDir:
// node_modules/.astro/_netlify/<dealer>/, scripts/lib/build-env.ts) between this site's builds,
// through Netlify's build cache (utils.cache): a build then renders only the pages whose data or
// code changed (docs/deploy.md). "Clear cache and deploy site" in Netlify's UI, or
// `npm run build -- --force`, renders every page.
const CACHE = 'node_modules/.astro/_netlify';

export const onPreBuild = async ({ utils }) => {
  if (await utils.cache.restore(CACHE)) console.log(`Restored ${CACHE} from the last build.`);
  else console.log(`No ${CACHE} from an earlier build: every page is rendered.`);
};

export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(CACHE)) console.log(`Saved ${CACHE} for the next build.`);
};
