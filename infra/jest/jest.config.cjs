/** Every package's jest project, run together by `npm run test:unit` from the root. */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { workspaces } = require(path.join(root, 'package.json'));

const dirs = workspaces.flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return fs.readdirSync(path.join(root, parent)).map((d) => `${parent}/${d}`);
});

module.exports = {
  // testTimeout and maxWorkers are global options: the projects' own values are ignored when they run together.
  testTimeout: 30000,
  maxWorkers: require('./workers.cjs'),
  projects: dirs.map((d) => path.join(root, d)).filter((d) => fs.existsSync(path.join(d, 'jest.config.cjs'))),
};
