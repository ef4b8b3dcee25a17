import { metaForRemotePath } from './remote-route-meta.ts';

describe('metaForRemotePath', () => {
  test('When the path belongs to the shell, then the shell page decides (no entry)', () => {
    expect(metaForRemotePath('/')).toBeUndefined();
    expect(metaForRemotePath('/blog/quiz-ideas')).toBeUndefined();
  });

  test.each([
    ['/create', 'Create Your Quiz | QuizLink', false],
    ['/create-any-quiz', 'Create Any Quiz Online — Free, No Sign-Up | QuizLink', false],
    ['/quiz/code/ABC123', 'You have been sent a quiz on QuizLink | QuizLink', false],
    ['/results/1/abc', 'Quiz Results | QuizLink', true],
    ['/dashboard/token', 'Creator Dashboard | QuizLink', true],
    ['/admin/shortlinks', 'Admin Shortlinks | QuizLink', true],
    ['/auto-draft-session', 'Auto Draft Session | QuizLink', true],
    ['/auto-draft', 'Auto Draft Quiz | QuizLink', false],
  ])('When the path is %s, then the title is %s and noindex is %s', (path, title, noindex) => {
    const meta = metaForRemotePath(path);
    expect(meta?.title).toBe(title);
    expect(meta?.noindex === true).toBe(noindex);
    expect(meta?.path).toBe(path);
  });
});
