import { z } from 'zod';
import { numericIdSchema } from '../http/ids.ts';
import { LIMITS } from './limits.ts';
import { QUIZ_MESSAGES } from './messages.ts';

/** A typed name: trimmed, any script, spaces allowed, 1–50 characters. */
export const userNameSchema = z
  .string({ error: QUIZ_MESSAGES.nameRequiredTitle })
  .trim()
  .min(1, QUIZ_MESSAGES.nameRequiredTitle)
  .max(LIMITS.userNameMaxLength, `Name must be at most ${LIMITS.userNameMaxLength} characters`);

export const createUserRequestSchema = z.object({ username: userNameSchema });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const createUserResponseSchema = z.object({ id: z.number().int().positive() });
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** GET /internal/users/:id (the attempt service checks a taker's id before a start). */
export const userIdParamsSchema = z.object({ id: numericIdSchema });
