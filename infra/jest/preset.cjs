/**
 * Shared jest settings: @swc/jest compiles TypeScript (TypeScript 7 has no JS API, so ts-jest cannot).
 * `environment` is 'node' for services and the gateway, 'jsdom' for browser packages.
 */
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** ESM-only packages in node_modules that jest must compile too. */
const esmPackages = ['wouter', 'regexparam', 'mitt', 'http-proxy-middleware', 'httpxy', 'is-plain-obj', 'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec', 'marked', 'jose', 'pdf-parse', 'p-limit', 'yocto-queue', 'cockatiel', 'nanoid', 'uuid'];

module.exports = function preset(packageDir, environment = 'node') {
  return {
    rootDir: packageDir,
    displayName: path.relative(path.resolve(__dirname, '../..'), packageDir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '^.+\\.mjs$': ['@swc/jest', swc] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-stub.cjs') },
    testTimeout: 30000,
    // Used when a package's own config runs alone (`npx jest` in its folder).
    maxWorkers: require('./workers.cjs'),
  };
};
