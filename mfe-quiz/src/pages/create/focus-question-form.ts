/** The id of the question form's text field (the first thing to type into). */
export const QUESTION_TEXT_ID = 'question-text';

/**
 * After Edit: brings the question form into view (smoothly unless reduced motion is asked for) and
 * puts the cursor in its text, once React has rendered the loaded question. On a phone the list is
 * below the form, so without this the creator taps Edit and sees nothing change.
 */
export function focusQuestionForm(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  view.requestAnimationFrame(() => {
    const field = doc.getElementById(QUESTION_TEXT_ID);
    if (!field) return;
    const target = field.closest('.ql-card') ?? field;
    const reduce = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    field.focus({ preventScroll: true });
  });
}
