import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { dismissToast, toast } from '@quizlink/platform';
import { Toaster } from './Toaster.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// jsdom has no PointerEvent with coordinates; a MouseEvent of the same type carries clientX to React.
function swipe(target: Element, fromX: number, toX: number) {
  fireEvent(target, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX }));
  fireEvent(target, new MouseEvent('pointerup', { bubbles: true, clientX: toX }));
}

const raise = (...args: Parameters<typeof toast>) => act(() => toast(...args));

describe('Toaster', () => {
  test('When a dismissal names the showing toast, then it goes; a dismissal for another title leaves it', () => {
    render(<Toaster />);
    raise({ title: 'Login Failed', variant: 'destructive' });

    act(() => dismissToast({ titles: ['Copy failed'] }));
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
    act(() => dismissToast({ titles: ['Login Failed'] }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When a second toast is raised, then it replaces the first: only one shows at a time', () => {
    render(<Toaster />);

    raise({ title: 'First' });
    raise({ title: 'Second', description: 'Details' });

    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Second');
    expect(screen.getByText('Details')).toBeTruthy();
  });

  test('When 5000 ms pass, then a default toast disappears on its own', () => {
    render(<Toaster />);
    raise({ title: 'Saved' });

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  test('When a toast asks for its own duration, then it is honoured', () => {
    render(<Toaster />);
    raise({ title: 'Copied!', durationMs: 3000 });

    act(() => jest.advanceTimersByTime(3000));

    expect(screen.queryByText('Copied!')).toBeNull();
  });

  test('When a toast replaces another, then the new one gets its full time', () => {
    render(<Toaster />);
    raise({ title: 'First' });
    act(() => jest.advanceTimersByTime(4000));
    raise({ title: 'Second' });

    act(() => jest.advanceTimersByTime(4000));

    expect(screen.getByText('Second')).toBeTruthy();
  });

  test('When a toast is destructive, then it is an alert; the dismiss button removes it', () => {
    render(<Toaster />);
    raise({ title: 'Name is required', variant: 'destructive' });

    expect(screen.getByRole('alert').textContent).toContain('Name is required');
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.dismissNotification }));

    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When the toast is swiped more than 50 px, then it is dismissed; a shorter swipe keeps it', () => {
    render(<Toaster />);
    raise({ title: 'Swipe me' });
    const shown = screen.getByRole('status');

    swipe(shown, 100, 140);
    expect(screen.getByText('Swipe me')).toBeTruthy();
    swipe(shown, 100, 160);
    expect(screen.queryByText('Swipe me')).toBeNull();
  });
});
