import { createHash } from 'node:crypto';
import type http from 'node:http';
import express from 'express';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger, type Logger } from '@quizlink/kit-logger';

/** What a stand-in service saw of one request. */
export type SeenRequest = {
  service: ServiceName;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyText: string;
  bodySha256: string;
  bodyBytes: number;
};

/**
 * A real HTTP server standing in for one service: it reads the raw body (no parser, so we see exactly
 * the bytes the gateway forwarded) and answers with what it saw. `/api/slow/...` never answers.
 */
function standInApp(service: ServiceName, seen: SeenRequest[]): express.Express {
  const app = express();
  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record: SeenRequest = {
        service,
        method: req.method,
        url: req.url,
        headers: req.headers,
        bodyText: body.toString('utf8'),
        bodySha256: createHash('sha256').update(body).digest('hex'),
        bodyBytes: body.length,
      };
      seen.push(record);
      if (req.url.startsWith('/api/quizzes/999')) {
        res.status(QUIZ_ERRORS.quizNotFound.status).json({ error: { code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_ERRORS.quizNotFound.message, requestId: 'upstream' } });
        return;
      }
      res.status(200).json(record);
    });
  });
  return app;
}

export type StandIns = {
  urls: Record<ServiceName, string>;
  seen: SeenRequest[];
  close(): Promise<void>;
};

/** Starts one stand-in per service on 127.0.0.1, each on a free port. */
export async function startStandIns(): Promise<StandIns> {
  const seen: SeenRequest[] = [];
  const servers = await Promise.all(
    SERVICE_NAMES.map((name) => listen(standInApp(name, seen), { port: 0, host: '127.0.0.1' })),
  );
  const urls = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, baseUrlOf(servers[i]!)])) as Record<ServiceName, string>;
  return { urls, seen, close: async () => void (await Promise.all(servers.map((s) => closeServer(s, 100)))) };
}

/** A server that accepts requests and never answers them (a hung service). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(() => {
    // Deliberately never respond.
  });
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  return { url: baseUrlOf(server), close: () => closeServer(server, 50) };
}

/** A URL on which nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = await listen(express(), { port: 0, host: '127.0.0.1' });
  const url = baseUrlOf(server);
  await closeServer(server);
  return url;
}

/** A logger whose JSON lines the test can read back. */
export function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    service: 'gateway',
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}
