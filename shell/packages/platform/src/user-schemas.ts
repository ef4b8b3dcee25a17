// Loaded on demand by createUser: the schemas pull in zod, which the home page should not download
// before the visitor actually presses a button.
export { createUserResponseSchema, userNameSchema } from '@quizlink/contracts/quiz';
