import { useId } from 'react';
import { LIMITS } from '@quizlink/contracts';
import { Button, Stack } from '@quizlink/ui';
import { optionLetter } from '../../components/option-letter.ts';
import { canAddOption, canRemoveOption, type OptionEditorAction, type OptionEditorState } from './option-editor.reducer.ts';

// A one-line text area that grows on demand: the design system's text area is sized for paragraphs.
const optionInput = { flex: 1, minWidth: 0, resize: 'vertical' } as const;

export type OptionEditorProps = { state: OptionEditorState; dispatch: (action: OptionEditorAction) => void };

/** Lettered options, a radio for the correct one, remove (above 2) and add (below 8). */
export function OptionEditor({ state, dispatch }: OptionEditorProps) {
  const group = useId();
  const removable = canRemoveOption(state);
  return (
    <fieldset className="ql-field">
      <legend className="ql-field__label">Options (select the correct answer)</legend>
      <Stack gap={2}>
        {state.options.map((text, index) => {
          const letter = optionLetter(index);
          return (
            <Stack key={index} direction="row" gap={2} align="center">
              <input
                type="radio"
                name={`${group}-correct`}
                checked={state.correctIndex === index}
                onChange={() => dispatch({ type: 'select', index })}
                aria-label={`Option ${letter} is the correct answer`}
              />
              <span aria-hidden="true">{letter})</span>
              <textarea
                className="ql-input"
                style={optionInput}
                rows={1}
                value={text}
                maxLength={LIMITS.optionTextMaxLength}
                onChange={(e) => dispatch({ type: 'edit', index, text: e.target.value })}
                aria-label={`Option ${letter}`}
                placeholder={`Option ${letter}`}
              />
              {removable ? (
                <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'remove', index })} aria-label={`Remove option ${letter}`}>
                  Remove
                </Button>
              ) : null}
            </Stack>
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
    </fieldset>
  );
}
