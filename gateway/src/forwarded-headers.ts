import type { IncomingHttpHeaders } from 'node:http';

export type ClientConnection = {
  /** The address of whoever opened the TCP connection to the gateway. */
  remoteAddress: string | undefined;
  /** Whether that connection was TLS. */
  encrypted: boolean;
  /** The gateway's own port on that connection. */
  localPort: number | undefined;
};

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The x-forwarded-* headers the gateway sends upstream. `for` is appended to (like nginx's
 * $proxy_add_x_forwarded_for), so a proxy in front of us keeps its entries and the connecting address
 * is always last; services decide how many hops to trust. `proto`, `host` and `port` describe the
 * outermost hop, so values set by a proxy in front of us are kept and only filled in when absent.
 */
export function forwardedHeaders(headers: IncomingHttpHeaders, connection: ClientConnection): Record<string, string> {
  const result: Record<string, string> = {};
  const priorFor = first(headers['x-forwarded-for']);
  if (connection.remoteAddress !== undefined) {
    result['x-forwarded-for'] = priorFor ? `${priorFor}, ${connection.remoteAddress}` : connection.remoteAddress;
  } else if (priorFor) {
    result['x-forwarded-for'] = priorFor;
  }
  result['x-forwarded-proto'] = first(headers['x-forwarded-proto']) ?? (connection.encrypted ? 'https' : 'http');
  const host = first(headers['x-forwarded-host']) ?? headers.host;
  if (host) result['x-forwarded-host'] = host;
  const port = first(headers['x-forwarded-port']) ?? connection.localPort?.toString();
  if (port) result['x-forwarded-port'] = port;
  return result;
}
