import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { ATTEMPT_ID, attemptDetail, choiceQuestion, leaderboardEntry, publicQuiz } from '../../testing/fixtures.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';
import { rememberAttemptSecret } from '../../api/attempt-secrets.ts';
import { rememberQuizLink } from './quiz-link-memory.ts';
import { RESULTS_TEXTS } from './results-texts.ts';

const SECRET = 'attempt-secret-of-bo-0123456789abcdefghijklmno';
const LEADERBOARD = /^\/api\/quizzes\/42\/attempts\/leaderboard\?/;
const questions = [choiceQuestion(101, 'Where was I born?', ['Lima', 'Oslo']), choiceQuestion(102, 'Favourite colour?', ['Red', 'Blue'])];
const answers = [
  { questionId: 101, userAnswer: 'Oslo', isCorrect: false },
  { questionId: 102, userAnswer: 'Red', isCorrect: true },
];
/** Equal scores share a rank, as the server sends them (1, 1, 3). */
const top = [
  { ...leaderboardEntry('Ann', 1, 2, '2026-03-01T08:00:00.000Z'), rank: 1, isYou: false },
  { ...leaderboardEntry('Bo', 1, 2, '2026-03-01T10:00:00.000Z'), rank: 1, isYou: true },
  { ...leaderboardEntry('Cy', 0, 2, '2026-03-01T11:00:00.000Z'), rank: 3, isYou: false },
];
const routes = (detail = attemptDetail({ score: 1, totalQuestions: 2, questions, answers })): MockRoute[] => [
  { path: `/api/quiz-attempts/${ATTEMPT_ID}`, reply: { body: detail } },
  { path: LEADERBOARD, reply: { body: { quizId: 42, total: 3, top, you: top[1], serverTime: '2026-03-01T12:00:00.000Z' } } },
  { path: '/api/quizzes/42', reply: { body: publicQuiz() } },
];

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn(9, 'Bo');
  rememberAttemptSecret(ATTEMPT_ID, SECRET);
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  delete (navigator as { share?: unknown }).share;
});

describe('the results reveal', () => {
  it('When the server sends the right answers, then the right one shows under the wrong answer only', async () => {
    const detail = attemptDetail({ score: 1, totalQuestions: 2, questions, answers, correctAnswers: [{ questionId: 101, correctAnswers: ['Lima'] }, { questionId: 102, correctAnswers: ['Red'] }] });
    restore = installFetchMock(routes(detail)).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    const revealed = await screen.findAllByTestId('right-answer');
    expect(revealed.map((r) => r.textContent)).toEqual([`${RESULTS_TEXTS.rightAnswer} Lima`]);
  });

  it('When the server sends no right answers (the creator turned them off), then none shows', async () => {
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    await screen.findByRole('heading', { name: 'Your Answers' });
    expect(screen.queryByTestId('right-answer')).toBeNull();
    expect(screen.queryByText(RESULTS_TEXTS.rightAnswer, { exact: false })).toBeNull();
  });

  it('When the score shows, then it is a ring image named with the score', async () => {
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByRole('img', { name: 'Your score: 1 of 2, 50%' })).toBeTruthy();
  });

  it('When equal scores lead the board, then the podium and the table show ranks 1, 1, 3', async () => {
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    const podium = await screen.findByRole('list', { name: RESULTS_TEXTS.podiumLabel });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual(['Ann1/2 (50%)Rank 1', 'Bo (You)1/2 (50%)Rank 1', 'Cy0/2 (0%)Rank 3']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '1', '3']);
  });

  it('When the phone has a share sheet, then Share my score sends the score and the quiz link it was opened by', async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    rememberQuizLink(42, '/quiz/code/AB12CD');
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: RESULTS_TEXTS.shareScore }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: "Ana's Quiz",
      text: "I scored 1/2 (50%) on Ana's Quiz. Can you beat me?",
      url: `${window.location.origin}/quiz/code/AB12CD`,
    });
  });

  it('When there is no share sheet, then the score and link are copied', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: RESULTS_TEXTS.shareScore }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`I scored 1/2 (50%) on Ana's Quiz. Can you beat me? ${window.location.origin}/`));
  });
});
