import type { LifeCycles } from 'single-spa';
import { registerRemotes, type RemoteLoader } from './register-remotes.ts';
import { remoteStatus } from './remote-status.ts';

type Registration = {
  name: string;
  app: () => Promise<LifeCycles>;
  activeWhen: (location: Location) => boolean;
  customProps: () => { domElement: HTMLElement | null };
};

jest.mock('single-spa', () => ({
  registerApplication: jest.fn(),
  addErrorHandler: jest.fn(),
  getAppStatus: jest.fn(() => 'LOAD_ERROR'),
  start: jest.fn(),
}));
const singleSpa = jest.requireMock<{ registerApplication: jest.Mock; addErrorHandler: jest.Mock }>('single-spa');

const lifecycles: LifeCycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function register(loader: RemoteLoader) {
  singleSpa.registerApplication.mockClear();
  singleSpa.addErrorHandler.mockClear();
  registerRemotes(loader);
  const registrations = singleSpa.registerApplication.mock.calls.map(([r]) => r as Registration);
  const byName = (name: string) => registrations.find((r) => r.name === name)!;
  const errorHandler = singleSpa.addErrorHandler.mock.calls[0]![0] as (e: Error & { appOrParcelName: string }) => void;
  return { registrations, byName, errorHandler };
}

const at = (pathname: string) => ({ pathname }) as Location;

beforeEach(() => {
  remoteStatus.reset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('registerRemotes', () => {
  test('When registering, then each remote is active exactly on its route prefixes', () => {
    const { registrations, byName } = register(async () => lifecycles);

    expect(registrations.map((r) => r.name)).toEqual(['mfe_quiz', 'mfe_autodraft', 'mfe_admin']);
    expect(byName('mfe_quiz').activeWhen(at('/quiz/code/ABC123'))).toBe(true);
    expect(byName('mfe_quiz').activeWhen(at('/create'))).toBe(true);
    expect(byName('mfe_autodraft').activeWhen(at('/auto-draft-session'))).toBe(true);
    expect(byName('mfe_admin').activeWhen(at('/admin/shortlinks'))).toBe(true);
    expect(byName('mfe_admin').activeWhen(at('/blog-management'))).toBe(true);
    expect(registrations.some((r) => r.activeWhen(at('/')))).toBe(false);
    expect(registrations.some((r) => r.activeWhen(at('/blog')))).toBe(false);
    expect(registrations.some((r) => r.activeWhen(at('/administrator')))).toBe(false);
  });

  test('When a remote mounts, then it is handed its own container element', () => {
    document.body.innerHTML = '<main><div id="mfe-admin"></div></main>';
    const { byName } = register(async () => lifecycles);

    expect(byName('mfe_admin').customProps().domElement).toBe(document.getElementById('mfe-admin'));
  });

  test('When loading succeeds, then the remote goes loading → ready and single-spa gets its lifecycles', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => lifecycles);
    const { byName } = register(loader);

    const pending = byName('mfe_admin').app();
    expect(remoteStatus.get().admin).toBe('loading');
    await expect(pending).resolves.toBe(lifecycles);

    expect(loader).toHaveBeenCalledWith('mfe_admin/spa');
    expect(remoteStatus.get().admin).toBe('ready');
  });

  test('When loading fails (network, 404), then the remote is marked failed and single-spa sees the rejection', async () => {
    const { byName } = register(async () => {
      throw new Error('Failed to get manifest');
    });

    await expect(byName('mfe_admin').app()).rejects.toThrow('Failed to get manifest');

    expect(remoteStatus.get()).toEqual({ quiz: 'idle', autodraft: 'idle', admin: 'failed' });
  });

  test('When the remote exposes nothing, then it is marked failed too', async () => {
    const { byName } = register(async () => null);

    await expect(byName('mfe_quiz').app()).rejects.toThrow('mfe_quiz/spa');
    expect(remoteStatus.get().quiz).toBe('failed');
  });

  test('When single-spa reports a broken remote, then only that remote is marked failed; unknown apps are ignored', () => {
    const { errorHandler } = register(async () => lifecycles);

    errorHandler(Object.assign(new Error('mount threw'), { appOrParcelName: 'mfe_autodraft' }));
    errorHandler(Object.assign(new Error('other'), { appOrParcelName: 'someone_else' }));

    expect(remoteStatus.get()).toEqual({ quiz: 'idle', autodraft: 'failed', admin: 'idle' });
  });
});
