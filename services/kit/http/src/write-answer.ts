import type { Response } from 'express';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A write's JSON answer (the taker's 201s: a started and a submitted attempt), without what Express's
 * `res.json` adds for any method: an entity tag (a SHA-1 of the body) and a parse and re-format of the
 * Content-Type it has just set. A write's answer is not a representation a client stores and
 * revalidates (a conditional POST is never answered 304, RFC 9110 §13.1.2); issue 14's profile put
 * that work at a third of answering a submission, apart from the socket write. Node adds
 * Content-Length, as the whole body is known when it is sent.
 */
export function sendWriteAnswer(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.end(JSON.stringify(body));
}
