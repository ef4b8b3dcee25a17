import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { call, serveForTest } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { retryAfterHeader, TooManyRequestsError } from './index.ts';

const logger = createLogger({ service: 'retry-after-test', level: 'silent' });

describe('retryAfterHeader', () => {
  it('When a route throws TooManyRequestsError, then the 429 carries Retry-After in whole seconds and the common error shape', async () => {
    const app = createHttpApp({ service: 'retry-after-test', logger });
    app.get('/limited', () => {
      throw new TooManyRequestsError({ code: 'test.rate_limited', status: 429, message: 'Slow down.' }, { retryAfterMs: 1500 });
    });
    app.get('/other', () => {
      throw new Error('boom');
    });
    app.use(retryAfterHeader());
    finalizeApp(app, logger);
    const served = await serveForTest({ app });
    try {
      const limited = await call(served.baseUrl, 'GET', '/limited');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('2');
      expect(limited.body.error).toMatchObject({ code: 'test.rate_limited', message: 'Slow down.', details: { retryAfterSeconds: 2 } });
      const other = await call(served.baseUrl, 'GET', '/other');
      expect(other.status).toBe(500);
      expect(other.headers.get('retry-after')).toBeNull();
    } finally {
      await served.close();
    }
  });
});
