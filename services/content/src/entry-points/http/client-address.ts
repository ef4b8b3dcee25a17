import type { Request } from 'express';

/**
 * The caller's address as rate limits count it: Express's req.ip, which honours X-Forwarded-For only
 * from trusted hops (the gateway on loopback by default; TRUST_PROXY widens it).
 */
export const clientOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
