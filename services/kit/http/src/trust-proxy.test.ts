import { trustProxyFor, trustProxySetting } from './trust-proxy.ts';

describe('trustProxySetting', () => {
  test('When TRUST_PROXY is none/false, true, a count or a list, then Express gets the matching setting', () => {
    expect(trustProxySetting('none')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting(' 10.0.0.0/8, loopback ')).toBe('10.0.0.0/8, loopback');
  });
});

describe('trustProxyFor', () => {
  test('When TRUST_PROXY is unset, then production trusts nobody and other environments trust loopback (the launchers\' gateway)', () => {
    expect(trustProxyFor({ NODE_ENV: 'production' })).toBe(false);
    expect(trustProxyFor({ NODE_ENV: 'development' })).toBe('loopback');
    expect(trustProxyFor({ NODE_ENV: 'production', TRUST_PROXY: '10.1.2.3' })).toBe('10.1.2.3');
  });
});
