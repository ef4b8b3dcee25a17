import { useId } from 'react';
import { LIMITS, removeOptionLabel } from '@quizlink/contracts/quiz';
import { Button, IconButton, Stack } from '@quizlink/ui';
import { optionLetter } from '../../components/option-letter.ts';
import { RemoveIcon } from './editor-icons.tsx';
import { canAddOption, canRemoveOption, type OptionEditorAction, type OptionEditorState } from './option-editor.reducer.ts';

export type OptionEditorProps = { state: OptionEditorState; dispatch: (action: OptionEditorAction) => void };

/**
 * Lettered options, a radio for the correct one, remove (above 2) and add (below 8). Each text field
 * takes the row's remaining width; Remove is an icon button named "Remove option A" (…), so a phone
 * keeps room for the text.
 */
export function OptionEditor({ state, dispatch }: OptionEditorProps) {
  const group = useId();
  const removable = canRemoveOption(state);
  return (
    <fieldset className="ql-field">
      <legend className="ql-field__label">Options (select the correct answer)</legend>
      <Stack gap={3}>
      <Stack gap={2}>
        {state.options.map((text, index) => {
          const letter = optionLetter(index);
          return (
            <div key={index} className="ql-option-row">
              <input
                type="radio"
                name={`${group}-correct`}
                checked={state.correctIndex === index}
                onChange={() => dispatch({ type: 'select', index })}
                aria-label={`Option ${letter} is the correct answer`}
              />
              <span className="ql-option-row__letter" aria-hidden="true">
                {letter}
              </span>
              <textarea
                className="ql-input ql-option-row__input"
                rows={1}
                value={text}
                maxLength={LIMITS.optionTextMaxLength}
                onChange={(e) => dispatch({ type: 'edit', index, text: e.target.value })}
                aria-label={`Option ${letter}`}
                placeholder={`Option ${letter}`}
              />
              {removable ? <IconButton label={removeOptionLabel(letter)} icon={<RemoveIcon />} onClick={() => dispatch({ type: 'remove', index })} /> : null}
            </div>
          );
        })}
      </Stack>
      {canAddOption(state) ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'add' })}>
            Add Another Option
          </Button>
        </div>
      ) : null}
      </Stack>
    </fieldset>
  );
}
