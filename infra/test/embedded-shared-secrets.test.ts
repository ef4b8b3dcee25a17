/**
 * The embedded launcher (`npm start`) with nothing configured: the secrets two services must share
 * (the admin token key and the quiz service's internal-route credential) are made once per start and
 * handed to both, so the admin's test-page list and every submission work, and nothing else opens them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ATTEMPT_HEADERS } from '@quizlink/contracts/attempt';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { hashPassword } from '@quizlink/kit-login-guard';
import { startEmbedded, type EmbeddedPlatform } from '../src/embedded.ts';

const ADMIN = { username: 'embedded-admin', password: 'embedded-admin-password-for-tests' };
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

let platform: EmbeddedPlatform;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'quizlink-embedded-secrets-'));
  const env = { PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password) };
  platform = await startEmbedded({ repoRoot, env, logger: createLogger({ service: 'embedded-test', level: 'silent' }) });
}, 60_000);
afterAll(async () => {
  await platform?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function publishQuiz(creatorName: string) {
  const user = await call(platform.url, 'POST', '/api/users', { username: creatorName });
  const quiz = await call(platform.url, 'POST', '/api/quizzes', {
    creatorId: user.body.id,
    creatorName,
    timeLimit: null,
    questions: ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => ({ text: `${text}?`, type: 'multiple-choice', options: [`${text}-Key`, 'no'], correctAnswers: [`${text}-Key`] })),
  });
  if (quiz.status !== 201) throw new Error(`publish failed: ${quiz.status} ${quiz.text}`);
  return quiz.body as { id: number; accessCode: string; urlSlug: string };
}

describe('embedded mode with no secrets configured', () => {
  it('When nobody is signed in, then the quiz list is refused (403) without any code, and the admin gets it after signing in', async () => {
    const quiz = await publishQuiz('Listed Lou');
    const anonymous = await call(platform.url, 'GET', '/api/quizzes');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error.code).toBe(QUIZ_ERRORS.quizListingDisabled.code);
    expect(anonymous.text).not.toContain(quiz.accessCode);

    const login = await call(platform.url, 'POST', '/api/admin/login', ADMIN);
    expect(login.status).toBe(200);
    const listed = await call(platform.url, 'GET', '/api/quizzes', undefined, { authorization: `Bearer ${login.body.token}` });
    expect(listed.status).toBe(200);
    expect((listed.body as Array<{ accessCode: string }>).map((q) => q.accessCode)).toContain(quiz.accessCode);
  });

  it('When a taker submits, then the attempt service gets the answer key from the quiz service (the credential is shared) and scores it', async () => {
    const quiz = await publishQuiz('Scored Sam');
    const taker = await call(platform.url, 'POST', '/api/users', { username: 'Taker Tim' });
    const questions = (await call(platform.url, 'GET', `/api/quizzes/${quiz.id}/questions`)).body as Array<{ id: number; options: string[] }>;
    const res = await call(platform.url, 'POST', '/api/quiz-attempts', {
      quizId: quiz.id,
      userAnswerId: taker.body.id,
      userName: 'Taker Tim',
      answers: questions.map((q) => ({ questionId: q.id, userAnswer: q.options[0] })),
      openEndedAnswers: [],
    });
    expect(res.status).toBe(201);
    const stored = await call(platform.url, 'GET', `/api/quiz-attempts/${res.body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: res.body.attemptSecret });
    expect(stored.status).toBe(200);
    expect(stored.body.score).toBe(5);
  });

  it('When the internal answer-key route is asked for through the gateway, then it is not there', async () => {
    const quiz = await publishQuiz('Hidden Hank');
    // Outside /api the gateway serves the shell's page (the SPA fallback; a plain notice while the front
    // ends are not built, as in a fresh clone), never a service's route.
    const page = await call(platform.url, 'GET', `/internal/quizzes/${quiz.id}/answer-key`);
    expect(page.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
    expect(page.text).not.toContain('-Key');
    const api = await call(platform.url, 'GET', `/api/internal/quizzes/${quiz.id}/answer-key`);
    expect(api.status).toBe(404);
    expect(api.text).not.toContain('-Key');
  });
});
