import { QUIZ_PATHS } from '@quizlink/contracts/quiz';
import { api } from './api-client.ts';
import { session, type SessionUser } from './browser-storage.ts';

/**
 * POST /api/users with the typed name, then remembers the identity in session storage. The name and
 * the answer are checked with the contracts' schemas, loaded on first use (zod stays off the home
 * page's initial download).
 */
export async function createUser(name: string): Promise<SessionUser> {
  const { createUserResponseSchema, userNameSchema } = await import('./user-schemas.ts');
  const username = userNameSchema.parse(name);
  const { id } = createUserResponseSchema.parse(await api.post<unknown>(QUIZ_PATHS.users, { username }));
  session.setUser(id, username);
  return { id, name: username };
}
