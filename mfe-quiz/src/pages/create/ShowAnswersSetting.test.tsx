import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchMock, type FetchCall } from '@quizlink/remote-runtime/testing';
import { publicQuiz } from '../../testing/fixtures.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';
import { SHOW_ANSWERS_TEXTS } from './show-answers-setting.ts';

const created = { id: 17, accessCode: 'QZ12AB', urlSlug: 'ana-k3j91234', dashboardToken: 'tok_0123456789abcdef0123' };

function addQuestions(count: number) {
  for (let n = 1; n <= count; n += 1) {
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: `Question number ${n}?` } });
    fireEvent.change(screen.getByLabelText('Option A'), { target: { value: 'Yes' } });
    fireEvent.change(screen.getByLabelText('Option B'), { target: { value: 'No' } });
    fireEvent.click(screen.getByLabelText('Option A is the correct answer'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
  }
}

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function publishedBody(toggle: boolean): Promise<Record<string, unknown>> {
  signIn(7, 'Ana');
  const mock = installFetchMock([
    { method: 'POST', path: '/api/quizzes', reply: { status: 201, body: created } },
    { path: '/api/quizzes/17', reply: { body: publicQuiz({ id: 17 }) } },
  ]);
  restore = mock.restore;
  renderAt('/create');
  addQuestions(5);
  const setting = screen.getByRole('checkbox', { name: SHOW_ANSWERS_TEXTS.label }) as HTMLInputElement;
  expect(setting.checked).toBe(true);
  expect(screen.getByText(SHOW_ANSWERS_TEXTS.explanation)).toBeTruthy();
  if (toggle) fireEvent.click(setting);
  fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
  await waitFor(() => expect(window.location.pathname).toBe('/share/17'));
  return (mock.calls.find((c) => c.method === 'POST') as FetchCall).body as Record<string, unknown>;
}

describe('"Show players the right answers after they submit" at Publish', () => {
  it('When the creator leaves it as it is, then it is on and the publish request says so', async () => {
    expect((await publishedBody(false)).showCorrectAnswers).toBe(true);
  });

  it('When the creator turns it off, then the publish request carries false', async () => {
    expect((await publishedBody(true)).showCorrectAnswers).toBe(false);
  });
});
