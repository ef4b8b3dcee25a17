import { fireEvent, render, screen } from '@testing-library/react';
import { questionImageFailedLabel } from '@quizlink/contracts/quiz';
import type { EditorQuestion } from './editor-question.ts';
import { QuestionList } from './QuestionList.tsx';

const question = (imageUrl: string | null): EditorQuestion => ({
  text: 'Where is this?',
  type: 'open-ended',
  options: [],
  correctAnswers: [],
  hint: null,
  imageUrl,
});

function renderList(questions: EditorQuestion[]) {
  const noop = () => undefined;
  const view = (list: EditorQuestion[]) => (
    <QuestionList questions={list} editingIndex={null} reviewing={false} onEdit={noop} onDelete={noop} onMarkReviewed={noop} />
  );
  const result = render(view(questions));
  return { rerender: (list: EditorQuestion[]) => result.rerender(view(list)) };
}

describe('QuestionList images', () => {
  it('When a question’s image fails to load, then an error glyph named for it takes its place in the same box', () => {
    renderList([question('/api/uploads/gone.png'), question('/api/uploads/fine.png')]);
    const image = screen.getByAltText('Illustration for question 1');
    const box = (image.parentElement as HTMLElement).style;

    fireEvent.error(image);

    expect(screen.queryByAltText('Illustration for question 1')).toBeNull();
    const glyph = screen.getByRole('img', { name: questionImageFailedLabel(1) });
    expect(glyph.querySelector('title')?.textContent).toBe(questionImageFailedLabel(1));
    const glyphBox = (glyph.parentElement as HTMLElement).style;
    expect([glyphBox.width, glyphBox.height]).toEqual([box.width, box.height]);
    expect(box.width).not.toBe('');
    expect(screen.getByAltText('Illustration for question 2')).toBeTruthy();
  });

  it('When the image URL changes after a failure, then the new image is tried again', () => {
    const { rerender } = renderList([question('/api/uploads/gone.png')]);
    fireEvent.error(screen.getByAltText('Illustration for question 1'));
    expect(screen.getByRole('img', { name: questionImageFailedLabel(1) })).toBeTruthy();

    rerender([question('/api/uploads/new.png')]);

    expect(screen.queryByRole('img', { name: questionImageFailedLabel(1) })).toBeNull();
    expect(screen.getByAltText('Illustration for question 1').getAttribute('src')).toBe('/api/uploads/new.png');
  });
});
