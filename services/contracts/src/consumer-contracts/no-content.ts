import { z } from 'zod';
import type { HttpExpectation } from './types.ts';

/** The answer of a call that succeeds with `204 No Content`: its status is all a consumer can rely on. */
export const NO_CONTENT: HttpExpectation['response'] = { status: 204, fieldsRelied: [], example: undefined, schema: z.undefined() };
