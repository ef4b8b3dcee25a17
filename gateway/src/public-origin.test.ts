import type { Request } from 'express';
import { publicOriginOf } from './public-origin.ts';

const request = (headers: Record<string, string>, protocol = 'http') => ({ headers, protocol }) as unknown as Request;

describe('publicOriginOf', () => {
  test('When PUBLIC_ORIGIN is configured, then it wins over any header, with www folded', () => {
    expect(publicOriginOf(request({ host: 'evil.example' }), 'https://www.quizlink.app')).toBe('https://quizlink.app');
  });

  test('When a proxy forwards host and protocol, then they are used', () => {
    expect(publicOriginOf(request({ host: '10.0.0.5:8080', 'x-forwarded-host': 'www.quizlink.app', 'x-forwarded-proto': 'https, http' }))).toBe('https://quizlink.app');
  });

  test('When the Host header is malformed, then it is ignored', () => {
    expect(publicOriginOf(request({ host: 'bad host"><script>' }))).toBe('http://localhost');
    expect(publicOriginOf(request({ host: '127.0.0.1:8140' }))).toBe('http://127.0.0.1:8140');
  });
});
