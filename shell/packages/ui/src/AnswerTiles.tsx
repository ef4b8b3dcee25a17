import { useId } from 'react';
import './answer-tiles.css';
import { classNames } from './class-names.ts';

export type AnswerTilesProps = {
  /** The question: the group's accessible name (a visually hidden legend). */
  label: string;
  options: readonly string[];
  /** The chosen option's text, if any. */
  value: string | undefined;
  onChange: (option: string) => void;
  disabled?: boolean;
  /** The letter shown on a tile (A, B, …); the tile's name reads "A) option". */
  letterOf?: (index: number) => string;
};

const defaultLetter = (index: number): string => String.fromCharCode(65 + index);

/**
 * Big tappable answer tiles (at least 56 px high, full width on a phone), lettered, with a clear
 * selected state. Each tile is a native radio button inside its label, so the group is a real radio
 * group: arrow keys move the choice, Tab leaves it, and assistive technology announces "2 of 4".
 */
export function AnswerTiles({ label, options, value, onChange, disabled, letterOf = defaultLetter }: AnswerTilesProps) {
  const name = useId();
  return (
    <fieldset className="ql-answer-tiles" disabled={disabled}>
      <legend className="ql-visually-hidden">{label}</legend>
      {options.map((option, index) => {
        const checked = value === option;
        return (
          <label key={index} className={classNames('ql-answer-tile', checked && 'ql-answer-tile--selected')}>
            <input
              className="ql-answer-tile__input"
              type="radio"
              name={name}
              value={option}
              checked={checked}
              aria-label={`${letterOf(index)}) ${option}`}
              onChange={() => onChange(option)}
            />
            {/* Named "B) Oslo" (aria-label): the badge shows the letter, the bracket keeps the label's text the same. */}
            <span className="ql-answer-tile__letter">{letterOf(index)}</span>
            <span className="ql-visually-hidden">)</span>{' '}
            <span className="ql-answer-tile__text">{option}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
