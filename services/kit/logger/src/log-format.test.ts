import { Writable } from 'node:stream';
import { createLogger, defaultLogFormat } from './index.ts';

function captureText() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { text: () => chunks.join(''), destination };
}

describe('log formats', () => {
  test('When the format is pretty, then each entry is one readable line: time, level, service and message, no JSON braces around it', () => {
    const { text, destination } = captureText();
    const logger = createLogger({ service: 'quiz', format: 'pretty', destination });
    logger.info({ requestId: 'r-1', component: 'http' }, 'GET /api/quizzes/7 200 4ms');
    logger.warn({ quizId: 7 }, 'quiz expired');
    const lines = text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: quiz: GET \/api\/quizzes\/7 200 4ms$/);
    expect(lines[1]).toMatch(/WARN: quiz: quiz expired \{"quizId":7\}$/);
  });

  test('When nothing is chosen, then a terminal outside production gets pretty lines and everything else JSON', () => {
    expect(defaultLogFormat({ NODE_ENV: 'development' }, { isTTY: true })).toBe('pretty');
    expect(defaultLogFormat({ NODE_ENV: 'production' }, { isTTY: true })).toBe('json');
    expect(defaultLogFormat({ NODE_ENV: 'development' }, { isTTY: false })).toBe('json');
  });

  test('When tracing is off, then lines carry no trace fields', () => {
    const { text, destination } = captureText();
    createLogger({ service: 'quiz', destination }).info('plain');
    expect(JSON.parse(text())).not.toHaveProperty('traceId');
  });
});
