import { navigate } from './navigation.ts';

describe('navigate', () => {
  test('When navigating, then the URL changes and a popstate event tells every router', () => {
    const heard: string[] = [];
    const onPop = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    const before = window.history.length;

    navigate('/create');

    expect(window.location.pathname).toBe('/create');
    expect(window.history.length).toBe(before + 1);
    expect(heard).toEqual(['/create']);
    window.removeEventListener('popstate', onPop);
  });

  test('When replacing, then the history entry is replaced rather than added', () => {
    navigate('/find-quiz');
    const before = window.history.length;

    navigate('/quiz/code/ABC123', { replace: true });

    expect(window.location.pathname).toBe('/quiz/code/ABC123');
    expect(window.history.length).toBe(before);
  });
});
