import { LIMITS } from '@quizlink/contracts/quiz';

/** The multiple-choice option editor: option texts and the zero-based index of the correct one. */
export type OptionEditorState = { options: string[]; correctIndex: number };

export type OptionEditorAction =
  | { type: 'edit'; index: number; text: string }
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'select'; index: number }
  | { type: 'load'; state: OptionEditorState };

export const emptyOptionEditor = (): OptionEditorState => ({
  options: Array.from({ length: LIMITS.defaultOptionSlots }, () => ''),
  correctIndex: 0,
});

export const canAddOption = (state: OptionEditorState): boolean => state.options.length < LIMITS.maxOptions;
export const canRemoveOption = (state: OptionEditorState): boolean => state.options.length > LIMITS.minOptions;

/** Index of the correct option after removing `removed`: the spec's shift rules. */
function correctIndexAfterRemoval(correctIndex: number, removed: number): number {
  if (removed === correctIndex) return 0;
  if (removed < correctIndex) return correctIndex - 1;
  return correctIndex;
}

export function optionEditorReducer(state: OptionEditorState, action: OptionEditorAction): OptionEditorState {
  const inRange = (index: number) => index >= 0 && index < state.options.length;
  switch (action.type) {
    case 'edit':
      if (!inRange(action.index)) return state;
      return { ...state, options: state.options.map((text, i) => (i === action.index ? action.text : text)) };
    case 'add':
      if (!canAddOption(state)) return state;
      return { ...state, options: [...state.options, ''] };
    case 'remove':
      if (!canRemoveOption(state) || !inRange(action.index)) return state;
      return {
        options: state.options.filter((_, i) => i !== action.index),
        correctIndex: correctIndexAfterRemoval(state.correctIndex, action.index),
      };
    case 'select':
      return inRange(action.index) ? { ...state, correctIndex: action.index } : state;
    case 'load':
      return action.state;
  }
}
