import { screen } from '@testing-library/react';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { createRemoteLifecycles } from './remote-lifecycles.tsx';
import { mountRemote } from './testing/index.ts';

function Greeting() {
  return <h1>Remote page</h1>;
}

function Crashing(): never {
  throw new Error('render failure');
}

describe('createRemoteLifecycles', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  test('When mounted into the container the shell hands over, then the root renders there and unmount empties it', async () => {
    const remote = await mountRemote(createRemoteLifecycles(Greeting), { name: 'mfe_test' });
    expect(remote.container.querySelector('h1')?.textContent).toBe('Remote page');

    await remote.unmount();
    expect(remote.container.innerHTML).toBe('');
  });

  test('When the root crashes while rendering, then only its area shows the error screen texts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outside = document.createElement('header');
    outside.textContent = 'shell header';
    document.body.append(outside);

    const remote = await mountRemote(createRemoteLifecycles(Crashing), { name: 'mfe_test' });

    const alert = screen.getByRole('alert');
    expect(remote.container.contains(alert)).toBe(true);
    expect(alert.textContent).toContain(PLATFORM_MESSAGES.errorScreenTitle);
    expect(alert.textContent).toContain(PLATFORM_MESSAGES.errorScreenBody);
    expect(alert.textContent).toContain(LAYOUT_MESSAGES.contactSupport);
    expect(screen.getByRole('button', { name: LAYOUT_MESSAGES.tryAgain })).toBeTruthy();
    expect(screen.getByRole('button', { name: LAYOUT_MESSAGES.goHome })).toBeTruthy();
    expect(outside.textContent).toBe('shell header');
    await remote.unmount();
  });
});
