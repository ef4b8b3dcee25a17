/**
 * An embedded platform as a child process (what `npm start` runs), for the tests that need the process itself
 * (its flags, a kill -9): its environment on loopback, with a DATA_DIR of its own and none of the variables
 * that would point a service at MariaDB, Redis or Kafka.
 */
import { INFRASTRUCTURE_VARIABLES } from '../src/infrastructure-variables.ts';

export function embeddedProcessEnv(opts: { port: number; dataDir: string; extra?: NodeJS.ProcessEnv }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...opts.extra,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
  };
  for (const name of INFRASTRUCTURE_VARIABLES) delete env[name];
  return env;
}
