import { forwardedHeaders } from './forwarded-headers.ts';

const direct = { clientAddress: '198.51.100.7', fromTrustedProxy: false, encrypted: false, localPort: 8080 };

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

  test('When an untrusted client sends its own x-forwarded-* values, then every one is replaced by what the gateway saw', () => {
    const forged = {
      host: 'quizlink.example',
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
    };

    expect(forwardedHeaders(forged, direct)).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '8080',
    });
  });

  test('When a trusted proxy in front set the headers, then for is the client it reported and the rest are kept', () => {
    const headers = {
      host: 'gateway.internal:8080',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '443',
    };

    expect(forwardedHeaders(headers, { ...direct, clientAddress: '203.0.113.9', fromTrustedProxy: true })).toEqual({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'quizlink.example',
      'x-forwarded-port': '443',
    });
  });

  test('When the client address is unknown (socket already closed), then no for is sent at all, never the client\'s own', () => {
    const result = forwardedHeaders({ 'x-forwarded-for': '203.0.113.9' }, { clientAddress: undefined, fromTrustedProxy: false, encrypted: false, localPort: undefined });

    expect(result).not.toHaveProperty('x-forwarded-for');
    expect(result).not.toHaveProperty('x-forwarded-port');
    expect(result).not.toHaveProperty('x-forwarded-host');
  });
});
