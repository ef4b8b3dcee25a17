import type { IncomingHttpHeaders } from 'node:http';

export type ClientConnection = {
  /**
   * The client's address as the gateway judges it: the connecting address, or, when that is a proxy
   * the gateway is configured to trust (GATEWAY_TRUST_PROXY), the address that proxy reported (Express's req.ip).
   */
  clientAddress: string | undefined;
  /** Whether the connection came from a trusted proxy, whose x-forwarded-proto/-host/-port are kept. */
  fromTrustedProxy: boolean;
  /** Whether that connection was TLS. */
  encrypted: boolean;
  /** The gateway's own port on that connection. */
  localPort: number | undefined;
};

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The x-forwarded-* headers the gateway sends upstream. `for` is **replaced** by the one client
 * address the gateway saw (never appended to): whatever an untrusted client wrote there is dropped, so
 * a service that trusts the gateway's hop learns the real client and nothing forged. `proto`, `host`
 * and `port` describe the outermost hop: kept from a trusted proxy in front, otherwise set from this
 * connection (a client's own values are dropped too).
 */
export function forwardedHeaders(headers: IncomingHttpHeaders, connection: ClientConnection): Record<string, string> {
  const result: Record<string, string> = {};
  if (connection.clientAddress !== undefined) result['x-forwarded-for'] = connection.clientAddress;
  const fromProxy = (name: string): string | undefined => (connection.fromTrustedProxy ? first(headers[name]) : undefined);
  result['x-forwarded-proto'] = fromProxy('x-forwarded-proto') ?? (connection.encrypted ? 'https' : 'http');
  const host = fromProxy('x-forwarded-host') ?? headers.host;
  if (host) result['x-forwarded-host'] = host;
  const port = fromProxy('x-forwarded-port') ?? connection.localPort?.toString();
  if (port) result['x-forwarded-port'] = port;
  return result;
}
