const preset = require('../infra/jest/preset.cjs')(__dirname, 'jsdom');

// Pages are lazy chunks; src/testing/preload-pages.ts loads them before each file's tests.
module.exports = { ...preset, setupFilesAfterEnv: ['<rootDir>/src/testing/preload-pages.ts'] };
