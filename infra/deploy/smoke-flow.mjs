#!/usr/bin/env node
// The cross-service path a player takes, through a running gateway (smoke-images.sh runs it against
// the images): a creator publishes a quiz (quiz service), a taker submits an attempt (attempt
// service, which reads the answer key from the quiz service with the service credential), and the
// creator's dashboard shows it (the quiz service's read model, fed by attempt.submitted over Kafka).
//
//   node infra/deploy/smoke-flow.mjs http://127.0.0.1:8080
//
// Prints one line per step; exits 1 at the first step that fails.
const gateway = process.argv[2];
if (!gateway) {
  console.error('usage: smoke-flow.mjs <gateway base URL>');
  process.exit(2);
}

async function call(method, path, body) {
  const res = await fetch(`${gateway}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

function step(what, ok, detail) {
  console.log(`smoke-flow: ${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `: ${JSON.stringify(detail).slice(0, 400)}`}`);
  if (!ok) process.exit(1);
}

const creator = await call('POST', '/api/users', { username: 'Smoke Creator' });
step('creator signs in', creator.status === 201, creator);
const options = ['Porto', 'Madrid', 'Rome', 'Oslo'];
const created = await call('POST', '/api/quizzes', {
  creatorId: creator.json.id,
  creatorName: 'Smoke Creator',
  timeLimit: null,
  autoSubmit: true,
  // The spec's minimum: five questions.
  questions: ['live in', 'like least', 'was born in', 'work in', 'visit next'].map((what, order) => ({
    text: `Which city do I ${what}?`,
    type: 'multiple-choice',
    options,
    correctAnswers: [options[order % options.length]],
    order,
  })),
});
step('quiz published', created.status === 201 && typeof created.json.dashboardToken === 'string', created);
const questions = await call('GET', `/api/quizzes/${created.json.id}/questions`);
step('questions read without answers', questions.status === 200 && questions.json.length === 5 && questions.json.every((q) => !('correctAnswers' in q)), questions);

const taker = await call('POST', '/api/users', { username: 'Smoke Taker' });
const attempt = await call('POST', '/api/quiz-attempts', {
  quizId: created.json.id,
  userAnswerId: taker.json.id,
  userName: 'Smoke Taker',
  answers: questions.json.map((q) => ({ questionId: q.id, userAnswer: 'Porto' })),
  openEndedAnswers: [],
});
step('attempt submitted and scored by the attempt service', attempt.status === 201, attempt);

let dashboard;
for (let tries = 0; tries < 40; tries += 1) {
  dashboard = await call('GET', `/api/quizzes/dashboard/${created.json.dashboardToken}`);
  if (dashboard.status === 200 && dashboard.json.stats?.attemptCount === 1) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
step('dashboard shows the attempt (attempt.submitted event reached the quiz service)', dashboard.json?.stats?.attemptCount === 1, dashboard);
