import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnswerTiles, ConfettiBurst, Podium, QuizHeader, ScoreRing, TimerRing } from './index.ts';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn() }));

function Tiles({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return <AnswerTiles label="Capital of France?" options={['Paris', 'Rome', 'Oslo']} value={value} onChange={setValue} disabled={disabled} />;
}

describe('AnswerTiles', () => {
  test('When shown, then they are a radio group named by the question with lettered options', () => {
    render(<Tiles />);
    expect(screen.getByRole('group', { name: 'Capital of France?' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['A) Paris', 'B) Rome', 'C) Oslo']);
  });

  test('When a tile is tapped, then it is checked and marked selected', () => {
    render(<Tiles />);
    fireEvent.click(screen.getByLabelText('B) Rome'));
    const rome = screen.getByRole('radio', { name: 'B) Rome' }) as HTMLInputElement;
    expect(rome.checked).toBe(true);
    expect(rome.closest('label')?.className).toContain('ql-answer-tile--selected');
    expect(screen.getByRole('radio', { name: 'A) Paris' }).closest('label')?.className).not.toContain('selected');
  });

  test('When disabled, then no tile can be chosen', () => {
    render(<Tiles disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });
});

describe('ScoreRing, TimerRing and QuizHeader', () => {
  test('When a score is shown, then the ring is one image named by its label, with the text inside', () => {
    render(<ScoreRing percent={80} value="4/5" caption="80%" label="Your score: 4 of 5, 80%" />);
    const ring = screen.getByRole('img', { name: 'Your score: 4 of 5, 80%' });
    expect(ring.closest('.ql-score-ring')?.textContent).toBe('4/580%');
  });

  test('When time runs low, then the timer ring carries the tone and the time', () => {
    render(<TimerRing seconds={20} totalSeconds={60} text="00:20" tone="danger" />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.getAttribute('data-tone')).toBe('danger');
    expect(timer.textContent).toBe('00:20');
  });

  test('When a quiz runs, then the header shows the position and a labelled progress bar', () => {
    render(<QuizHeader position={2} total={5} timer={<span>timer</span>} />);
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Quiz progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([2, 5]);
  });
});

describe('Podium', () => {
  test('When three players lead, then they are listed in rank order with shared ranks and You marked', () => {
    render(
      <Podium
        entries={[
          { key: 'a', name: 'Ann', rank: 1, score: '5/5' },
          { key: 'b', name: 'Bo', rank: 1, score: '5/5', isYou: true },
          { key: 'c', name: 'Cy', rank: 3, score: '4/5' },
          { key: 'd', name: 'Di', rank: 4, score: '1/5' },
        ]}
      />,
    );
    const places = screen.getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual(['Ann5/5Rank 1', 'Bo (You)5/5Rank 1', 'Cy4/5Rank 3']);
  });

  test('When nobody has answered, then there is no podium', () => {
    const { container } = render(<Podium entries={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ConfettiBurst', () => {
  const setMotion = (reduce: boolean) => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
  };
  const confetti = () => jest.requireMock<{ default: jest.Mock }>('canvas-confetti').default;
  beforeEach(() => confetti().mockClear());

  test('When active and motion is welcome, then one burst fires', async () => {
    setMotion(false);
    await act(async () => {
      render(<ConfettiBurst active />);
    });
    await act(async () => Promise.resolve());
    expect(confetti()).toHaveBeenCalledTimes(1);
  });

  test('When the visitor prefers reduced motion, or it is not active, then nothing fires', async () => {
    setMotion(true);
    await act(async () => {
      render(<ConfettiBurst active />);
    });
    setMotion(false);
    await act(async () => {
      render(<ConfettiBurst active={false} />);
    });
    await act(async () => Promise.resolve());
    expect(confetti()).not.toHaveBeenCalled();
  });
});
