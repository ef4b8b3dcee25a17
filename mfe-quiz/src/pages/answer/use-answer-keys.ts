import { useEffect, useRef } from 'react';

export type AnswerKeyActions = {
  /** The options of the current question (empty for an open-ended one). */
  options: readonly string[];
  pick: (option: string) => void;
  /** Enter: the next question (or, on the last, nothing: Submit is a deliberate press). */
  next: () => void;
  disabled: boolean;
};

/** Where typing means text, a button or a link already handles Enter: the shortcuts stay out of the way. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'BUTTON' || tag === 'A' || tag === 'SELECT') return true;
  return tag === 'INPUT' && (target as HTMLInputElement).type !== 'radio';
}

/**
 * Keyboard answering: the keys 1–8 pick the matching option and Enter goes to the next question.
 * Ignored with a modifier key, while typing an open answer, and on buttons and links (their own
 * Enter stays theirs).
 */
export function useAnswerKeys(actions: AnswerKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { options, pick, next, disabled } = latest.current;
      if (disabled || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || ownsKeys(event.target)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        next();
        return;
      }
      const digit = /^[1-8]$/.test(event.key) ? Number(event.key) : null;
      const option = digit === null ? undefined : options[digit - 1];
      if (option === undefined) return;
      event.preventDefault();
      pick(option);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
