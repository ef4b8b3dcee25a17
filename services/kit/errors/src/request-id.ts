import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { HEADERS } from '@quizlink/contracts/http';

/** Incoming ids are echoed into headers and logs, so only plain, short tokens are trusted. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of this request: the response header set by kit-http is the single source of truth, so the
 * error handler and route code agree. Used outside kit-http, it adopts a valid incoming id or makes one.
 */
export function ensureRequestId(req: Request, res: Response): string {
  const existing = res.getHeader(HEADERS.requestId);
  if (typeof existing === 'string' && existing !== '') return existing;
  const incoming = req.headers[HEADERS.requestId];
  const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  if (!res.headersSent) res.setHeader(HEADERS.requestId, id);
  return id;
}
