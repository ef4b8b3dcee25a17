import { z } from 'zod';
import { CONTENT_ERRORS } from '../content/errors.ts';
import { SHORTLINK_ERRORS } from '../shortlink/errors.ts';
import { SHORTLINK_API_PATHS } from '../shortlink/paths.ts';
import { createShortlinkRequestSchema, deleteShortlinkRequestSchema, shortlinkListRequestSchema, shortlinkListSchema, shortlinkSchema } from '../shortlink/shortlinks.ts';
import { INVALID } from './common-errors.ts';
import type { ApiRoute } from './route-types.ts';

const PASSWORD_ERRORS = [...INVALID, CONTENT_ERRORS.authInvalidCredentials] as const;

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
    errors: [...PASSWORD_ERRORS, SHORTLINK_ERRORS.shortlinkExists],
  },
  {
    method: 'post', path: SHORTLINK_API_PATHS.delete, summary: 'Delete a short link',
    body: { schema: deleteShortlinkRequestSchema },
    responses: { 200: { description: 'Deleted', schema: z.object({ success: z.literal(true), short: z.string() }) } },
    errors: [...PASSWORD_ERRORS, SHORTLINK_ERRORS.shortlinkNotFound],
  },
];
