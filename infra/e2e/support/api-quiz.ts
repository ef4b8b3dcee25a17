import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateQuizResponse, DashboardResponse } from '@quizlink/contracts/quiz';
import { FIVE_QUESTIONS } from './quiz-flows.ts';

/** Publishes the five-question quiz through the gateway's API, as the editor does. */
export async function publishQuizByApi(request: APIRequestContext, creatorName: string): Promise<CreateQuizResponse & { creatorId: number }> {
  const user = await request.post('/api/users', { data: { username: creatorName } });
  expect(user.status()).toBe(201);
  const { id: creatorId } = (await user.json()) as { id: number };
  const created = await request.post('/api/quizzes', {
    data: {
      creatorId,
      creatorName,
      timeLimit: null,
      autoSubmit: true,
      questions: FIVE_QUESTIONS.map((q, order) => ({ text: q.text, type: 'multiple-choice', options: q.options, correctAnswers: [q.options[0]], order })),
    },
  });
  expect(created.status()).toBe(201);
  return { ...((await created.json()) as CreateQuizResponse), creatorId };
}

/** Submits one attempt answering every question with option `pick`; gives its id and the secret that opens it. */
export async function submitAttemptByApi(request: APIRequestContext, quizId: number, userName: string, pick: number): Promise<{ id: string; attemptSecret: string }> {
  const user = await request.post('/api/users', { data: { username: userName } });
  const { id: userAnswerId } = (await user.json()) as { id: number };
  const questions = (await (await request.get(`/api/quizzes/${quizId}/questions`)).json()) as Array<{ id: number; options: string[] }>;
  const res = await request.post('/api/quiz-attempts', {
    data: { quizId, userAnswerId, userName, answers: questions.map((q) => ({ questionId: q.id, userAnswer: q.options[pick] })) },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; attemptSecret: string };
}

export async function dashboardOf(request: APIRequestContext, token: string): Promise<DashboardResponse> {
  const res = await request.get(`/api/quizzes/dashboard/${token}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardResponse;
}
