const path = require('node:path');
const preset = require('../../infra/jest/preset.cjs')(__dirname, 'node');

/**
 * `initChatModel` (langchain) loads the provider package with a dynamic import(), which jest's CommonJS
 * runtime refuses without --experimental-vm-modules. Tests therefore get langchain's ESM build of that
 * one module, compiled by swc like our code (import() becomes require()); the service itself runs the
 * package as it is.
 */
const universalEsm = path.join(path.dirname(require.resolve('langchain/package.json', { paths: [__dirname] })), 'dist/chat_models/universal.js');

module.exports = {
  ...preset,
  setupFilesAfterEnv: ['<rootDir>/test/setup/word-lexicons.setup.ts'],
  moduleNameMapper: { ...preset.moduleNameMapper, '^langchain/chat_models/universal$': universalEsm },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!(', '/node_modules/(?!(langchain/dist|')),
};
