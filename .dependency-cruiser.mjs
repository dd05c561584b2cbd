// The layers of src/ (docs/architecture.md "Layers"), checked in `npm run lint`
// (scripts/lint/dependencies.ts hands dependency-cruiser the .astro components too).
//
//   pages ─► layouts, jobs ─► features ─► services ─► server, catalogue, components ─► config
//
// Folders import each other one way only, and the features stand at most five floors deep
// (scripts/lint/dependencies.ts checks both over dependency-cruiser's graph). A folder is one of
// src/'s own folders, one feature (src/features/<area>/ with its ui/), or one part of a feature
// named below (with its ui/).
const FEATURE = '^src/features/';

/**
 * Features made of parts: each part is a folder of its own for the layer rules, so a feature can
 * hold both the rules others build on and the page built on them (the car's rules at floor 1, its
 * page near the top).
 */
export const FEATURE_PARTS = ['car/import', 'car/page', 'checkout/reserve'];
const typeOnly = ['type-only', 'type-import'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: typeOnly },
    },
    {
      name: 'components-are-shared',
      comment: 'src/components/ is the design system: it imports no feature.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: FEATURE },
    },
    {
      name: 'config-is-a-base',
      comment: 'src/config/ reads the dealer file: it imports no feature.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: FEATURE },
    },
    {
      name: 'server-is-platform',
      comment:
        'src/server/ is platform only (HTTP guards, the POST runner, storage): it imports no feature and no service.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: [FEATURE, '^src/services/'] },
    },
    {
      name: 'catalogue-reads-data',
      comment:
        'src/catalogue/ loads data/ with the entity schemas it owns; features build on it, not it on them.',
      severity: 'error',
      from: { path: '^src/catalogue/' },
      to: { path: [FEATURE, '^src/services/'] },
    },
    {
      name: 'services-adapt-no-feature',
      comment:
        'src/services/ builds the outside services from the dealer file and the environment: features call them, never the reverse.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: [FEATURE, '^src/jobs/', '^src/layouts/', '^src/pages/'] },
    },
    {
      name: 'layouts-are-for-routes',
      comment:
        'A layout wraps a page: only routes (src/pages/) use one, so features stay below the layout that shows them.',
      severity: 'error',
      from: { pathNot: ['^src/pages/', '^src/layouts/'] },
      to: { path: '^src/layouts/' },
    },
    {
      name: 'pure-is-pure',
      comment:
        'A plain x.ts is pure (docs/architecture.md "File names"): it imports no .server.ts, .client.ts, island or component.',
      severity: 'error',
      from: { path: '^src/(?!pages/).+/[^/.]+(\\.schema)?\\.ts$' },
      to: {
        path: ['\\.server\\.ts$', '\\.client\\.ts$', '\\.tsx$', '\\.astro(\\.ts)?$'],
        dependencyTypesNot: typeOnly,
      },
    },
    {
      name: 'browser-code-has-no-server',
      comment: 'Islands and browser scripts never reach .server.ts modules (they would ship them).',
      severity: 'error',
      from: { path: ['\\.client\\.ts$', '\\.tsx$', '\\.worker\\.ts$', '\\.astro\\.script\\.ts$'] },
      to: { path: '\\.server\\.ts$', dependencyTypesNot: typeOnly },
    },
    {
      name: 'browser-code-has-no-classic-zod',
      comment:
        "Browser code validates with zod/mini; classic zod and the entity schemas built with it (x.schema.ts) stay on the server and in the build (a page's script would carry tens of KB).",
      severity: 'error',
      from: {
        path: ['\\.client\\.ts$', '\\.tsx$', '\\.worker\\.ts$', '\\.astro\\.script\\.ts$'],
      },
      to: { path: ['^zod$', '\\.schema\\.ts$'], dependencyTypesNot: typeOnly },
    },
    {
      name: 'frontmatter-has-no-client',
      comment:
        "An Astro component's frontmatter runs at build or on the server: browser code (.client.ts) belongs in its <script>.",
      severity: 'error',
      from: { path: '\\.astro\\.ts$' },
      to: { path: '\\.client\\.ts$', dependencyTypesNot: typeOnly },
    },
    {
      name: 'environment-in-one-place',
      comment:
        'Environment variables are declared once (astro.config.mjs env schema) and read only by src/services/env.server.ts.',
      severity: 'error',
      from: { pathNot: '^src/services/env\\.server\\.ts$' },
      to: { path: '^astro:env' },
    },
  ],
  options: {
    doNotFollow: {
      path: 'node_modules',
      dependencyTypes: [
        'npm',
        'npm-dev',
        'npm-optional',
        'npm-peer',
        'npm-no-pkg',
        'npm-unknown',
        'core',
      ],
    },
    exclude: { path: '\\.test\\.tsx?$' },
    // Only src/ is cruised; a package or a virtual module is a leaf (astro:env, virtual:dealer/…).
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js'],
      conditionNames: ['import', 'default'],
    },
  },
};
