import { REMOTE_REGISTRY, type RemoteRegistry } from '@quizlink/contracts/platform';
import { remoteForPath, remoteRegistry, resetRemoteRegistry } from './remote-registry.ts';

const REGISTRY: RemoteRegistry = {
  remotes: [
    { name: 'quiz', container: 'mfe_quiz', version: '2.0.0-abc', routes: ['/play'], shared: { react: '^19.3.1' }, manifestUrl: 'https://cdn.test/quiz/mf-manifest.json' },
    { name: 'admin', container: 'mfe_admin', version: '1.0.0-def', routes: ['/admin'], shared: {}, manifestUrl: '/mfe/admin/releases/1.0.0-def/mf-manifest.json' },
  ],
};

function pageWith(text: string | null): void {
  document.head.innerHTML = text === null ? '' : `<script type="application/json" id="${REMOTE_REGISTRY.elementId}">${text}</script>`;
  resetRemoteRegistry();
}

afterEach(() => pageWith(null));

describe('the remote registry of the page', () => {
  test('When the gateway put a registry in the page, then the remotes and the routes they own come from it', () => {
    pageWith(JSON.stringify(REGISTRY));

    expect(remoteRegistry()).toEqual(REGISTRY);
    expect(remoteForPath('/play/123')).toBe('quiz');
    expect(remoteForPath('/admin')).toBe('admin');
    // Routes the registry does not list belong to nobody, even when the contracts name them.
    expect(remoteForPath('/create')).toBeUndefined();
    expect(remoteForPath('/player')).toBeUndefined();
  });

  test('When the page has no registry (dev server, tests), then each remote is at /mfe/<name>/ with the contracts\' routes', () => {
    pageWith(null);

    expect(remoteRegistry().remotes.map((r) => [r.name, r.manifestUrl])).toEqual([
      ['quiz', '/mfe/quiz/mf-manifest.json'],
      ['autodraft', '/mfe/autodraft/mf-manifest.json'],
      ['admin', '/mfe/admin/mf-manifest.json'],
    ]);
    expect(remoteForPath('/create')).toBe('quiz');
  });

  test('When the registry is broken or lists no known remote, then the standalone one is used', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageWith('{not json');
    expect(remoteForPath('/admin')).toBe('admin');

    pageWith(JSON.stringify({ remotes: [{ name: 'evil', manifestUrl: 'x', routes: ['/'], shared: {} }] }));
    expect(remoteRegistry().remotes.map((r) => r.name)).toEqual(['quiz', 'autodraft', 'admin']);
    jest.restoreAllMocks();
  });
});
