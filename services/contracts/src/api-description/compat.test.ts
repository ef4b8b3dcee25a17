import { compareAsyncApi, compareOpenApi } from './compat.ts';
import type { JsonSchema } from './json-schema.ts';

const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema => ({ type: 'object', properties, required });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const str = { type: 'string' };
const int = { type: 'integer' };

/** A minimal OpenAPI document with one operation. */
function api(path: string, method: string, op: { body?: JsonSchema; responses?: Record<string, JsonSchema | null>; parameters?: JsonSchema[] }) {
  const responses = Object.fromEntries(Object.entries(op.responses ?? { 200: obj({}) }).map(([status, s]) => [status, s ? { description: '', ...json(s) } : { description: '' }]));
  return {
    openapi: '3.1.0',
    paths: { [path]: { [method]: { ...(op.body ? { requestBody: { required: true, ...json(op.body) } } : {}), ...(op.parameters ? { parameters: op.parameters } : {}), responses } } },
    components: { schemas: { Name: { type: 'string' } } },
  };
}

describe('compareOpenApi: breaking changes, each said precisely', () => {
  it('a response field removed, nested', () => {
    const before = api('/api/quizzes/{id}', 'get', { responses: { 200: obj({ quiz: obj({ id: int, code: str }) }) } });
    const after = api('/api/quizzes/{id}', 'get', { responses: { 200: obj({ quiz: obj({ id: int }) }) } });
    expect(compareOpenApi(before, after)).toEqual(['response field `quiz.code` removed from GET /api/quizzes/{id} 200']);
  });

  it('a response field renamed is the old name removed', () => {
    const before = api('/api/users', 'post', { responses: { 201: obj({ id: int }) } });
    const after = api('/api/users', 'post', { responses: { 201: obj({ userId: int }) } });
    expect(compareOpenApi(before, after)).toEqual(['response field `id` removed from POST /api/users 201']);
  });

  it('a response field that became optional', () => {
    const before = api('/api/x', 'get', { responses: { 200: obj({ a: str }) } });
    const after = api('/api/x', 'get', { responses: { 200: obj({ a: str }, []) } });
    expect(compareOpenApi(before, after)).toEqual(['response field `a` became optional in GET /api/x 200']);
  });

  it('a new required request field, and an optional one made required', () => {
    const before = api('/api/quizzes', 'post', { body: obj({ title: str, hint: str }, ['title']) });
    const after = api('/api/quizzes', 'post', { body: obj({ title: str, hint: str, creatorId: int }, ['title', 'hint', 'creatorId']) });
    expect(compareOpenApi(before, after)).toEqual([
      'request field `hint` became required on POST /api/quizzes',
      'request field `creatorId` became required on POST /api/quizzes',
    ]);
  });

  it('a request field removed', () => {
    const before = api('/api/contact', 'post', { body: obj({ name: str, email: str }) });
    const after = api('/api/contact', 'post', { body: obj({ name: str }) });
    expect(compareOpenApi(before, after)).toEqual(['request field `email` removed from POST /api/contact']);
  });

  it('a narrowed request type, enum and bound', () => {
    const before = api('/api/x', 'post', { body: obj({ id: { type: ['string', 'integer'] }, kind: { enum: ['a', 'b'] }, text: { type: 'string', maxLength: 200 } }) });
    const after = api('/api/x', 'post', { body: obj({ id: str, kind: { enum: ['a'] }, text: { type: 'string', maxLength: 100 } }) });
    expect(compareOpenApi(before, after)).toEqual([
      'type of request field `id` on POST /api/x narrowed from integer|string to string',
      'request field `kind` on POST /api/x no longer accepts "b"',
      'request field `text` on POST /api/x narrowed: maxLength 200 → 100',
    ]);
  });

  it('a widened response type and a new enum value a reader does not expect', () => {
    const before = api('/api/x', 'get', { responses: { 200: obj({ hint: str, status: { enum: ['ready'] } }) } });
    const after = api('/api/x', 'get', { responses: { 200: obj({ hint: { anyOf: [str, { type: 'null' }] }, status: { enum: ['ready', 'failed'] } }) } });
    expect(compareOpenApi(before, after)).toEqual([
      'type of response field `hint` in GET /api/x 200 widened from string to null|string',
      'response field `status` in GET /api/x 200 may now be "failed"',
    ]);
  });

  it('a changed success status, and a removed one', () => {
    const created = api('/api/users', 'post', { responses: { 201: obj({}) } });
    expect(compareOpenApi(created, api('/api/users', 'post', { responses: { 200: obj({}) } }))).toEqual(['status of POST /api/users changed: 201 → 200']);
    expect(compareOpenApi(created, api('/api/users', 'post', { responses: { 400: obj({}) } }))).toEqual(['response 201 removed from POST /api/users']);
  });

  it('a route removed or moved; a renamed path parameter is the same route', () => {
    const before = api('/api/quizzes/{id}', 'get', {});
    expect(compareOpenApi(before, api('/api/quiz/{id}', 'get', {}))).toEqual(['route removed: GET /api/quizzes/{id}']);
    expect(compareOpenApi(before, api('/api/quizzes/{id}', 'put', {}))).toEqual(['route removed: GET /api/quizzes/{id}']);
    expect(compareOpenApi(before, api('/api/quizzes/{quizId}', 'get', {}))).toEqual([]);
  });

  it('a query parameter became required, a body became required', () => {
    const limit = (required: boolean) => ({ name: 'limit', in: 'query', required, schema: int });
    expect(compareOpenApi(api('/api/x', 'get', { parameters: [limit(false)] }), api('/api/x', 'get', { parameters: [limit(true)] }))).toEqual([
      'request parameter `limit` (query) became required on GET /api/x',
    ]);
    expect(compareOpenApi(api('/api/x', 'post', {}), api('/api/x', 'post', { body: obj({}) }))).toEqual(['request body became required on POST /api/x']);
  });

  it('follows $ref on both sides', () => {
    const before = api('/api/x', 'get', { responses: { 200: obj({ name: { $ref: '#/components/schemas/Name' } }) } });
    const after = { ...before, components: { schemas: { Name: { type: 'integer' } } } };
    expect(compareOpenApi(before, after)).toEqual(['type of response field `name` in GET /api/x 200 widened from string to integer']);
  });

  it('additions break nobody: a new route, an optional request field, a response field, a widened request type', () => {
    const before = api('/api/x', 'post', { body: obj({ a: str }), responses: { 201: obj({ id: int }) } });
    const after = api('/api/x', 'post', { body: obj({ a: { type: ['string', 'null'] }, b: str }, ['a']), responses: { 201: obj({ id: int, extra: str }) } });
    after.paths['/api/y'] = { get: { responses: {} } } as never;
    expect(compareOpenApi(before, after)).toEqual([]);
  });
});

/** A minimal AsyncAPI document. */
function events(messages: Array<{ type: string; version: number; topic: string; payload: JsonSchema; headers?: string[] }>) {
  const name = (m: { type: string; version: number }) => `${m.type.replace('.', '_')}_v${m.version}`;
  const topics = [...new Set(messages.map((m) => m.topic))];
  return {
    asyncapi: '3.0.0',
    channels: Object.fromEntries(
      topics.map((topic) => [topic, { address: topic, messages: Object.fromEntries(messages.filter((m) => m.topic === topic).map((m) => [name(m), { $ref: `#/components/messages/${name(m)}` }])) }]),
    ),
    components: {
      messages: Object.fromEntries(
        messages.map((m) => [
          name(m),
          { 'x-event-type': m.type, 'x-event-version': m.version, payload: m.payload, headers: obj(Object.fromEntries((m.headers ?? ['event-id']).map((h) => [h, str]))) },
        ]),
      ),
    },
  };
}

describe('compareAsyncApi', () => {
  const deleted = (data: JsonSchema, extra: { topic?: string; headers?: string[] } = {}) => ({
    type: 'quiz.deleted', version: 1, topic: extra.topic ?? 'quiz.events.v1', payload: obj({ type: { const: 'quiz.deleted' }, data }), headers: extra.headers,
  });

  it('an event field removed', () => {
    const before = events([deleted(obj({ quizId: int, reason: str }))]);
    const after = events([deleted(obj({ quizId: int }))]);
    expect(compareAsyncApi(before, after)).toEqual(['event field `data.reason` removed from event quiz.deleted v1']);
  });

  it('an event type (or version) removed, and its topic with it', () => {
    const before = events([deleted(obj({ quizId: int }))]);
    const after = events([{ ...deleted(obj({ quizId: int })), version: 2 }]);
    expect(compareAsyncApi(before, after)).toEqual(['event type removed: quiz.deleted v1 on quiz.events.v1']);
    expect(compareAsyncApi(before, events([]))).toEqual(['topic removed: quiz.events.v1', 'event type removed: quiz.deleted v1 on quiz.events.v1']);
  });

  it('an event moved to another topic, a header removed', () => {
    const before = events([deleted(obj({ quizId: int }), { headers: ['event-id', 'event-type'] })]);
    const moved = events([deleted(obj({ quizId: int }), { topic: 'quiz.events.v2', headers: ['event-id'] }), { ...deleted(obj({})), type: 'x.y', topic: 'quiz.events.v1' }]);
    expect(compareAsyncApi(before, moved)).toEqual([
      'event quiz.deleted v1 moved from topic quiz.events.v1 to quiz.events.v2',
      'event header `event-type` removed from event quiz.deleted v1',
    ]);
  });

  it('a new event type or an added field breaks nobody', () => {
    const before = events([deleted(obj({ quizId: int }))]);
    const after = events([deleted(obj({ quizId: int, imageUrls: { type: 'array', items: str } })), { ...deleted(obj({})), type: 'quiz.renamed' }]);
    expect(compareAsyncApi(before, after)).toEqual([]);
  });
});
