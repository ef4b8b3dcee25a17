import { forwardedHeaders } from './forwarded-headers.ts';

const direct = { remoteAddress: '198.51.100.7', encrypted: false, localPort: 8080 };

describe('forwardedHeaders', () => {
  test('When a browser connects directly, then the headers describe that connection', () => {
    expect(forwardedHeaders({ host: 'quizlink.example' }, direct)).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '8080',
    });
  });

  test('When the connection is TLS, then the proto is https', () => {
    expect(forwardedHeaders({}, { ...direct, encrypted: true })['x-forwarded-proto']).toBe('https');
  });

  test('When a proxy in front already set the headers, then for is appended and the rest are kept', () => {
    const headers = {
      host: 'gateway.internal:8080',
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '443',
    };

    expect(forwardedHeaders(headers, direct)).toEqual({
      'x-forwarded-for': '203.0.113.9, 10.0.0.2, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '443',
    });
  });

  test('When the connecting address is unknown (socket already closed), then an existing for is kept as is', () => {
    const result = forwardedHeaders({ 'x-forwarded-for': '203.0.113.9' }, { remoteAddress: undefined, encrypted: false, localPort: undefined });

    expect(result['x-forwarded-for']).toBe('203.0.113.9');
    expect(result).not.toHaveProperty('x-forwarded-port');
    expect(result).not.toHaveProperty('x-forwarded-host');
  });
});
