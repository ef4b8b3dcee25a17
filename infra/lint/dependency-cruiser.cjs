/**
 * Architectural boundaries, checked on resolved paths (not on import strings), so a relative
 * `../../other/src/x.ts` is caught as surely as a package import.
 * Parser: swc — TypeScript 7 has no JavaScript compiler API for dependency-cruiser's default.
 */
const SERVICES = '(quiz|attempt|generation|content|shortlink)';
const MFES = '(mfe-quiz|mfe-autodraft|mfe-admin)';
/** Our top-level folders; anything under node_modules/ is a package. */
const WORKSPACES = '(services|gateway|shell|mfe-[a-z]+|infra)';
/** Libraries that read files, documents and images, decode text, or call a language model: data-access/ only. */
const DOMAIN_FORBIDDEN_LIBRARIES = [
  'mammoth',
  'pdf-parse',
  'pdfjs-dist',
  'tesseract\\.js',
  '@tesseract\\.js-data',
  'word-extractor',
  'yauzl',
  'jszip',
  'chardet',
  'iconv-lite',
  'langchain',
  '@langchain',
  'openai',
  'js-tiktoken',
];

module.exports = {
  forbidden: [
    {
      name: 'service-imports-another-service',
      comment: 'A service never imports another service: ask over HTTP or keep a copy from events.',
      severity: 'error',
      from: { path: `^services/${SERVICES}/` },
      to: { path: `^services/${SERVICES}/`, pathNot: '^services/$1/' },
    },
    {
      name: 'mfe-imports-another-mfe',
      comment: 'A micro-frontend never imports another one; the shell composes them at run time.',
      severity: 'error',
      from: { path: `^${MFES}/` },
      to: { path: `^${MFES}/`, pathNot: '^$1/' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'Contracts are the shared language: they import only zod.',
      severity: 'error',
      from: { path: '^services/contracts/' },
      to: { path: '^(services/(?!contracts/)|gateway/|shell/|mfe-|infra/)' },
    },
    {
      name: 'contracts-http-imports-no-aggregate',
      comment: "Contracts' http/ (ids and path parameters, headers, health paths, the error shape) is what every aggregate builds on; it depends on none of them.",
      severity: 'error',
      from: { path: '^services/contracts/src/http/', pathNot: '\\.test\\.ts$' },
      to: { path: '^services/contracts/src/', pathNot: '^services/contracts/src/http/' },
    },
    {
      name: 'contracts-aggregates-import-no-platform',
      comment: "Contracts' platform/ composes the aggregates (the gateway's route table, pages); an aggregate never depends on it.",
      severity: 'error',
      from: { path: '^services/contracts/src/(http|quiz|attempt|draft|content|shortlink|events)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^services/contracts/src/platform/' },
    },
    {
      name: 'contracts-import-nothing-node-only',
      comment: 'Contracts run in the browser too.',
      severity: 'error',
      from: { path: '^services/contracts/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'kit-holds-no-domain',
      comment: 'Kit packages are capabilities; they never import a service, the gateway or a front end.',
      severity: 'error',
      from: { path: '^services/kit/' },
      to: { path: `^(services/${SERVICES}/|gateway/|shell/|mfe-|infra/)` },
    },
    {
      name: 'browser-code-imports-no-server-code',
      comment: 'Front ends talk to services over HTTP only.',
      severity: 'error',
      from: { path: `^(shell|${MFES})/` },
      to: { path: '^(services/(?!contracts/)|gateway/|infra/)' },
    },
    {
      name: 'no-reaching-into-another-package-src',
      comment: "Import a package by its name and public exports, never another package's src/** by path.",
      severity: 'error',
      from: { path: '^((?:services/kit/[^/]+|services/[^/]+|shell/packages/[^/]+|shell|mfe-[^/]+|gateway|infra))/' },
      to: {
        path: '^((?:services/kit/[^/]+|services/[^/]+|shell/packages/[^/]+|shell|mfe-[^/]+|gateway|infra))/src/',
        pathNot: '^$1/src/',
        dependencyTypes: ['local'],
      },
    },
    {
      name: 'domain-imports-no-adapters',
      comment: "A service's domain/ holds rules; adapters (data-access/) implement its ports and are wired by service.ts.",
      severity: 'error',
      from: { path: `^services/${SERVICES}/src/domain/` },
      to: { path: '^services/$1/src/data-access/' },
    },
    {
      name: 'entry-points-import-no-adapters',
      comment: 'Routes and consumers call the domain, which reaches storage through its ports; service.ts wires the adapters.',
      severity: 'error',
      from: { path: `^services/${SERVICES}/src/entry-points/` },
      to: { path: '^services/$1/src/data-access/' },
    },
    {
      name: 'domain-reads-no-files',
      comment: "A service's domain/ never touches the file system: an adapter in data-access/ does, behind a port.",
      severity: 'error',
      from: { path: `^services/${SERVICES}/src/domain/` },
      to: { dependencyTypes: ['core'], path: '^(node:)?fs(/|$)' },
    },
    {
      name: 'domain-uses-no-reader-or-model-library',
      comment:
        "Document readers, OCR, text decoding and language-model clients are adapters (data-access/), never in a service's domain/.",
      severity: 'error',
      from: { path: `^services/${SERVICES}/src/domain/` },
      to: { path: `node_modules/(${DOMAIN_FORBIDDEN_LIBRARIES.join('|')})/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph as leaves (doNotFollow), so rules can name them; our own build output is left out.
    exclude: { path: [`^${WORKSPACES}/(dist|build)/`, `^${WORKSPACES}/.*/(dist|build)/`, '(^|/)(jest|rspack)\\.config\\.(cjs|ts)$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main'],
    },
    preserveSymlinks: false,
  },
};
