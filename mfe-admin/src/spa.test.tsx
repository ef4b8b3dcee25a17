import { mountRemote } from '@quizlink/remote-runtime/testing';
import * as lifecycles from './spa.tsx';

// The error boundary every remote gets is tested once, with the lifecycles, in @quizlink/remote-runtime.
describe('mfe_admin single-spa lifecycles', () => {
  test('When mounted into the container the shell hands over, then the page renders there and unmount empties it', async () => {
    const remote = await mountRemote(lifecycles, { name: 'mfe_admin', path: '/admin/shortlinks' });
    expect(remote.container.querySelector('h1')?.textContent).toBe('Admin Shortlinks');

    await remote.unmount();
    expect(remote.container.innerHTML).toBe('');
  });
});
