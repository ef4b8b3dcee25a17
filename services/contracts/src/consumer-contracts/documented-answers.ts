import type { z } from 'zod';
import { API_ROUTES } from '../api-description/http-routes.ts';
import type { ContractRequest } from './types.ts';

/**
 * The schema the API description gives a route's answer of `status`: the one the OpenAPI document
 * publishes, for answers whose schema is declared there rather than exported by an aggregate module.
 */
export function documentedAnswerSchema(method: ContractRequest['method'], path: string, status: number): z.ZodType {
  const route = API_ROUTES.find((candidate) => candidate.method === method.toLowerCase() && candidate.path === path);
  const schema = route?.responses[status]?.schema;
  if (!schema) throw new Error(`the API description declares no ${status} answer with a body for ${method} ${path}`);
  return schema;
}
