module.exports = require('../../../infra/jest/preset.cjs')(__dirname, 'node');
