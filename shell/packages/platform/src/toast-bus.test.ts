import { dismissalMatches, dismissToast, onToast, onToastDismiss, toast, TOAST_EVENT } from './toast-bus.ts';

describe('toast bus', () => {
  test('When a toast is raised, then subscribers receive it through the window event', () => {
    const received: unknown[] = [];
    const stop = onToast((t) => received.push(t));

    toast({ title: 'Name is required', variant: 'destructive' });

    expect(received).toEqual([{ title: 'Name is required', variant: 'destructive' }]);
    stop();
  });

  test('When a subscriber unsubscribes, then it hears nothing more', () => {
    const listener = jest.fn();
    const stop = onToast(listener);
    stop();

    toast({ title: 'Copied!' });

    expect(listener).not.toHaveBeenCalled();
  });

  test('When another bundle dispatches the event by name, then subscribers hear it too', () => {
    const listener = jest.fn();
    const stop = onToast(listener);

    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { title: 'From a remote' } }));

    expect(listener).toHaveBeenCalledWith({ title: 'From a remote' });
    stop();
  });
});

describe('toast dismissal', () => {
  test('When a dismissal names titles, then it applies only to a toast with one of them', () => {
    const heard: unknown[] = [];
    const stop = onToastDismiss((d) => heard.push(d));

    dismissToast({ titles: ['Login Failed'] });
    dismissToast();

    expect(heard).toEqual([{ titles: ['Login Failed'] }, {}]);
    expect(dismissalMatches({ titles: ['Login Failed'] }, 'Login Failed')).toBe(true);
    expect(dismissalMatches({ titles: ['Login Failed'] }, 'Copied!')).toBe(false);
    expect(dismissalMatches({}, 'Copied!')).toBe(true);
    stop();
  });
});
