import { remoteSettings, type RemoteOptions } from '../src/remote-settings.ts';

const options = (env: Record<string, string | undefined>): RemoteOptions => ({
  name: 'autodraft',
  dir: '/repo/mfe-autodraft',
  devPort: 3102,
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1', wouter: '3.13.0' },
  env,
});

describe('remoteSettings', () => {
  test('When nothing is set in the environment, then it is a production build on the default dev port behind the local gateway', () => {
    const settings = remoteSettings(options({}));

    expect(settings).toMatchObject({
      container: 'mfe_autodraft',
      basePath: '/mfe/autodraft/',
      production: true,
      port: 3102,
      gatewayUrl: 'http://127.0.0.1:8080',
    });
  });

  test('When NODE_ENV, PORT and QUIZLINK_GATEWAY_URL are set, then a development build uses them', () => {
    const settings = remoteSettings(options({ NODE_ENV: 'development', PORT: '4102', QUIZLINK_GATEWAY_URL: 'http://gw.test' }));

    expect(settings).toMatchObject({ production: false, port: 4102, gatewayUrl: 'http://gw.test' });
  });

  test('When the package pins React, react-dom and wouter, then the five shared singletons accept compatible ranges, strictly', () => {
    const deps = { react: '19.9.0', 'react-dom': '19.9.1', wouter: '3.99.0' };
    const { shared } = remoteSettings({ ...options({}), dependencies: deps });

    expect(shared).toEqual({
      react: { singleton: true, requiredVersion: '^19.9.0', strictVersion: true },
      'react/jsx-runtime': { singleton: true, requiredVersion: '^19.9.0', strictVersion: true },
      'react-dom': { singleton: true, requiredVersion: '^19.9.1', strictVersion: true },
      'react-dom/client': { singleton: true, requiredVersion: '^19.9.1', strictVersion: true },
      wouter: { singleton: true, requiredVersion: '^3.99.0', strictVersion: true },
    });
  });

  test('When the package depends on TanStack Query and the platform, then the query library and the page query client are shared singletons too', () => {
    const deps = { react: '19.9.0', 'react-dom': '19.9.1', wouter: '3.99.0', '@tanstack/react-query': '5.108.0', '@quizlink/platform': '*', zod: '4.6.7' };
    const { shared } = remoteSettings({ ...options({}), dependencies: deps });

    expect(Object.keys(shared).sort()).toEqual(['@quizlink/platform/query-client', '@tanstack/react-query', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'wouter']);
    expect(shared['@tanstack/react-query']).toEqual({ singleton: true, requiredVersion: '^5.108.0', strictVersion: true });
    expect(shared['@quizlink/platform/query-client']).toEqual({ singleton: true, requiredVersion: '*', strictVersion: true });
  });

  test('When a package already declares a range, then it is kept as written', () => {
    const { shared } = remoteSettings({ ...options({}), dependencies: { react: '>=19.2 <21', 'react-dom': '~19.3.0', wouter: '^3.13.0' } });

    expect([shared.react?.requiredVersion, shared['react-dom']?.requiredVersion, shared.wouter?.requiredVersion]).toEqual(['>=19.2 <21', '~19.3.0', '^3.13.0']);
  });

  test('When no routes are given, then the remote declares the contracts\' prefixes of its name; given ones win', () => {
    expect(remoteSettings(options({})).routes).toEqual(['/auto-draft', '/auto-draft-session']);
    expect(remoteSettings({ ...options({}), routes: ['/drafts'] }).routes).toEqual(['/drafts']);
  });
});
