import { act, render, screen } from '@testing-library/react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { lazyPage } from './lazy-pages.tsx';

describe('lazyPage', () => {
  it('When a page is first shown, then the loading panel stands in until its chunk arrives; afterwards it renders at once', async () => {
    let arrive: (page: (props: { name: string }) => React.JSX.Element) => void = () => undefined;
    const Page = lazyPage<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));

    const first = render(<Page name="Ana" />);
    expect(screen.getByRole('status').textContent).toBe(LAYOUT_MESSAGES.loading);
    await act(async () => arrive(({ name }) => <h1>Hello {name}</h1>));
    expect(screen.getByRole('heading', { name: 'Hello Ana' })).toBeTruthy();
    first.unmount();

    render(<Page name="Bo" />);
    expect(screen.getByRole('heading', { name: 'Hello Bo' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
