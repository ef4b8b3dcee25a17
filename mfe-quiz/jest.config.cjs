const preset = require('../infra/jest/preset.cjs')(__dirname, 'jsdom');

// Pages are lazy chunks; src/testing/preload-pages.ts loads them before each file's tests.
// src/testing/query-notify-now.ts: the query client reports answers without a timer of its own.
module.exports = { ...preset, setupFilesAfterEnv: ['<rootDir>/src/testing/preload-pages.ts', '<rootDir>/src/testing/query-notify-now.ts'] };
