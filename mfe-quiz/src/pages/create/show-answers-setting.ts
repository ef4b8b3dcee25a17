import { local } from '@quizlink/platform';

const STORAGE_KEY = 'quizlink_draft_show_correct_answers';

/**
 * The creator's "Show players the right answers after they submit": on unless this browser's creator
 * turned it off (kept like the rest of the draft, so a reload keeps the choice).
 */
export const readShowAnswersSetting = (): boolean => local.get(STORAGE_KEY) !== 'off';

export const writeShowAnswersSetting = (on: boolean): void => local.set(STORAGE_KEY, on ? 'on' : 'off');

/** The setting's label and the one line that explains it at Publish. */
export const SHOW_ANSWERS_TEXTS = {
  label: 'Show players the right answers after they submit',
  explanation: 'After submitting, each player sees the right answer under every question they got wrong. Turn it off to keep the answers secret.',
} as const;
