/** The five services as the launchers see them: name, port, and the variables that point at them. */
const PORT_BASE = Number(process.env.SERVICE_PORT_BASE ?? 4100);

export const SERVICES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'].map((name, i) => ({
  name,
  port: PORT_BASE + i + 1,
  /** With METRICS_PORT set (the gateway's), each service's /metrics listens on the ports after it. */
  metricsOffset: i + 1,
  urlVar: `${name.toUpperCase()}_SERVICE_URL`,
  databaseVar: `${name.toUpperCase()}_DATABASE_URL`,
}));

/** mysql://u@h:3306/app → mysql://u@h:3306/app_quiz: one database per service on one server. */
export function databaseUrlFor(service, env = process.env) {
  if (env[service.databaseVar]) return env[service.databaseVar];
  if (!env.DATABASE_URL) return undefined;
  const url = new URL(env.DATABASE_URL);
  const base = url.pathname.replace(/^\//, '') || 'quizlink';
  url.pathname = `/${base}_${service.name}`;
  return url.toString();
}

/** Ports after the five services' for each further replica: replica 2 of the attempt service is base + 12. */
const REPLICA_PORT_STRIDE = 10;

/**
 * Replica `replica` (1 = the first) of a service as the launcher runs it: the first on the service's own
 * port, each further one on the ports after the five services' (the same offsets for its /metrics).
 */
export function replicaOf(service, replica) {
  const shift = (replica - 1) * REPLICA_PORT_STRIDE;
  return { ...service, port: service.port + shift, metricsOffset: service.metricsOffset + shift };
}

/** Environment of one service process in distributed mode. */
export function serviceEnv(service, env = process.env) {
  const database = databaseUrlFor(service, env);
  return {
    PORT: String(service.port),
    HOST: '127.0.0.1',
    ...(env.METRICS_PORT ? { METRICS_PORT: String(Number(env.METRICS_PORT) + service.metricsOffset) } : {}),
    ...(database ? { DATABASE_URL: database } : {}),
    ...Object.fromEntries(SERVICES.map((s) => [s.urlVar, env[s.urlVar] ?? `http://127.0.0.1:${s.port}`])),
  };
}

/** Polls /readyz until the service answers 200. */
export async function waitForReady(baseUrl, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} was not ready at ${baseUrl} within ${timeoutMs} ms`);
}
