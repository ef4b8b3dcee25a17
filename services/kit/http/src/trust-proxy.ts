/** Express's "trust proxy" setting: false (nobody), a hop count, or addresses / CIDRs / names (`loopback`). */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY from the environment → Express's setting: `false`/`none` trusts no hop (req.ip is the
 * connecting address), `true` every hop, a number that many hops, anything else a comma-separated list
 * of addresses, CIDRs or the names `loopback`, `linklocal`, `uniquelocal`.
 */
export function trustProxySetting(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === 'none') return false;
  if (trimmed === 'true') return true;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The trust setting of a service from its config: TRUST_PROXY when set (the gateway's addresses);
 * unset, nobody in production, and loopback elsewhere, where the launchers (`npm start`, embedded or
 * distributed on one host) put the gateway on 127.0.0.1. The gateway replaces X-Forwarded-For with the
 * address it saw, so a client going through it cannot forge its address either way.
 */
export function trustProxyFor(config: { TRUST_PROXY?: string; NODE_ENV: string }): TrustProxy {
  if (config.TRUST_PROXY !== undefined) return trustProxySetting(config.TRUST_PROXY);
  return config.NODE_ENV === 'production' ? false : 'loopback';
}
