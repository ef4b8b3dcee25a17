import { randomUUID } from 'node:crypto';
import { type DomainEvent, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { createHttpApp, finalizeApp } from './index.ts';
import { call, eventually, openTestPorts, serveForTest } from './testing.ts';

const logger = createLogger({ service: 'kit-test', level: 'silent' });
const quizDeleted = (quizId: number): DomainEvent => ({
  id: randomUUID(),
  type: EVENT_TYPES.quizDeleted,
  version: 1,
  occurredAt: new Date().toISOString(),
  key: String(quizId),
  data: { quizId, reason: 'creator', deletedAt: new Date().toISOString(), imageUrls: [] },
});

describe('kit-http testing helpers', () => {
  it('When test ports are opened with a bus, then database, cache and bus work in namespaces of this run', async () => {
    const ports = await openTestPorts({ service: 'kit', label: 'ports', bus: true });
    try {
      expect(ports.run).toMatch(/^[0-9a-f]{8}$/);
      expect(ports.cacheKeyPrefix).toBe(`test-kit-${ports.run}:`);
      const [rows] = await ports.sequelize.query('SELECT 1 AS one');
      expect(Number((rows as Array<{ one: number }>)[0]!.one)).toBe(1);
      await ports.cache.set('k', { v: 1 });
      expect(await ports.cache.get('k')).toEqual({ v: 1 });

      const received: DomainEvent[] = [];
      await ports.bus.subscribe({ topic: TOPICS.quizEvents, groupId: 'kit-test', handler: async (event) => void received.push(event) });
      const event = quizDeleted(1);
      await ports.bus.publish(TOPICS.quizEvents, [event]);
      await eventually(async () => expect(received.map((e) => e.id)).toEqual([event.id]));
    } finally {
      await ports.close();
    }
  });

  it('When a service is served for a test, then it is started first, and closing stops it once after the server', async () => {
    const events: string[] = [];
    const app = createHttpApp({ service: 'kit-test', logger });
    app.get('/state', (_req, res) => {
      res.json({ events });
    });
    const served = await serveForTest({ app, start: async () => void events.push('start'), stop: async () => void events.push('stop') });
    expect((await call(served.baseUrl, 'GET', '/state')).body).toEqual({ events: ['start'] });
    served.server.on('close', () => events.push('server closed'));
    await Promise.all([served.close(), served.close()]);
    expect(events).toEqual(['start', 'server closed', 'stop']);
  });

  it('When call sends JSON, text or a form, then the body goes as given and the answer is parsed when it is JSON', async () => {
    const app = createHttpApp({ service: 'kit-test', logger });
    app.post('/echo', (req, res) => {
      res.json({ contentType: req.headers['content-type']?.split(';')[0], body: req.body ?? null, marker: req.headers['x-marker'] ?? null });
    });
    app.get('/plain', (_req, res) => {
      res.type('text/plain').send('not json');
    });
    finalizeApp(app, logger);
    const served = await serveForTest({ app });
    try {
      const json = await call(served.baseUrl, 'POST', '/echo', { a: 1 }, { 'x-marker': 'm' });
      expect(json.body).toEqual({ contentType: 'application/json', body: { a: 1 }, marker: 'm' });
      const malformed = await call(served.baseUrl, 'POST', '/echo', '{"a":');
      expect(malformed.status).toBe(400);
      const form = new FormData();
      form.append('field', 'value');
      expect((await call(served.baseUrl, 'POST', '/echo', form)).body.contentType).toBe('multipart/form-data');
      const plain = await call(served.baseUrl, 'GET', '/plain');
      expect(plain).toMatchObject({ status: 200, text: 'not json', body: undefined });
    } finally {
      await served.close();
    }
  });
});
