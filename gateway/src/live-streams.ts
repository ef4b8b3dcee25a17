import http from 'node:http';
import type { Request, Response } from 'express';
import { ATTEMPT_PATHS } from '@quizlink/contracts/attempt';
import { LIVE_STREAM_TERMS } from '@quizlink/contracts/platform';
import { QUIZ_PATHS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';

/** Live streams one gateway instance relays at once by default (the services' LIVE_MAX_CLIENTS default too). */
export const DEFAULT_MAX_LIVE_STREAMS = 1000;

const LIVE_PATTERNS = [ATTEMPT_PATHS.attemptsLive, QUIZ_PATHS.dashboardLive].map((pattern) => pattern.split('/'));

/**
 * Whether an API path is one of the server-sent event streams (`/api/quizzes/:id/attempts/live`, …),
 * judged as Express's routers do (case-insensitive, a trailing slash allowed), so no spelling of a
 * stream path slips past the cap.
 */
export function isLiveStreamPath(pathname: string): boolean {
  const parts = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  return LIVE_PATTERNS.some((pattern) => pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]));
}

/** The 503 a client gets at once when the gateway relays as many streams as it may: the page falls back to polling. */
export const liveCapacityError = (): AppError =>
  new AppError(LIVE_STREAM_TERMS.capacityError, { headers: { 'Retry-After': String(LIVE_STREAM_TERMS.capacityError.retryAfterSeconds) } });

export type LiveStreamGate = {
  /** Counts the stream until its response closes; false (nothing counted) when the gateway is full. */
  admit(req: Request, res: Response): boolean;
  openCount(): number;
};

/**
 * Bounds the streams relayed at once. Past the bound a new stream is refused at once (503 with
 * Retry-After), instead of queueing for a connection to the service until the upstream timeout.
 */
export function createLiveStreamGate(maxStreams: number): LiveStreamGate {
  let open = 0;
  return {
    admit(_req, res) {
      if (open >= maxStreams) return false;
      open += 1;
      res.once('close', () => {
        open -= 1;
      });
      return true;
    },
    openCount: () => open,
  };
}

/**
 * Connections to the services. Streams hold their connection for as long as the page is open, so they
 * get an agent of their own without a socket cap (the gate bounds them): they never take a pooled
 * connection that ordinary requests wait for. The proxy library's shared default agent caps each
 * service at 256 sockets, which made request 257 wait for the upstream timeout.
 */
export function createUpstreamAgents(): { ordinary: http.Agent; live: http.Agent } {
  return {
    ordinary: new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 64 }),
    live: new http.Agent({ keepAlive: false }),
  };
}
