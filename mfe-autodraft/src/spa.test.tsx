import { installFetchMock, mountRemote } from '@quizlink/remote-runtime/testing';
import * as lifecycles from './spa.tsx';
import { signIn } from './testing/render-at.tsx';

// The error boundary every remote gets is tested once, with the lifecycles, in @quizlink/remote-runtime.
describe('mfe_autodraft single-spa lifecycles', () => {
  test('When mounted into the container the shell hands over, then the page renders there and unmount empties it', async () => {
    signIn();
    const fetchMock = installFetchMock([{ path: '/api/auto-create/usage-status', reply: { body: { success: true, data: { currentUsage: 1, limit: 3 } } } }]);
    const remote = await mountRemote(lifecycles, { name: 'mfe_autodraft', path: '/auto-draft' });
    expect(remote.container.querySelector('h1')?.textContent).toBe('Auto Draft Quiz');

    await remote.unmount();
    expect(remote.container.innerHTML).toBe('');
    fetchMock.restore();
  });
});
