import express from 'express';
import { API_PATHS, createUserRequestSchema } from '@quizlink/contracts';
import { validate } from '@quizlink/kit-errors';

export function usersRoutes(users: { createUser(username: string): Promise<number> }): express.Router {
  const router = express.Router();
  router.post(API_PATHS.users, async (req, res) => {
    const { username } = validate(createUserRequestSchema, req.body ?? {});
    res.status(201).json({ id: await users.createUser(username) });
  });
  return router;
}
