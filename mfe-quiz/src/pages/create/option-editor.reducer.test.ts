import { LIMITS } from '@quizlink/contracts/quiz';
import {
  canAddOption,
  canRemoveOption,
  emptyOptionEditor,
  optionEditorReducer,
  type OptionEditorState,
} from './option-editor.reducer.ts';

const withOptions = (options: string[], correctIndex: number): OptionEditorState => ({ options, correctIndex });

describe('option editor reducer', () => {
  it('When the editor starts, then it has 4 empty slots and the first is correct', () => {
    expect(emptyOptionEditor()).toEqual({ options: ['', '', '', ''], correctIndex: 0 });
  });

  it('When the correct option is removed, then the correct index resets to 0', () => {
    const next = optionEditorReducer(withOptions(['a', 'b', 'c', 'd'], 2), { type: 'remove', index: 2 });
    expect(next).toEqual({ options: ['a', 'b', 'd'], correctIndex: 0 });
  });

  it('When an option before the correct one is removed, then the correct index shifts down by one', () => {
    const next = optionEditorReducer(withOptions(['a', 'b', 'c', 'd'], 3), { type: 'remove', index: 1 });
    expect(next).toEqual({ options: ['a', 'c', 'd'], correctIndex: 2 });
  });

  it('When an option after the correct one is removed, then the correct index stays', () => {
    const next = optionEditorReducer(withOptions(['a', 'b', 'c'], 1), { type: 'remove', index: 2 });
    expect(next).toEqual({ options: ['a', 'b'], correctIndex: 1 });
  });

  it('When only 2 options are left, then removing is refused', () => {
    const state = withOptions(['a', 'b'], 1);
    expect(canRemoveOption(state)).toBe(false);
    expect(optionEditorReducer(state, { type: 'remove', index: 0 })).toBe(state);
  });

  it('When 8 options exist, then adding another is refused', () => {
    const full = withOptions(Array.from({ length: LIMITS.maxOptions }, (_, i) => `o${i}`), 0);
    expect(canAddOption(full)).toBe(false);
    expect(optionEditorReducer(full, { type: 'add' })).toBe(full);
  });

  it('When an option is added below the maximum, then an empty slot is appended', () => {
    const next = optionEditorReducer(withOptions(['a', 'b'], 1), { type: 'add' });
    expect(next).toEqual({ options: ['a', 'b', ''], correctIndex: 1 });
  });

  it('When an option is edited or selected, then only that option changes', () => {
    const edited = optionEditorReducer(withOptions(['a', 'b'], 0), { type: 'edit', index: 1, text: 'B' });
    expect(edited.options).toEqual(['a', 'B']);
    expect(optionEditorReducer(edited, { type: 'select', index: 1 }).correctIndex).toBe(1);
    expect(optionEditorReducer(edited, { type: 'select', index: 5 })).toBe(edited);
  });
});
