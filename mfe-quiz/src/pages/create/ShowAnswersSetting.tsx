import { useId, useState } from 'react';
import { SHOW_ANSWERS_TEXTS, readShowAnswersSetting, writeShowAnswersSetting } from './show-answers-setting.ts';

/**
 * At Publish: whether players see the right answers on their results (on by default). The publish
 * request reads the same setting (readShowAnswersSetting); the server enforces it.
 */
export function ShowAnswersSetting() {
  const hint = useId();
  const [on, setOn] = useState(readShowAnswersSetting);
  return (
    <div>
      <label className="ql-choice">
        <input
          type="checkbox"
          checked={on}
          aria-describedby={hint}
          onChange={(e) => {
            setOn(e.target.checked);
            writeShowAnswersSetting(e.target.checked);
          }}
        />{' '}
        {SHOW_ANSWERS_TEXTS.label}
      </label>
      <p id={hint} className="ql-field__hint">
        {SHOW_ANSWERS_TEXTS.explanation}
      </p>
    </div>
  );
}
