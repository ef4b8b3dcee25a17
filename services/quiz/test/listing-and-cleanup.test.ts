import { TOPICS } from '@quizlink/contracts/events';
import { QUIZ_ERRORS, quizExpiredMessage, quizListItemSchema } from '@quizlink/contracts/quiz';
import { TOKEN_AUDIENCES, createTokenService } from '@quizlink/kit-auth-token';
import { dateTextFor } from '@quizlink/kit-db';
import { call, eventually } from '@quizlink/kit-http/testing';
import { createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The content service signs admin tokens with this (AUTH_TOKEN_SECRET); the quiz service verifies them. */
const SECRET = 'listing-admin-token-secret-0123456789';

describe('GET /api/quizzes (the test page list)', () => {
  let on: Harness;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    on = await startQuizService('listing_on', { authTokenSecret: SECRET });
    const { token } = await createTokenService({ secret: SECRET, ttlMinutes: 60 * 24 * 30, clock: () => on.now.value }).issue(TOKEN_AUDIENCES.admin, 'ada');
    adminHeaders = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await on.close();
  });

  it('When nobody is signed in, then it answers 403 and lists nothing', async () => {
    await createQuiz(on.baseUrl, 'Hidden Hal');
    const res = await call(on.baseUrl, 'GET', '/api/quizzes');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(QUIZ_ERRORS.quizListingDisabled.code);
    expect(res.text).not.toContain('Hidden Hal');
  });

  it('When the admin asks, then active quizzes come newest first with code and slug but no token', async () => {
    // A second apart (MySQL keeps whole seconds), after the quiz of the test before.
    const later = () => (on.now.value = new Date(on.now.value.getTime() + 1000));
    later();
    const first = await createQuiz(on.baseUrl, 'First Fay');
    later();
    const second = await createQuiz(on.baseUrl, 'Second Sid');
    const res = await call(on.baseUrl, 'GET', '/api/quizzes', undefined, adminHeaders);
    expect(res.status).toBe(200);
    const list = quizListItemSchema.strict().array().parse(res.body);
    expect(list.slice(0, 2).map((q) => [q.id, q.accessCode, q.urlSlug])).toEqual([
      [second.id, second.accessCode, second.urlSlug],
      [first.id, first.accessCode, first.urlSlug],
    ]);
    expect(res.text).not.toContain(first.dashboardToken);
  });

  it('When a quiz has expired, then it is no longer listed', async () => {
    const quiz = await createQuiz(on.baseUrl, 'Old Oz');
    const started = on.now.value;
    on.now.value = new Date(started.getTime() + 7 * DAY_MS);
    try {
      const res = await call(on.baseUrl, 'GET', '/api/quizzes', undefined, adminHeaders);
      expect(res.status).toBe(200);
      expect(res.body.map((q: { id: number }) => q.id)).not.toContain(quiz.id);
    } finally {
      on.now.value = started;
    }
  });
});

describe('the expiry clean-up job', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startQuizService('cleanup');
  });
  afterAll(async () => {
    await h.close();
  });

  it('When a quiz is past its lifetime, then its questions and read model go, it still answers 410, and quiz.deleted goes out once', async () => {
    const started = h.now.value;
    const old = await createQuiz(h.baseUrl, 'Expired Eve');
    h.now.value = new Date(started.getTime() + 3 * DAY_MS);
    const young = await createQuiz(h.baseUrl, 'Young Yan', { timeLimit: null });
    const seen: Array<{ type: string; data: { quizId: number; reason: string } }> = [];
    await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: 'cleanup-observer', handler: async (e) => void seen.push(e as (typeof seen)[number]) });
    try {
      h.now.value = new Date(started.getTime() + 7 * DAY_MS);
      expect(await h.service.purgeExpired()).toBe(1);
      expect(await h.service.purgeExpired()).toBe(0);

      const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM questions WHERE quiz_id = ${old.id}`);
      expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
      const gone = await call(h.baseUrl, 'GET', `/api/quizzes/code/${old.accessCode}`);
      expect(gone.status).toBe(410);
      expect(gone.body.error.message).toBe(quizExpiredMessage(7));
      expect((await call(h.baseUrl, 'GET', `/api/quizzes/${young.id}/questions`)).body).toHaveLength(5);
      await eventually(async () => expect(seen.filter((e) => e.data.quizId === old.id)).toHaveLength(1));
      expect(seen[0]?.data.reason).toBe('expired');
    } finally {
      h.now.value = started;
    }
  });

  it('When it runs, then the records of events handled more than a week ago go, and the newer ones stay', async () => {
    const dateText = dateTextFor(h.sequelize);
    const handled = (eventId: string, daysAgo: number) =>
      h.sequelize.query('INSERT INTO processed_events (consumer, event_id, processed_at) VALUES (?, ?, ?)', {
        replacements: ['cleanup-test', eventId, dateText(new Date(h.now.value.getTime() - daysAgo * DAY_MS))],
      });
    await handled('cleanup-old-event', 8);
    await handled('cleanup-recent-event', 6);
    await h.service.purgeExpired();
    const [rows] = await h.sequelize.query("SELECT event_id AS eventId FROM processed_events WHERE consumer = 'cleanup-test'");
    expect((rows as Array<{ eventId: string }>).map((row) => row.eventId)).toEqual(['cleanup-recent-event']);
  });
});
