import { ATTEMPT_ROUTES } from './routes-attempt.ts';
import { CONTENT_ROUTES } from './routes-content.ts';
import { GENERATION_ROUTES } from './routes-generation.ts';
import { QUIZ_ROUTES } from './routes-quiz.ts';
import type { ApiRoute } from './route-types.ts';
import { SHORTLINK_ROUTES } from './routes-shortlink.ts';

/** Every public route the gateway proxies, service by service (the routing table decides which). */
export const API_ROUTES: readonly ApiRoute[] = [...QUIZ_ROUTES, ...ATTEMPT_ROUTES, ...GENERATION_ROUTES, ...CONTENT_ROUTES, ...SHORTLINK_ROUTES];
