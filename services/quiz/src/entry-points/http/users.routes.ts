import express from 'express';
import { createUserRequestSchema, QUIZ_PATHS } from '@quizlink/contracts/quiz';
import { validate } from '@quizlink/kit-errors';

export function usersRoutes(users: { createUser(username: string): Promise<number> }): express.Router {
  const router = express.Router();
  router.post(QUIZ_PATHS.users, async (req, res) => {
    const { username } = validate(createUserRequestSchema, req.body ?? {});
    res.status(201).json({ id: await users.createUser(username) });
  });
  return router;
}
