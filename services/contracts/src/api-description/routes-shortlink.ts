import { z } from 'zod';
import { AUTH_ERROR_CODES } from '../contact.ts';
import {
  createShortlinkRequestSchema,
  deleteShortlinkRequestSchema,
  SHORTLINK_API_PATHS,
  SHORTLINK_ERROR_CODES,
  shortlinkListRequestSchema,
  shortlinkListSchema,
  shortlinkSchema,
} from '../shortlinks.ts';
import { INVALID } from './common-errors.ts';
import type { ApiRoute } from './route-types.ts';

const PASSWORD_ERRORS = { ...INVALID, 401: [AUTH_ERROR_CODES.invalidCredentials] } as const;

/** The shortlink service's admin API: the shared password travels in every body. */
export const SHORTLINK_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post', path: SHORTLINK_API_PATHS.list, summary: 'List short links',
    body: { schema: shortlinkListRequestSchema },
    responses: { 200: { description: 'Every short link', schema: shortlinkListSchema } },
    errors: PASSWORD_ERRORS,
  },
  {
    method: 'post', path: SHORTLINK_API_PATHS.create, summary: 'Create a short link',
    body: { schema: createShortlinkRequestSchema },
    responses: { 201: { description: 'The new short link', schema: shortlinkSchema } },
    errors: { ...PASSWORD_ERRORS, 409: [SHORTLINK_ERROR_CODES.exists] },
  },
  {
    method: 'post', path: SHORTLINK_API_PATHS.delete, summary: 'Delete a short link',
    body: { schema: deleteShortlinkRequestSchema },
    responses: { 200: { description: 'Deleted', schema: z.object({ success: z.literal(true), short: z.string() }) } },
    errors: { ...PASSWORD_ERRORS, 404: [SHORTLINK_ERROR_CODES.notFound] },
  },
];
