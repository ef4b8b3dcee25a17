import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

/** `json`: one JSON object per line (production, log shippers). `pretty`: one short coloured line (a person at a terminal). */
export type LogFormat = 'json' | 'pretty';

/** Pretty only for a person: stdout is a terminal and this is not production. */
export function defaultLogFormat(env: NodeJS.ProcessEnv = process.env, stdout: { isTTY?: boolean } = process.stdout): LogFormat {
  return stdout.isTTY === true && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** Fields a terminal reader does not need on every line (they stay in the JSON format). */
const QUIET_ON_TERMINAL = 'pid,hostname,service,component,requestId,responseTime';

/**
 * pino-pretty as a stream in this thread (no worker): `HH:MM:ss.l LEVEL service: message` and the
 * remaining fields on the same line. Writes to `destination` (stdout by default).
 */
export function prettyStream(destination?: DestinationStream): DestinationStream {
  return pinoPretty({
    colorize: destination === undefined,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: QUIET_ON_TERMINAL,
    messageFormat: '{service}: {msg}',
    ...(destination ? { destination } : {}),
  });
}
