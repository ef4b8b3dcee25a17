import { z } from 'zod';
import { checkHttpExample, checkReliedFields, verifyHttpAnswer, verifyPublishedEvent } from './check.ts';
import { pathMatchesRoute, recordedAnswer, sentAsRecorded, sentBody } from './consumer-side.ts';
import { NO_CONTENT } from './no-content.ts';
import { resolvePath } from './field-paths.ts';
import type { EventExpectation, HttpExpectation } from './types.ts';

const expectation: HttpExpectation = {
  consumer: 'mfe-example',
  provider: 'quiz',
  interaction: 'a quiz with questions',
  request: { method: 'GET', path: '/api/example/:id' },
  response: {
    status: 200,
    fieldsRelied: ['title', 'questions[].id', 'hint'],
    example: { title: 'Quiz', questions: [{ id: 1 }], hint: null },
    schema: z.object({ title: z.string(), questions: z.array(z.object({ id: z.number() })), hint: z.string().nullable() }),
  },
};

describe('field paths', () => {
  it('When a path crosses an array, then every element is resolved', () => {
    const found = resolvePath({ a: [{ b: 1 }, { b: 2 }] }, 'a[].b');
    expect(found).toEqual([
      { at: '$.a[0].b', found: true, value: 1 },
      { at: '$.a[1].b', found: true, value: 2 },
    ]);
  });

  it('When a top-level array is empty, then it is reported instead of passing unchecked', () => {
    expect(resolvePath([], '[].id')).toEqual([{ at: '$', found: false, reason: 'is an empty array: no element to check' }]);
  });
});

describe('checking a provider answer', () => {
  it('When the example is valid and complete, then there is nothing to report', () => {
    expect(checkHttpExample(expectation)).toEqual([]);
  });

  it('When the example breaks the schema, then the consumer and the field are named', () => {
    const broken = { ...expectation, response: { ...expectation.response, example: { title: 5, questions: [], hint: null } } };
    expect(checkHttpExample(broken).join('\n')).toMatch(/mfe-example → quiz "a quiz with questions".*title/);
  });

  it('When the provider renamed a relied-on field, then the violation names the consumer and the field', () => {
    const violations = verifyHttpAnswer(expectation, { status: 200, body: { name: 'Quiz', questions: [{ id: 1 }], hint: 'x' } });
    expect(violations).toEqual([
      'mfe-example → quiz "a quiz with questions" (GET /api/example/:id) relies on field "title", but the provider\'s $.title is missing',
    ]);
  });

  it('When a relied-on field changed kind, then it is reported; null stays compatible', () => {
    expect(checkReliedFields('c', ['n', 'm'], { n: 1, m: 'x' }, { n: '1', m: null })).toEqual([
      'c relies on field "n" being number, but the provider\'s $.n is string',
    ]);
  });

  it('When the status differs, then it is reported', () => {
    expect(verifyHttpAnswer(expectation, { status: 404, body: {} })[0]).toMatch(/expects status 200, but the provider answered 404/);
  });
});

describe('checking a published event', () => {
  const event: EventExpectation = {
    consumer: 'service/handler',
    topic: 'quiz.events.v1',
    type: 'quiz.questions-changed',
    version: 1,
    fieldsRelied: ['data.quizId'],
    example: { id: '1c7a6d2f-3e4b-4c6d-9e8f-0a1b2c3d4e5f', type: 'quiz.questions-changed', version: 1, occurredAt: 'x', key: '1', data: { quizId: 1 } },
  };

  it('When the producer dropped a relied-on field, then the handler and the field are named', () => {
    expect(verifyPublishedEvent(event, { ...event.example, data: { id: 1 } })).toEqual([
      'service/handler ← quiz.questions-changed v1 on quiz.events.v1 relies on field "data.quizId", but the provider\'s $.data.quizId is missing',
    ]);
  });

  it('When the producer published another type, then that is reported', () => {
    expect(verifyPublishedEvent(event, { type: 'quiz.deleted', version: 1 })[0]).toMatch(/published quiz.deleted v1/);
  });
});

describe('consumer side', () => {
  it('When a path fills the route, then it matches; another route does not', () => {
    expect(pathMatchesRoute('/api/quizzes/:id', '/api/quizzes/7?x=1')).toBe(true);
    expect(pathMatchesRoute('/api/quizzes/:id', '/api/quizzes/7/questions')).toBe(false);
    expect(sentAsRecorded(expectation, { method: 'get', url: '/api/example/3' })).toBe(true);
  });

  it('When a request body is recorded, then it must be a valid request and the client must send exactly it', () => {
    const withBody: HttpExpectation = { ...expectation, request: { method: 'POST', path: '/api/example', body: { example: { a: 1, b: [2] }, schema: z.object({ a: z.number(), b: z.array(z.number()) }) } } };
    expect(checkHttpExample(withBody)).toEqual([]);
    expect(sentAsRecorded(withBody, { method: 'POST', url: '/api/example', body: sentBody('{"b":[2],"a":1}') })).toBe(true);
    expect(sentAsRecorded(withBody, { method: 'POST', url: '/api/example', body: { a: 1, b: [] } })).toBe(false);
    const broken = { ...withBody, request: { ...withBody.request, body: { example: { a: 'x', b: [] }, schema: withBody.request.body!.schema } } };
    expect(checkHttpExample(broken).join('\n')).toMatch(/request example breaks the shared schema at a/);
  });

  it('When the answer has no body (204), then the client is fed an empty one', async () => {
    const answer = recordedAnswer({ ...expectation, response: NO_CONTENT });
    expect([answer.ok, answer.status, await answer.text()]).toEqual([true, 204, '']);
    expect(checkHttpExample({ ...expectation, response: NO_CONTENT })).toEqual([]);
  });

  it('When the example is replayed to a client, then it is the recorded status and body', async () => {
    const answer = recordedAnswer(expectation);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(expectation.response.example);
  });
});
