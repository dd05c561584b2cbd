/**
 * Stands in for the `qs` package in every bundle (astro.config.mjs, `vite.resolve.alias`). Its
 * only importer is InstantSearch's default history router, which the search never builds: it
 * passes its own router (features/search/ui/routing-config.client.ts). The package and what it
 * pulls in (side-channel, get-intrinsic, object-inspect) cost the search page about 18 KB gzip
 * after interaction. A call means InstantSearch has started to use it elsewhere: it fails loudly.
 */
const unused = (): never => {
  throw new Error(
    'qs is not bundled: the search uses its own router, not InstantSearch’s history router (astro.config.mjs)',
  );
};

export default { parse: unused, stringify: unused };
