/**
 * How many test files jest runs at once. More than the cores: most service tests wait on MariaDB, Redis,
 * Kafka or a stack they started, not on the CPU. Measured on 2 cores (issue 14's machine, the whole suite
 * on MariaDB, Redis and the Kafka mock): 1,358 s in band (jest's default there, cores − 1 = 1 worker)
 * against 487 s with 3 workers, the cores still 23 % idle. Capped, so a many-core machine does not open
 * more database connections than a default MariaDB takes (151).
 */
const os = require('node:os');

const WORKERS_PER_CORE = 1.5;
const MIN_WORKERS = 2;
const MAX_WORKERS = 8;

module.exports = Math.min(MAX_WORKERS, Math.max(MIN_WORKERS, Math.round(os.availableParallelism() * WORKERS_PER_CORE)));
